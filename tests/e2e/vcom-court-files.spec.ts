// The court's files and registers in the browser against the mock build (issue 25 point 2): a
// judge staffs the pending case with a prosecutor, files a document, reads both in the case's
// audit trail, then opens the judgment register and revokes a judgment with a reason. axe checks
// the case's tabs and the register.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('judge staffs a case, files a document, sees the trail and revokes a judgment', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'judge', '/vcom?view=court&courtCase=2');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: /2 Js 142\/26/ })).toBeVisible();

  const staff = main.getByRole('region', { name: 'Besetzung' });
  await staff.getByLabel('Aufgabe').selectOption('prosecutor');
  await staff.getByLabel('Dienstnummer').fill('942');
  await staff.getByRole('button', { name: 'Besetzen' }).click();
  await expect(staff.getByText('Ole Hartmann')).toBeVisible();

  await main.getByRole('button', { name: 'Dokumente' }).click();
  await expect(page).toHaveURL(/tab=documents/);
  const docs = main.getByRole('region', { name: 'Dokumente' });
  await docs.getByLabel('Titel').fill('Gutachten Schusswaffe');
  await docs.getByRole('button', { name: 'Dokument ablegen' }).click();
  await expect(docs.getByText('Gutachten Schusswaffe')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await main.getByRole('button', { name: 'Verlauf' }).click();
  const audit = main.getByRole('region', { name: 'Verlauf' });
  await expect(audit.getByText('Dokument abgelegt: Gutachten Schusswaffe')).toBeVisible();
  await expect(audit.getByText('Besetzung geändert: Ole Hartmann')).toBeVisible();

  await main.getByRole('button', { name: /Zurück/ }).click();
  await main.getByRole('button', { name: 'Urteilsregister' }).click();
  await main.getByRole('button', { name: /Urteil 3 Ds 51\/26/ }).click();
  await expect(page).toHaveURL(/item=2/);
  const judgment = main.getByRole('article', { name: /Urteil 3 Ds 51\/26/ });
  await judgment.getByRole('button', { name: 'Urteil aufheben' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel(/Begründung der Aufhebung/).fill('Verwechslung der Person');
  await dialog.getByRole('button', { name: 'Urteil aufheben' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText('Aufgehoben')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});
