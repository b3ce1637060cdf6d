// The house area in the browser against the mock build: a player invites a friend as room mate
// and kicks another after a confirmation; a room mate pays rent in advance; a player accepts a
// received invitation; Max invites Anna_Schmidt, who accepts or declines as herself (scenario
// "invited"); a player finds a house with a free room under a highest rent, rents a
// room and finds it under "Meine Häuser"; an admin finds a house and hands it to a new owner. The mock world keeps
// the changes across a reload.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openWithScenario } from './scenario';

test('a player invites a room mate, sees the invitation after a reload and kicks a room mate', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithScenario(page, 'player', '/');
  await page.getByTestId('side-nav').getByRole('link', { name: 'Häuser' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Häuser' })).toBeVisible();
  const own = page.getByTestId('house').filter({ hasText: 'Eigentümer' }).first();
  await own.getByRole('button', { name: /^Öffnen: / }).click();
  await page.getByRole('button', { name: 'Mitbewohner' }).click();
  await expect(page).toHaveURL(/tab=mates/);
  const detail = page.getByTestId('house-detail');
  const members = detail.getByTestId('org-member');
  await expect(members.first()).toBeVisible();

  const invite = detail.getByRole('region', { name: 'Mitbewohner einladen' });
  await invite.getByRole('button', { name: 'Einladen' }).click();
  await expect(invite.getByText('Bitte wähle zuerst eine Person.')).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await invite.getByRole('searchbox', { name: 'Person' }).fill('Sophie');
  await invite.getByRole('radio', { name: /Sophie_Wolf/ }).check();
  await invite.getByRole('button', { name: 'Einladen' }).click();
  const open = detail.getByRole('region', { name: 'Offene Einladungen' });
  await expect(open.getByTestId('house-open-invitation').filter({ hasText: 'Sophie_Wolf' })).toBeVisible();
  await page.reload();
  await expect(open.getByTestId('house-open-invitation').filter({ hasText: 'Sophie_Wolf' })).toBeVisible();

  const before = await members.count();
  await members
    .first()
    .getByRole('button', { name: /^Rauswerfen: / })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('rauswerfen?');
  await dialog.getByRole('button', { name: 'Rauswerfen' }).click();
  await expect(members).toHaveCount(before - 1);
});

/** As Max_Mustermann: invites Anna_Schmidt into his first house; then, as Anna, opens her invitations. */
async function inviteAnnaThenActAsHer(page: Page): Promise<{ house: string; card: Locator }> {
  await openWithScenario(page, 'player', '/house?house=1&tab=mates');
  const detail = page.getByTestId('house-detail');
  const house = (await detail.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const invite = detail.getByRole('region', { name: 'Mitbewohner einladen' });
  await invite.getByRole('searchbox', { name: 'Person' }).fill('Anna');
  await invite.getByRole('radio', { name: /Anna_Schmidt/ }).check();
  await invite.getByRole('button', { name: 'Einladen' }).click();
  const open = detail.getByRole('region', { name: 'Offene Einladungen' });
  await expect(open.getByTestId('house-open-invitation').filter({ hasText: 'Anna_Schmidt' })).toBeVisible();

  await openWithScenario(page, 'invited', '/house?view=invitations');
  const card = page.getByTestId('house-invitation');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`${house} – von Max_Mustermann`);
  return { house, card };
}

test('Max invites Anna_Schmidt as room mate; she accepts as herself and lives there', async ({ page }) => {
  const { house, card } = await inviteAnnaThenActAsHer(page);
  await card.getByRole('button', { name: `Annehmen: ${house}` }).click();
  const detail = page.getByTestId('house-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(house);
  await expect(detail.getByText('Mitbewohner').first()).toBeVisible();
  await page.getByRole('button', { name: 'Meine Häuser' }).click();
  await expect(page.getByTestId('house').filter({ hasText: house })).toBeVisible();
});

test('Anna_Schmidt declines the invitation after confirming', async ({ page }) => {
  const { house, card } = await inviteAnnaThenActAsHer(page);
  await card.getByRole('button', { name: `Ablehnen: ${house}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Einladung in „${house}“ ablehnen?`);
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByTestId('house-invitation')).toContainText('Abgelehnt');
  await page.getByRole('button', { name: 'Meine Häuser' }).click();
  await expect(page.getByRole('main').getByTestId('house').filter({ hasText: house })).toHaveCount(0);
});

test('a room mate pays rent in advance and the due date moves', async ({ page }) => {
  await openWithScenario(page, 'player', '/house');
  const rented = page.getByTestId('house').filter({ hasText: 'Eigentümer:' }).first();
  await rented.getByRole('button', { name: /^Öffnen: / }).click();
  await page.getByRole('button', { name: 'Miete' }).click();
  const contract = page.getByTestId('house-contract');
  await expect(contract).toContainText('Bezahlt bis');
  const due = contract.locator('dt:has-text("Bezahlt bis") + dd');
  const before = await due.textContent();
  await contract.getByRole('textbox', { name: 'Zeiträume im Voraus' }).fill('2');
  await contract.getByRole('button', { name: 'Miete zahlen' }).click();
  await expect(due).not.toHaveText(before ?? '');
  await page.reload();
  await expect(page.getByTestId('house-contract').locator('dt:has-text("Bezahlt bis") + dd')).not.toHaveText(
    before ?? '',
  );
});

test('a player accepts a received invitation and lives in that house', async ({ page }) => {
  await openWithScenario(page, 'player', '/house?view=invitations');
  const invitation = page.getByTestId('house-invitation').first();
  await expect(invitation).toContainText('Offen');
  await invitation.getByRole('button', { name: /^Annehmen: / }).click();
  await expect(page.getByTestId('house-detail')).toContainText('Mitbewohner');
  await page.getByRole('link', { name: 'Zurück zu meinen Häusern' }).click();
  await expect(page.getByTestId('house').filter({ hasText: 'Mitbewohner' })).toHaveCount(2);
});

test('a player finds a free room under a highest rent, rents it and lives there', async ({ page }) => {
  await openWithScenario(page, 'player', '/house');
  await page.getByRole('button', { name: 'Freie Zimmer' }).click();
  await expect(page).toHaveURL(/view=rent/);
  const offers = page.getByTestId('house-room-offer');
  await expect(offers.first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Höchstmiete' }).selectOption('2000');
  await expect(page).toHaveURL(/maxRent=2000/);
  const offer = offers.first();
  const name = (await offer.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await offer.getByRole('button', { name: `Zimmer mieten: ${name}` }).click();
  await expect(page).toHaveURL(/house=\d+/);
  const form = offer.getByRole('form', { name: `Zimmer in „${name}“ mieten` });
  await form.getByRole('textbox', { name: 'Zeiträume im Voraus' }).fill('2');
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await form.getByRole('button', { name: 'Verbindlich mieten' }).click();
  // "Meine Häuser" lists it as the room mate's, also after a reload.
  const mine = page.getByTestId('house').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(mine).toContainText('Mitbewohner');
  await page.reload();
  await expect(mine).toContainText('Mitbewohner');
  await mine.getByRole('button', { name: `Öffnen: ${name}` }).click();
  await page.getByRole('button', { name: 'Miete' }).click();
  await expect(page.getByTestId('house-contract')).toContainText('Bezahlt');
});

test('an admin finds a house and changes its owner; a player has no admin view', async ({ page }) => {
  await openWithScenario(page, 'player', '/house?view=admin');
  await expect(page).toHaveURL(/\/notPermitted$/);
  await openWithScenario(page, 'admin', '/house');
  await page.getByRole('button', { name: 'Hausverwaltung' }).click();
  await page.getByRole('searchbox', { name: 'Name, Adresse, Eigentümer oder Nummer' }).fill('Villa');
  const results = page.getByRole('region', { name: 'Gefundene Häuser' });
  await results.getByRole('link', { name: 'Villa Vinewood' }).click();
  const detail = page.getByTestId('house-admin-detail');
  const form = detail.getByRole('region', { name: 'Eigentümer ändern' });
  await form.getByRole('searchbox', { name: 'Neuer Eigentümer' }).fill('Elias');
  await form.getByRole('radio', { name: /Elias_Neumann/ }).check();
  await form.getByRole('textbox', { name: 'Grund' }).fill('Verkauf laut Support-Ticket.');
  await form.getByRole('button', { name: 'Eigentümer ändern' }).click();
  await expect(detail.locator('dt:has-text("Eigentümer") + dd').first()).toHaveText('Elias_Neumann');
  await page.reload();
  await expect(page.getByTestId('house-admin-detail').locator('dt:has-text("Eigentümer") + dd').first()).toHaveText(
    'Elias_Neumann',
  );
});
