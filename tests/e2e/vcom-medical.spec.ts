// The vcom medical view in the browser against the mock build: a paramedic finds a patient,
// begins a treatment, records two services (their sum shows), closes it and bills it (the
// amount shows before sending); the invoice is in the file's list. axe checks the file.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('medic treats a patient and invoices the treatment', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'medic', '/vcom');
  const main = page.getByRole('main');
  await main.getByRole('navigation', { name: 'vCom-Navigation' }).getByRole('button', { name: 'Patienten' }).click();
  await main.getByRole('searchbox', { name: 'Patient suchen' }).fill('Becker');
  await main.getByRole('button', { name: /Tom Becker/ }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Tom Becker' })).toBeVisible();
  await expect(page).toHaveURL(/view=patients/);
  await expect(page).toHaveURL(/patient=1/);

  await main.getByRole('button', { name: 'Behandlung beginnen' }).click();
  await main.getByLabel('Anlass').fill('Verkehrsunfall');
  await main.getByRole('button', { name: 'Behandlung beginnen' }).click();
  await expect(main.getByText('Läuft')).toBeVisible();

  await main.getByText(/^Röntgen/).click();
  await main.getByText(/^Gipsverband/).click();
  await expect(main.getByTestId('vcom-treatment-total')).toHaveText(/550/);
  await main.getByRole('button', { name: 'Leistungen speichern' }).click();
  await expect(main.getByText('Geänderte Leistungen sind noch nicht gespeichert.')).toHaveCount(0);
  await main.getByRole('button', { name: 'Behandlung abschließen' }).click();

  await main.getByRole('button', { name: 'Rechnung ausstellen' }).click();
  await main.getByLabel('Rabatt in Prozent').fill('10');
  await expect(main.getByTestId('vcom-invoice-amount')).toHaveText(/495/);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
  await main
    .getByRole('region', { name: 'Rechnung ausstellen' })
    .getByRole('button', { name: 'Rechnung ausstellen' })
    .click();
  await expect(page.getByText(/Rechnung R-2026-\d{5} ausgestellt/)).toBeVisible();
  await expect(main.getByRole('region', { name: 'Rechnungen' }).getByText(/495/)).toBeVisible();
});
