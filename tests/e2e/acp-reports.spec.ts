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

test('a dashboard post a player reports lands in the one queue with its source and a link to the post', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithScenario(page, 'player', '/dashboard');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Aktionen' }).first().click();
  await page.getByRole('menuitem', { name: 'Melden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Erklärung/ }).fill('Wirbt mit Beleidigungen gegen andere Spieler.');
  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(dialog).toBeHidden();

  // The reporter finds it in the menu's "Meine Meldungen".
  await page.getByTestId('side-nav').getByRole('link', { name: 'Meine Meldungen' }).click();
  await expect(page).toHaveURL(/\/reports/);
  const mine = main.getByTestId('player-report').filter({ hasText: 'Wirbt mit Beleidigungen' });
  await expect(mine.getByTestId('report-source')).toHaveText('Beitrag auf der Startseite');

  // As above: the admin enters the queue through the menu once the admin's rights are loaded.
  await openWithScenario(page, 'admin', '/reports');
  const entry = page.getByTestId('side-nav').getByRole('link', { name: 'Meldungen', exact: true });
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/acp\/reports/);
  const queued = main.getByTestId('player-report').filter({ hasText: 'Wirbt mit Beleidigungen' });
  await expect(queued.getByTestId('report-source')).toHaveText('Beitrag auf der Startseite');
  await queued.getByRole('link', { name: 'Gemeldeten Eintrag öffnen' }).click();
  await expect(page).toHaveURL(/\/dashboard\?post=\d+/);
});
