// The vcom workspace in the browser against the mock build: a police officer finds a citizen by
// plate through the global search ("/"), reads the file, issues a ticket with two offences
// (the sums show before sending) and finds it in the ticket list; the draft survives a reload;
// a paramedic gets no ticket action. axe checks the busy form.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('police: citizen by plate, a ticket with two offences, the draft kept across a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'police', '/vcom');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'vCom' })).toBeVisible();

  const search = main.getByRole('searchbox', { name: 'vCom-Suche' });
  await expect(search).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await search.fill('LS 4711');
  await main.getByRole('button', { name: /Tom Becker/ }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Tom Becker' })).toBeVisible();
  await expect(main.getByText('T-2026-00041')).toBeVisible();

  await main.getByRole('button', { name: 'Strafzettel ausstellen' }).click();
  const crime = main.getByRole('searchbox', { name: 'Tatbestand suchen (Paragraf oder Stichwort)' });
  await crime.fill('Rotlicht');
  await main.getByRole('button', { name: 'Rotlichtverstoß hinzufügen' }).click();
  await crime.fill('§ 5');
  await main.getByRole('button', { name: 'Überholen im Überholverbot hinzufügen' }).click();
  await expect(main.getByTestId('vcom-total-fine')).toHaveText('450 $');
  await expect(main.getByTestId('vcom-total-points')).toHaveText('3');
  await main.getByRole('textbox', { name: /^Ort/ }).fill('Vinewood Blvd');

  // A reload keeps what was typed (the draft), then the ticket goes out.
  await page.reload();
  await expect(main.getByRole('textbox', { name: /^Ort/ })).toHaveValue('Vinewood Blvd');
  await expect(main.getByTestId('vcom-total-fine')).toHaveText('450 $');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
  await main.getByRole('button', { name: 'Strafzettel ausstellen' }).click();
  await expect(page.getByText('Strafzettel T-2026-00042 ausgestellt.')).toBeVisible();
  const table = main.getByRole('table', { name: 'Strafzettel' });
  await expect(table.getByRole('row', { name: /T-2026-00042/ })).toContainText('450 $');
});

test('medic: citizens yes, tickets no', async ({ page }) => {
  await openWithScenario(page, 'medic', '/vcom?citizen=1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Tom Becker' })).toBeVisible();
  // Issue 25: the medical team has its own view instead of a "later" notice.
  await expect(main.getByRole('button', { name: 'Patienten' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Strafzettel ausstellen' })).toHaveCount(0);
});

test('a rendering failure inside the workspace leads back to /vcom after 8 s', async ({ page }) => {
  await openWithScenario(page, 'police', '/vcom');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'vCom' })).toBeVisible();
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  // In the app, without a reload: the fallback's timers start under the paused clock.
  await page.evaluate(() => {
    window.history.pushState(window.history.state, '', '/vcom?view=tickets&__crash=page');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByTestId('render-error')).toBeVisible();
  await expect(page.getByTestId('redirect-countdown')).toHaveText('Weiterleitung in 8 Sekunden …');
  await page.clock.runFor(8500);
  await expect(page).toHaveURL(/\/vcom$/);
  await page.clock.resume();
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'vCom-Suche' })).toBeVisible();
});
