// The messenger's call log in the browser against the mock build: a player looks through the
// calls of the SIM (missed ones marked) and clears the log after a confirmation; the mock world keeps it empty across
// a reload; axe on the view.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('a player looks through the call log and clears it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithScenario(page, 'player', '/messenger');
  await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Anrufe' }).click();
  await expect(page).toHaveURL(/tab=calls/);
  const calls = page.getByTestId('call');
  await expect(calls.first()).toContainText('Lea Schmidt');
  const axe = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await expect(calls.filter({ hasText: 'Verpasst' })).toHaveCount(2);

  await page.getByRole('button', { name: 'Anrufliste leeren' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Privat');
  await dialog.getByRole('button', { name: 'Anrufliste leeren' }).click();
  await expect(page.getByTestId('calls-empty')).toHaveText('Keine Anrufe.');
  await page.reload();
  await expect(page.getByTestId('calls-empty')).toHaveText('Keine Anrufe.');
});
