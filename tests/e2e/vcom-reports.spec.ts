// Police reports [Einsatzberichte] in the browser against the mock build (issue 24 point 4): an
// officer writes a report in /vcom?view=reports, finds it in the register and edits it; axe checks
// the form and the opened report.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('an officer writes a police report, finds it in the register and edits it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'police', '/vcom?view=reports');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Bericht schreiben' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Neuer Bericht' })).toBeVisible();
  await main.getByRole('combobox', { name: /^Art/ }).selectOption({ label: 'Einsatz' });
  await main.getByRole('textbox', { name: /^Titel/ }).fill('Ruhestörung Vinewood Hills');
  await main.getByRole('textbox', { name: /^Berichtstext/ }).fill('Laute Musik nach Mitternacht.');
  await main.getByRole('textbox', { name: /^Ort/ }).fill('Vinewood Hills');
  const formAxe = await new AxeBuilder({ page }).include('main').analyze();
  expect(formAxe.violations).toEqual([]);
  await main.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Ruhestörung Vinewood Hills' })).toBeVisible();

  // The register lists it; opened again, the author edits his draft.
  await main.getByRole('button', { name: 'Zurück zur Liste' }).click();
  const list = main.getByRole('list', { name: 'Berichte' });
  await list.getByRole('button', { name: 'Bericht „Ruhestörung Vinewood Hills“ öffnen' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Ruhestörung Vinewood Hills' })).toBeVisible();
  await main.getByRole('button', { name: 'Bearbeiten' }).click();
  await main.getByRole('textbox', { name: /^Berichtstext/ }).fill('Laute Musik nach Mitternacht, Anwohner beruhigt.');
  await main.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(main.getByText('Laute Musik nach Mitternacht, Anwohner beruhigt.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
  const detailAxe = await new AxeBuilder({ page }).include('main').analyze();
  expect(detailAxe.violations).toEqual([]);
});
