// The patient file's prescriptions in the browser against the mock build: a doctor opens Lena
// Fischer's file, switches to the prescriptions tab (?tab=prescriptions), prescribes from the
// medication list, revokes it with a reason and finds both in the file's history. axe checks the tab.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('medic prescribes a medication, revokes it and reads the history', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'medic', '/vcom?view=patients&patient=2');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Lena Fischer' })).toBeVisible();
  await main.getByRole('button', { name: 'Rezepte' }).click();
  await expect(page).toHaveURL(/tab=prescriptions/);
  await expect(main.getByText('Ibuprofen 600')).toBeVisible();

  await main.getByRole('button', { name: 'Rezept ausstellen' }).click();
  await main.getByLabel('Medikament').selectOption({ label: 'Amoxicillin (Tablette, verschreibungspflichtig)' });
  await main.getByLabel('Dosierung').fill('3x täglich 1 Tablette');
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
  await main.getByRole('region', { name: 'Neues Rezept' }).getByRole('button', { name: 'Rezept ausstellen' }).click();
  const revoke = main.getByRole('button', { name: 'Rezept Amoxicillin widerrufen' });
  await expect(revoke).toBeVisible();

  await revoke.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel(/Grund/).fill('Falsches Medikament');
  await dialog.getByRole('button', { name: 'Widerrufen' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('button', { name: 'Rezept Amoxicillin widerrufen' })).toHaveCount(0);

  await main.getByRole('button', { name: 'Verlauf' }).click();
  await expect(main.getByText(/Rezept widerrufen: Amoxicillin/)).toBeVisible();
});
