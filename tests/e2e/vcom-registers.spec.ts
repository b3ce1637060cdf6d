// Tickets and registers in the browser against the mock build (issue 24 points 1 and 3): a police
// officer looks a ticket up by its number and corrects it with an offence found by its code (the
// total is the sum of the offences); a supervisor (policeApprover), in the same kept mock world,
// cancels it with a reason and marks a vehicle of the register as wanted after a confirmation.
// axe checks the opened ticket, the correction and the vehicle register.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('an officer corrects a ticket, a supervisor cancels it and marks a vehicle wanted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'police', '/vcom?view=tickets');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Strafzettel-Nummer' }).fill('T-2026-00041');
  await main.getByRole('button', { name: 'Öffnen', exact: true }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Strafzettel T-2026-00041' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Stornieren' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Berichtigen' }).click();
  await main.getByRole('searchbox', { name: /^Tatbestand suchen/ }).fill('STVO-37');
  await main
    .getByRole('region', { name: 'Tatbestand zum Code' })
    .getByRole('button', { name: 'Rotlichtverstoß hinzufügen' })
    .click();
  await expect(main.getByTestId('vcom-edit-total')).toContainText('550 $');
  const editAxe = await new AxeBuilder({ page }).include('main').analyze();
  expect(editAxe.violations).toEqual([]);
  await main.getByRole('button', { name: 'Berichtigung speichern' }).click();
  await expect(page.getByText('Strafzettel berichtigt.')).toBeVisible();
  await expect(main.getByText(/STVO-37 Rotlichtverstoß/)).toBeVisible();
  const detailAxe = await new AxeBuilder({ page }).include('main').analyze();
  expect(detailAxe.violations).toEqual([]);

  // The supervisor, in the same kept mock world: cancels the corrected ticket with a reason.
  await openWithScenario(page, 'policeApprover', '/vcom?view=tickets&item=1');
  await expect(main.getByText(/STVO-37 Rotlichtverstoß/)).toBeVisible();
  await main.getByRole('button', { name: 'Stornieren' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Strafzettel T-2026-00041 stornieren?' });
  await dialog.getByRole('textbox', { name: /^Grund/ }).fill('Falsche Person angehalten.');
  await dialog.getByRole('button', { name: 'Stornieren', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText('Falsche Person angehalten.')).toBeVisible();
  await expect(main.getByText('storniert', { exact: true })).toBeVisible();

  // The vehicle register: LS 4711 marked wanted, after a confirmation.
  await main.getByRole('navigation', { name: 'vCom-Navigation' }).getByRole('button', { name: 'Register' }).click();
  await main.getByRole('searchbox', { name: /^Fahrzeug suchen/ }).fill('4711');
  await main.getByRole('button', { name: 'Fahrzeug LS 4711 öffnen' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Fahrzeug LS 4711' })).toBeVisible();
  await main.getByRole('button', { name: 'Markierungen ändern' }).click();
  // Chakra's checkbox draws its box over the hidden input: the label is what a user clicks.
  await main.getByText('Zur Fahndung ausgeschrieben', { exact: true }).click();
  await expect(main.getByRole('checkbox', { name: 'Zur Fahndung ausgeschrieben' })).toBeChecked();
  await main.getByRole('textbox', { name: /^Grund/ }).fill('Fluchtfahrzeug nach Raub.');
  await main.getByRole('button', { name: 'Markierungen speichern' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Markierungen von LS 4711 ändern?' });
  await confirm.getByRole('button', { name: 'Markierungen speichern', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(main.getByText('Fluchtfahrzeug nach Raub.')).toBeVisible();
  const registerAxe = await new AxeBuilder({ page }).include('main').analyze();
  expect(registerAxe.violations).toEqual([]);
});
