// The companies area in the browser against the mock build: the owner invites an employee and
// changes an employee's rights; edits the price list and the advert line (which then shows on
// the home page's adverts); the owner invites Anna_Schmidt, who accepts as herself (scenario
// "invited"), or declines an offer; a job offer is accepted in the player's own view; an admin
// hands a company to a new owner.
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('the owner invites a character and changes an employee’s rights', async ({ page }) => {
  await openWithScenario(page, 'player', '/factory');
  await expect(page.getByRole('heading', { level: 1, name: 'Firmen' })).toBeVisible();
  await page.getByRole('button', { name: 'Öffnen: Müller Logistik GmbH' }).click();
  await expect(page).toHaveURL(/factory=1/);
  const invite = page.getByRole('region', { name: 'Jemanden einladen' });
  await invite.getByRole('searchbox', { name: 'Person' }).fill('Anna');
  await invite.getByRole('radio', { name: 'Anna_Schmidt' }).check();
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByTestId('factory-open-invitation').filter({ hasText: 'Anna_Schmidt' })).toBeVisible();

  const second = page.getByTestId('org-member').nth(1);
  await second.getByRole('button', { name: /^Rang und Rechte:/ }).click();
  const bank = second.getByRole('checkbox', { name: /Konten nutzen/ });
  await expect(bank).toBeEnabled();
  const was = await bank.isChecked();
  await second.getByText(/Konten nutzen/).click();
  await expect(bank).toBeChecked({ checked: !was });
  await second.getByRole('button', { name: 'Rechte speichern' }).click();
  await expect(page.getByText(/^Rechte von .+ gespeichert\.$/)).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByTestId('org-member')
      .nth(1)
      .getByRole('checkbox', { name: /Konten nutzen/ }),
  ).toBeChecked({
    checked: !was,
  });
});

test('the owner edits the price list and the advert line', async ({ page }) => {
  await openWithScenario(page, 'player', '/factory?factory=1&tab=prices');
  const rows = page.getByTestId('price-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  await page.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  await rows.nth(count).getByRole('textbox', { name: 'Leistung oder Ware' }).fill('Motorwäsche');
  await rows.nth(count).getByRole('spinbutton', { name: 'Preis in $' }).fill('150');
  await page.getByRole('button', { name: 'Preisliste speichern' }).click();
  await expect(page.getByText('Die Preisliste ist gespeichert.')).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(count + 1);

  await page.getByRole('button', { name: 'Werbezeile' }).click();
  const text = page.getByRole('textbox', { name: 'Text der Werbezeile' });
  await text.fill('Jetzt neu: Motorwäsche für 150 $!');
  await page.getByRole('button', { name: 'Werbezeile speichern' }).click();
  await expect(page.getByTestId('factory-adline')).toContainText('Jetzt neu: Motorwäsche');

  // The home page's adverts carry the new line as the company's advert.
  await page.goto('/?kind=advert');
  const advert = page.getByTestId('post').filter({ hasText: 'Jetzt neu: Motorwäsche für 150 $!' });
  await expect(advert).toBeVisible();
  await expect(advert).toContainText('Anzeige von Müller Logistik GmbH');
});

test('the owner invites Anna_Schmidt, who accepts that offer as herself and works there then', async ({ page }) => {
  await openWithScenario(page, 'player', '/factory?factory=1');
  const invite = page.getByRole('region', { name: 'Jemanden einladen' });
  await invite.getByRole('searchbox', { name: 'Person' }).fill('Anna');
  await invite.getByRole('radio', { name: 'Anna_Schmidt' }).check();
  await invite.getByRole('textbox', { name: 'Rang (optional)' }).fill('Fahrerin');
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByTestId('factory-open-invitation').filter({ hasText: 'Anna_Schmidt' })).toBeVisible();

  await openWithScenario(page, 'invited', '/factory?view=invitations');
  const offer = page.getByTestId('factory-offer').filter({ hasText: 'Müller Logistik GmbH' });
  await expect(offer).toContainText('eingeladen von Max_Mustermann');
  await offer.getByRole('button', { name: 'Annehmen: Müller Logistik GmbH' }).click();
  await expect(page.getByText('Willkommen bei Müller Logistik GmbH!')).toBeVisible();
  await expect(offer).toHaveCount(0);
  await page.getByRole('button', { name: 'Meine Firmen' }).click();
  const card = page.getByTestId('factory-card').filter({ hasText: 'Müller Logistik GmbH' });
  await expect(card).toContainText('Angestellt');
  await card.getByRole('button', { name: 'Öffnen: Müller Logistik GmbH' }).click();
  await expect(page.getByTestId('org-member').filter({ hasText: 'Anna_Schmidt' })).toContainText('Fahrerin');
});

test('the invited character declines an offer after the confirmation', async ({ page }) => {
  await openWithScenario(page, 'invited', '/factory?view=invitations');
  const offer = page.getByTestId('factory-offer').filter({ hasText: 'Grapeseed Farmen' });
  await offer.getByRole('button', { name: 'Ablehnen: Grapeseed Farmen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Angebot von Grapeseed Farmen ablehnen?' });
  await dialog.getByRole('button', { name: 'Ablehnen', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Angebot abgelehnt.')).toBeVisible();
  await expect(page.getByRole('main').getByTestId('factory-offers-empty')).toBeVisible();
});

test('a player accepts a job offer in the own view; the company is in the list', async ({ page }) => {
  await openWithScenario(page, 'player', '/factory?view=invitations');
  const offer = page.getByTestId('factory-offer').first();
  const name = ((await offer.textContent()) ?? '').split(' – ')[0] ?? '';
  await offer.getByRole('button', { name: /^Annehmen:/ }).click();
  await expect(page.getByText(`Willkommen bei ${name}!`)).toBeVisible();
  await page.getByRole('button', { name: 'Meine Firmen' }).click();
  await expect(page.getByTestId('factory-card').filter({ hasText: name })).toBeVisible();
});

test('an admin finds a company and hands it to a new owner', async ({ page }) => {
  await openWithScenario(page, 'admin', '/factory?view=admin');
  await page.getByRole('searchbox', { name: 'Firmen suchen' }).fill('Customs');
  await page.getByRole('button', { name: 'Verwalten: Los Santos Customs' }).click();
  const owner = page.getByRole('region', { name: 'Inhaber wechseln' });
  await owner.getByRole('textbox', { name: 'Neuer Inhaber (Vorname_Nachname)' }).fill('Anna_Schmidt');
  await owner.getByRole('textbox', { name: 'Grund' }).fill('Verkauf laut Ticket bestätigt.');
  await owner.getByRole('button', { name: 'Inhaber wechseln' }).click();
  await expect(page.getByTestId('factory-admin-owner')).toContainText('Inhaber: Anna_Schmidt');
});
