// The vehicle area in the browser against the mock build (player scenario): give a friend a
// key to a car and take it back, park the car in another garage, read a bus line's stops and
// find a car by its plate. The mock world keeps the changes across a reload.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('a player gives a friend a key, sees it after a reload, takes it back and parks the car elsewhere', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithScenario(page, 'player', '/');
  await page.getByTestId('side-nav').getByRole('link', { name: 'Fahrzeuge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrzeuge' })).toBeVisible();
  const car = page.getByTestId('vehicle').first();
  await expect(car).toContainText(/Tank\d+ %Schaden\d+ %/);
  await car.getByRole('button', { name: 'Details' }).click();
  await expect(page).toHaveURL(/vehicle=\d+/);

  const detail = car.getByTestId('vehicle-detail');
  const holders = detail.getByTestId('key-holder');
  await expect(holders.first()).toContainText('Halter');
  const before = await holders.count();
  const grant = detail.getByRole('region', { name: 'Schlüssel geben' });
  await grant.getByRole('button', { name: 'Schlüssel geben' }).click();
  await expect(grant.getByText('Bitte wähle zuerst eine Person.')).toBeVisible();
  // The opened detail with its forms and a message (the sweeps see the closed list only).
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await grant.getByRole('searchbox', { name: 'Person' }).fill('Hannah');
  await grant.getByRole('radio', { name: 'Hannah_Richter' }).check();
  await grant.getByRole('button', { name: 'Schlüssel geben' }).click();
  await expect(holders).toHaveCount(before + 1);
  await expect(holders.last()).toContainText('Hannah_Richter');

  await page.reload();
  await expect(holders.last()).toContainText('Hannah_Richter');
  await holders.last().getByRole('button', { name: 'Schlüssel abnehmen: Hannah_Richter' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Hannah_Richter den Schlüssel');
  await dialog.getByRole('button', { name: 'Schlüssel abnehmen' }).click();
  await expect(holders).toHaveCount(before);

  const park = detail.getByRole('region', { name: 'Einparken' });
  const garage = park.getByRole('combobox', { name: 'Garage' });
  const free = garage.locator('option:not([disabled]):not([value=""])').first();
  const name = ((await free.textContent()) ?? '').split(' (')[0] ?? '';
  await garage.selectOption({ label: (await free.textContent()) ?? '' });
  await park.getByRole('button', { name: 'Einparken' }).click();
  await expect(car).toContainText(`Garage${name}`);
  await expect(car).toContainText('Eingeparkt');
});

test('a player reads a bus line’s stops (kept in the URL) and finds a car by its plate', async ({ page }) => {
  await openWithScenario(page, 'player', '/vehicle');
  await page.getByRole('button', { name: 'Buslinien' }).click();
  const line = page.getByTestId('bus-line').first();
  await expect(line).toContainText('Linie 1');
  await line.getByRole('button', { name: 'Haltestellen zeigen' }).click();
  const stops = line.getByTestId('bus-stops').getByRole('listitem');
  await expect(stops.first()).toHaveText(/^Haltestelle /);
  await page.reload();
  await expect(page.getByTestId('bus-line').first().getByTestId('bus-stops')).toBeVisible();

  await page.getByRole('button', { name: 'Kennzeichen suchen' }).click();
  await page.getByRole('searchbox', { name: 'Kennzeichen oder Modell' }).fill('LS');
  const rows = page.getByRole('table', { name: 'Gefundene Fahrzeuge' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(/LS \d{4}/);
  await expect(page).toHaveURL(/view=search&q=LS|q=LS&view=search/);
});

test('an admin finds a car by its plate and repairs it; the repair is still there after a reload', async ({ page }) => {
  await openWithScenario(page, 'admin', '/vehicle?view=admin');
  const main = page.getByRole('main');
  const search = main.getByRole('searchbox', { name: 'Fahrzeuge suchen' });
  await search.fill('LS');
  const hits = main.getByTestId('vehicle-admin-result');
  await expect(hits.first()).toBeVisible();
  // A damaged car (the mock world's cars are worn; a new one shows "Schaden: 0 %").
  const damaged = hits.filter({ hasNotText: 'Schaden: 0 %' }).first();
  const plate = /LS \d{4}/.exec((await damaged.textContent()) ?? '')?.[0] ?? '';
  expect(plate).not.toBe('');

  await search.fill(plate);
  await expect(hits).toHaveCount(1);
  await expect(hits.first()).toContainText(plate);
  await hits
    .first()
    .getByRole('button', { name: /^Öffnen: / })
    .click();
  await expect(page).toHaveURL(/vehicle=\d+/);
  const detail = main.getByTestId('vehicle-admin-detail');
  await expect(detail.getByTestId('vehicle-admin-plate')).toHaveText(plate);
  await expect(detail.getByTestId('vehicle-admin-damage')).not.toHaveText('0 %');
  // The opened vehicle with its forms, keys and history (the sweeps see the player's page only).
  await expect(detail.getByTestId('vehicle-admin-log-entry').first()).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await detail.getByRole('button', { name: 'Reparieren' }).click();
  await expect(detail.getByTestId('vehicle-admin-damage')).toHaveText('0 %');
  await expect(detail.getByText('Vom Admin repariert.').first()).toBeVisible();

  await page.reload();
  await expect(detail.getByTestId('vehicle-admin-plate')).toHaveText(plate);
  await expect(detail.getByTestId('vehicle-admin-damage')).toHaveText('0 %');
  await expect(detail.getByTestId('vehicle-admin-engine')).toHaveText('100 %');
});
