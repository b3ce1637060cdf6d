// The building area in the browser against the mock build: a player rents a free flat and pays
// its rent (kept across a reload); an owner kicks a tenant and changes an employee's rights;
// a tenant moves items in and out of the flat's storage; an admin finds a building and gives it
// a new owner.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('a player rents a free flat, pays its rent ahead and still sees it after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithScenario(page, 'player', '/');
  await page.getByTestId('side-nav').getByRole('link', { name: 'Gebäude' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gebäude' })).toBeVisible();
  await page.getByRole('button', { name: 'Wohnung mieten' }).click();
  const flat = page.getByTestId('free-flat').first();
  await expect(flat).toContainText(/\$ pro (Tag|Woche|Monat)/);
  await flat.getByRole('button', { name: /mieten$/ }).click();
  await expect(page).toHaveURL(/view=market/);
  await expect(page).toHaveURL(/flat=\d+/);
  const periods = flat.getByRole('spinbutton', { name: 'Zeiträume im Voraus' });
  await periods.fill('2');
  await expect(flat.getByTestId('rent-total')).toContainText('Zusammen zu zahlen:');
  await flat.getByRole('button', { name: 'Verbindlich mieten' }).click();

  // Now among my flats, opened, with its contract.
  await expect(page).toHaveURL(/view=flats/);
  await expect(page.getByTestId('flat-card')).toHaveCount(2);
  const paid = page.getByTestId('flat-paid-until');
  await expect(paid).toHaveText(/^\d\d\.\d\d\.\d{4}$/);
  const before = await paid.textContent();
  const axe = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await page.getByRole('spinbutton', { name: 'Zeiträume im Voraus' }).fill('1');
  await expect(page.getByTestId('pay-total')).toContainText('danach bezahlt bis');
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(paid).not.toHaveText(before ?? '');
  const after = await paid.textContent();
  await page.reload();
  await expect(page.getByTestId('flat-paid-until')).toHaveText(after ?? '');
});

test('an owner kicks a tenant after confirming and changes an employee’s rights', async ({ page }) => {
  await openWithScenario(page, 'player', '/building?building=1');
  const table = page.getByRole('table', { name: 'Wohnungen in Eclipse Towers' });
  const kicks = table.getByRole('button', { name: /werfen$/ });
  await expect(kicks).toHaveCount(2);
  await kicks.first().click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Der Mietvertrag endet sofort.');
  await dialog.getByRole('button', { name: 'Rauswerfen' }).click();
  await expect(kicks).toHaveCount(1);

  await page.getByRole('button', { name: 'Mitarbeiter', exact: true }).click();
  await expect(page).toHaveURL(/tab=staff/);
  const staff = page.getByRole('list', { name: 'Mitarbeiter' });
  const employee = staff.getByTestId('org-member').nth(1);
  const right = employee.getByRole('checkbox', { name: /Preise und Mieten verwalten/ });
  // The boxes are read-only until the owner's own rights have loaded; a click before that is lost.
  await expect(right).toBeEnabled();
  const was = await right.isChecked();
  await right.click({ force: true });
  await expect(right).toBeChecked({ checked: !was });
  await employee.getByRole('button', { name: 'Rechte speichern' }).click();
  await expect(page.getByText(/^Rechte von .+ gespeichert\.$/)).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'Mitarbeiter' })
      .getByTestId('org-member')
      .nth(1)
      .getByRole('checkbox', {
        name: /Preise und Mieten verwalten/,
      }),
  ).toBeChecked({ checked: !was });
});

test("a tenant takes an item out of the flat's storage and puts it back; kept across a reload", async ({ page }) => {
  await openWithScenario(page, 'player', '/building?view=flats&flat=14');
  const list = page.getByRole('region', { name: 'Lager der Wohnung' });
  const row = list.getByTestId('org-item').first();
  await expect(row).toBeVisible();
  const text = (await row.textContent()) ?? '';
  const name = /^\d+× (.+) \(/.exec(text)?.[1] ?? '';
  const before = Number(/^(\d+)×/.exec(text)?.[1]);
  const item = list.getByTestId('org-item').filter({ hasText: `× ${name} (` });
  await item.getByRole('textbox', { name: `Anzahl ${name}` }).fill('2');
  await item.getByRole('button', { name: 'Einlagern' }).click();
  await expect(item).toContainText(`${before + 2}× ${name}`);
  await page.reload();
  await expect(item).toContainText(`${before + 2}× ${name}`);
  await item.getByRole('textbox', { name: `Anzahl ${name}` }).fill('2');
  await item.getByRole('button', { name: 'Herausnehmen' }).click();
  await expect(item).toContainText(`${before}× ${name}`);
});

test('an admin finds a building and gives it a new owner', async ({ page }) => {
  await openWithScenario(page, 'admin', '/building');
  // In the page: the menu's admin group, shown to the admin, has the same name.
  await page.getByRole('main').getByRole('button', { name: 'Verwaltung' }).click();
  await page.getByRole('searchbox', { name: 'Gebäude suchen' }).fill('Eclipse');
  const table = page.getByRole('table', { name: 'Gefundene Gebäude' });
  await table.getByRole('button', { name: 'Eclipse Towers bearbeiten' }).click();
  await expect(page).toHaveURL(/view=admin/);
  const owner = page.getByRole('region', { name: 'Eigentümer ändern' });
  await owner.getByRole('searchbox').fill('Lea');
  await owner.getByRole('radio', { name: 'Lea_Fischer' }).check();
  await owner.getByRole('textbox', { name: 'Grund' }).fill('Verkauf laut Support-Ticket.');
  await owner.getByRole('button', { name: 'Eigentümer setzen' }).click();
  await expect(table.getByRole('row', { name: /Eclipse Towers/ })).toContainText('Lea_Fischer');
  const axe = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});
