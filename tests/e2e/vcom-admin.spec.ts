// The vcom administration (issue 24 point 1) in the browser against the mock build: the admin
// switches his active account to the police, opens the administration from a start tile's drawer,
// creates an account for a staff member with an HR file, locks it with a reason, and finds both
// changes in the organisation's audit (who, when, what). axe checks the account page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('admin switches to the police account, creates and locks an account, and the audit shows it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'admin', '/vcom');
  const main = page.getByRole('main');
  await main.getByLabel('Aktives Konto').selectOption({ label: 'Polizei · Chief of Police' });
  await expect(main.getByRole('button', { name: 'Offene Akten: 2' })).toBeVisible();

  await main
    .getByRole('navigation', { name: 'vCom-Navigation' })
    .getByRole('button', { name: 'vCom-Verwaltung' })
    .click();
  await expect(main.getByRole('heading', { level: 2, name: 'Verwaltung: Polizei' })).toBeVisible();
  await main.getByRole('button', { name: 'Konto anlegen' }).click();
  await main.getByLabel(/^Personal-ID/).fill('1001');
  await main.getByLabel(/^Rang/).selectOption({ label: '1: Officer' });
  await main.getByLabel(/^Dienstnummer/).fill('502');
  await main.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(main.getByRole('heading', { level: 3, name: 'Konto von Felix Richter' })).toBeVisible();
  await expect(page).toHaveURL(/item=\d+/);

  await main.getByRole('button', { name: 'Sperren' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel(/^Grund der Sperre/).fill('Ausbildung nicht abgeschlossen');
  await dialog.getByRole('button', { name: 'Sperren' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('button', { name: 'Entsperren' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);

  await main.getByRole('button', { name: 'Protokoll', exact: true }).click();
  await expect(page).toHaveURL(/tab=audit/);
  const audit = main.getByRole('list', { name: 'Änderungen in der Organisation' });
  await expect(audit.getByText('Konto von Felix_Richter gesperrt: Ausbildung nicht abgeschlossen')).toBeVisible();
  await expect(audit.getByText('Konto für Felix_Richter angelegt (Officer)')).toBeVisible();
});
