// Player reports (issue 27) in the browser against the mock build: a player files a report, an
// admin claims it in the queue and resolves it with a note, and the player then sees it resolved
// with the team's answer. The mock world keeps the report across the scenario switches.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('a report a player files is claimed and resolved by an admin, and the player sees it resolved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithScenario(page, 'player', '/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Meldungen' })).toBeVisible();
  await page.getByRole('combobox', { name: /Grund/ }).selectOption({ label: 'Regelverstoß' });
  await page.getByRole('textbox', { name: /Gemeldeter Spieler/ }).fill('Karl_Klotz');
  await page.getByRole('textbox', { name: /Was ist passiert/ }).fill('Rammt am Würfelpark ständig Streifenwagen.');
  await page.getByRole('button', { name: 'Melden' }).click();
  const mine = page.getByTestId('player-report').filter({ hasText: 'Karl_Klotz' });
  await expect(mine).toContainText('Offen');

  // The rights of the player's session are still stored: the admin enters through the menu, once
  // the admin scenario has loaded its own (by keyboard: the player bar covers the menu's end).
  await openWithScenario(page, 'admin', '/reports');
  const entry = page.getByTestId('side-nav').getByRole('link', { name: 'Meldungen', exact: true });
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/acp\/reports/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Meldungen' })).toBeVisible();
  const open = main.getByTestId('player-report').filter({ hasText: 'Karl_Klotz' });
  await open.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(open).toHaveCount(0);
  await main.getByRole('button', { name: 'In Bearbeitung' }).click();
  await expect(page).toHaveURL(/state=claimed/);
  const claimed = main.getByTestId('player-report').filter({ hasText: 'Karl_Klotz' });
  await expect(claimed.getByTestId('report-holder')).toHaveText('Bearbeitet von dir');
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await claimed.getByRole('button', { name: 'Abschließen' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox', { name: /Notiz/ }).fill('Spieler verwarnt, danke für die Meldung.');
  await dialog.getByRole('button', { name: 'Abschließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(claimed).toHaveCount(0);

  await openWithScenario(page, 'player', '/reports');
  const done = page.getByTestId('player-report').filter({ hasText: 'Karl_Klotz' });
  await expect(done).toContainText('Erledigt');
  await expect(done.getByTestId('report-resolution')).toContainText('Spieler verwarnt, danke für die Meldung.');
});
