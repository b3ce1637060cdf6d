// Arrests [Festnahmen] in the browser against the mock build (issue 24 point 5): a police officer
// requests an arrest warrant, a supervisor (policeApprover) approves it in the same kept mock
// world, and the officer records the arrest on it: offences from the legal code with their
// prison time summed before sending. The warrant is then executed, the person no longer wanted.
// axe checks the arrest form and the arrest.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('police requests a warrant, the approver approves it, the officer records the arrest', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'police', '/vcom?view=orders');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Person suchen' }).fill('Richter');
  await main.getByRole('button', { name: 'Für Felix Richter' }).click();
  await main.getByRole('textbox', { name: /^Begründung/ }).fill('Dringender Tatverdacht: Einbruch beim Juwelier.');
  await main.getByRole('button', { name: 'Beantragen' }).click();
  await expect(page.getByText('Haftbefehl für Felix Richter beantragt. Er wartet auf Genehmigung.')).toBeVisible();

  await openWithScenario(page, 'policeApprover', '/vcom?view=orders');
  const pending = main.getByRole('region', { name: 'Offene Anträge' });
  await pending.getByRole('button', { name: 'Haftbefehl für Felix Richter genehmigen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Antrag genehmigen?' });
  await dialog.getByRole('button', { name: 'Genehmigen' }).click();
  await expect(page.getByText('Antrag genehmigt.')).toBeVisible();

  // The officer, in the same kept mock world: the arrest on the approved warrant.
  await openWithScenario(page, 'police', '/vcom?citizen=7');
  await expect(main.getByText(/Zur Fahndung ausgeschrieben/)).toBeVisible();
  await main.getByRole('navigation', { name: 'vCom-Navigation' }).getByRole('button', { name: 'Haftbefehle' }).click();
  const active = main.getByRole('region', { name: 'Aktive Haftbefehle und Fahndungen' });
  await active.getByRole('button', { name: 'Festnahme erfassen: Haftbefehl gegen Felix Richter' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Festnahme erfassen' })).toBeVisible();
  await expect(main.getByText('für Felix Richter')).toBeVisible();
  await main.getByRole('searchbox', { name: /^Tatbestand suchen/ }).fill('Diebstahl');
  await main.getByRole('button', { name: 'Diebstahl hinzufügen' }).click();
  await main.getByRole('searchbox', { name: /^Tatbestand suchen/ }).fill('Hausfriedensbruch');
  await main.getByRole('button', { name: 'Hausfriedensbruch hinzufügen' }).click();
  await expect(main.getByTestId('vcom-arrest-prison')).toHaveText('15 Min.');
  await main.getByRole('textbox', { name: /^Grund und Notizen/ }).fill('Beim Juwelier gestellt.');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
  await main.getByRole('button', { name: 'Festnahme erfassen' }).click();
  await expect(page.getByText('Felix Richter festgenommen: 15 Min. Haft.')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Festnahme von Felix Richter' })).toBeVisible();
  await expect(main.getByText('in Haft')).toBeVisible();
  const detailAxe = await new AxeBuilder({ page }).include('main').analyze();
  expect(detailAxe.violations).toEqual([]);

  // The file: no longer wanted, the offences in the criminal record.
  await main.getByRole('button', { name: 'Personenakte öffnen' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Felix Richter' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Vorstrafen' })).toContainText('STGB-242 Diebstahl');
  await expect(main.getByText(/Zur Fahndung ausgeschrieben/)).toHaveCount(0);
});
