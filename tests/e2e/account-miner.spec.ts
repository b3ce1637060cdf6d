// The idle miner in the browser against the mock build (issue 29): play by mouse and keyboard,
// save, reload: the saved game is back; axe on the page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('a player mines, sells, upgrades and saves; a reload shows the saved game', async ({ page }) => {
  await openWithScenario(page, 'player', '/idleMiner');
  const main = page.getByRole('main');
  await expect(page.getByTestId('miner-ore')).toHaveText('12');
  await main.getByRole('button', { name: 'Erz abbauen' }).click();
  // By keyboard as well.
  await main.getByRole('button', { name: 'Erz abbauen' }).press('Enter');
  await expect(page.getByTestId('miner-ore')).toHaveText('16');
  await main.getByRole('button', { name: 'Erz verkaufen' }).click();
  await expect(page.getByTestId('miner-coins')).toHaveText('166');
  await main.getByRole('button', { name: 'Spitzhacke kaufen (15 Münzen)' }).click();
  await expect(page.getByTestId('miner-coins')).toHaveText('151');
  await expect(page.getByTestId('miner-save-state')).toContainText('Ungespeicherter Fortschritt.');
  await main.getByRole('button', { name: 'Spielstand speichern' }).click();
  await expect(page.getByTestId('miner-save-state')).toContainText('Alles gespeichert.');
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations).toEqual([]);

  await page.reload();
  await expect(page.getByTestId('miner-coins')).toHaveText('151');
  await expect(main.getByText('Spitzhacke · Stufe 2')).toBeVisible();
  await expect(page.getByTestId('miner-depth')).toHaveText('32 m');
});
