// "An das Spiel senden" in the browser against the mock build (issue 29, /myCharacter
// ?view=waypoints, common tag: temporary data): a player stores a waypoint, sees its key and
// expiry, finds it again after a reload, and deletes it after asking; axe on the view and the
// dialog. And /settings shows the signed-in account with the way to "Mein Profil".
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openWithScenario } from './scenario';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const axe = async (page: Page) => {
  // A dialog fades in: axe measured its text's contrast mid-fade once (a fresh-clone run). Wait
  // until every finite animation has ended (endless ones, such as spinners, never do).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
};

test('a player stores a waypoint for the game, sees its key, and deletes it', async ({ page }) => {
  await openWithScenario(page, 'player', '/myCharacter');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'An das Spiel senden' }).click();
  await expect(page).toHaveURL(/view=waypoints/);
  await expect(main.getByTestId('empty-state')).toBeVisible();
  expect(await axe(page)).toEqual([]);

  const form = main.getByRole('form', { name: 'Neuer Wegpunkt' });
  await form.getByRole('textbox', { name: /^Bezeichnung/ }).fill('Treffpunkt Werkstatt');
  await form.getByRole('textbox', { name: /^X-Koordinate/ }).fill('-1037');
  await form.getByRole('textbox', { name: /^Y-Koordinate/ }).fill('2811');
  await form.getByRole('combobox', { name: 'Gültig für' }).selectOption('1800');
  await form.getByRole('button', { name: 'Senden' }).click();

  const created = main.getByTestId('waypoint-created');
  await expect(created).toContainText(/Dein Schlüssel: wp_\w{8}/);
  const key = /wp_\w{8}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
  const row = main.getByTestId('waypoint-row');
  await expect(row).toContainText('Treffpunkt Werkstatt');
  await expect(row.getByTestId('waypoint-key')).toHaveText(key);
  await expect(row).toContainText('X -1037 · Y 2811');
  await expect(row).toContainText('läuft ab');
  expect(await axe(page)).toEqual([]);

  // The key list is kept in the browser: a reload reads the value back from the server.
  await page.reload();
  await expect(main.getByTestId('waypoint-row').getByTestId('waypoint-key')).toHaveText(key);
  await expect(main.getByTestId('waypoint-row')).toContainText('X -1037 · Y 2811');

  await main.getByRole('button', { name: 'Löschen (Treffpunkt Werkstatt)' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(key);
  expect(await axe(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Ja, löschen' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByTestId('waypoint-row')).toHaveCount(0);
  await expect(main.getByTestId('empty-state')).toBeVisible();
});

test('settings show the signed-in account and lead to Mein Profil', async ({ page }) => {
  await openWithScenario(page, 'player', '/settings');
  const main = page.getByRole('main');
  const account = main.getByTestId('settings-account');
  await expect(account).toContainText('max.mustermann@example.org');
  await expect(account).toContainText('Max Mustermann');
  expect(await axe(page)).toEqual([]);
  await main.getByRole('link', { name: 'Zu „Mein Profil“' }).click();
  await expect(page).toHaveURL(/\/myProfile/);
});
