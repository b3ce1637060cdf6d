// Navigation and top bar at 1280 px (side list) and 375 px (hamburger), spec §2.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { areaMenu, loadAreas, menuLabels } from '../utils/menu';

// The spec's two groups, then the areas' groups from their manifests (src/features/*/manifest.ts);
// a player sees no admin entry. Each area group sits behind its own separator and fold button.
let labels: string[] = [];
let groups = 0;
test.beforeAll(async () => {
  const areas = await loadAreas();
  labels = menuLabels(areas);
  groups = areaMenu(areas).length;
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('side list with the spec groups and the community group, tagline, search, chip and greeting', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(labels);
    await expect(nav.getByRole('separator')).toHaveCount(1 + groups);
    await expect(nav.getByRole('link', { name: 'Startseite' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('hamburger')).toBeHidden();
    await expect(page.getByText('Your Taste. Your Music.', { exact: true })).toBeVisible();
    await expect(page.getByPlaceholder('Was möchtest du hören?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jetzt Artist werden!' })).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveText('Hallo, Max!');
    await page.screenshot({ path: '../test-results/shell-1280.png' });
  });

  test('the last menu entry scrolls into view above the player bar and takes a click', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    // The area groups join after the first paint: measure the last entry once they are all there.
    await expect(nav.getByRole('link')).toHaveCount(labels.length);
    // So does the player bar: measure against it, not against its empty slot.
    const playerBar = page.getByTestId('player-bar');
    await expect(playerBar).toBeVisible();
    const last = nav.getByRole('link', { name: labels.at(-1) });
    await last.scrollIntoViewIfNeeded();
    const bar = await playerBar.boundingBox();
    const entry = await last.boundingBox();
    expect(bar && entry && entry.y + entry.height <= bar.y, JSON.stringify({ bar, entry })).toBe(true);
    await last.click({ trial: true });
  });

  test('menu links lead to the pages and mark the current one', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    const targets: [string, RegExp, string][] = [
      ['Meine Playlists', /\/playlists$/, 'Meine Playlists'],
      ['Meine Musik', /\/myMusic$/, 'Meine Musik'],
      ['Artist Dashboard', /\/artist$/, 'Artist Dashboard'],
      ['Mein Profil', /\/myProfile$/, 'Mein Profil'],
      ['Einstellungen', /\/settings$/, 'Einstellungen'],
      ['Startseite', /\/$/, 'Willkommen zurück, Max!'],
    ];
    for (const [label, url, heading] of targets) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveTitle(`${label} – Your Taste. Your Music.`);
    }
  });

  test('/dashboard is the same page and marks Startseite', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen zurück, Max!');
    await expect(
      page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Startseite' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the logo links to / and the chip to the artist dashboard', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Jetzt Artist werden!' }).click();
    await expect(page).toHaveURL(/\/artist$/);
    await page.getByRole('banner').getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('search finds destinations and tracks, opens with Ctrl+K and works with the keyboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('greeting')).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Suche' });
    await expect(input).toBeFocused();
    await input.fill('einstell');
    await expect(page.getByRole('option', { name: 'Einstellungen' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings$/);
    // The settings page in place first: while it was still loading, a click on the next option
    // now and then went to the list as it was redrawn, and nothing happened (a busy machine).
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await input.fill('kaffee');
    await page.getByRole('option', { name: /Der Kaffee-Song/ }).click();
    await expect(page).toHaveURL(/\/myMusic$/);
  });

  test("Ctrl+K finds an area's page by a word of its manifest, typed key by key", async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByTestId('greeting')).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Suche' });
    await expect(input).toBeFocused();
    await input.pressSequentially('abstimm');
    await expect(input).toHaveValue('abstimm');
    await page.getByRole('option', { name: 'Umfragen' }).click();
    await expect(page).toHaveURL(/\/polls$/);
    // A player is not offered the rules editor.
    await page.keyboard.press('Control+k');
    await input.fill('regeln bearb');
    await expect(page.getByText('Nichts gefunden.')).toBeVisible();
  });

  test('the artist card route sits in the layout', async ({ page }) => {
    await page.goto('/artist/123');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await expect(page.getByText('23.000 Hörer')).toBeVisible();
  });

  test('the hide-menu option hides the toggle and the menu, also after navigating', async ({ page }) => {
    await page.goto('/?hideMenu=true');
    await expect(page.getByTestId('greeting')).toBeVisible();
    await expect(page.getByTestId('drawer-toggle')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Jetzt Artist werden!' }).click();
    await expect(page).toHaveURL(/\/artist\?hideMenu=true$/);
    await expect(page.getByTestId('drawer-toggle')).toHaveCount(0);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('hamburger menu instead of the side list; no tagline or search', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('greeting')).toHaveText('Hallo, Max!');
    await expect(page.getByTestId('side-nav')).toBeHidden();
    await expect(page.getByTestId('tagline')).toBeHidden();
    await expect(page.getByTestId('search')).toBeHidden();
    await expect(page.getByTestId('header-text')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Jetzt Artist werden!' })).toBeVisible();
    await page.screenshot({ path: '../test-results/shell-375.png' });
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('menu');
    // By name: the messenger's unread count may have arrived, and its pill shows digits in the
    // link, but the item's name stays the page's name.
    const links = menu.getByRole('menuitem').and(page.locator('a'));
    await expect(links).toHaveCount(labels.length);
    for (const [i, label] of labels.entries()) await expect(links.nth(i)).toHaveAccessibleName(label);
    await expect(menu.getByRole('separator')).toHaveCount(1 + groups);
    await expect(menu.getByRole('menuitem', { name: 'Startseite' })).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: '../test-results/shell-375-menu.png' });
    await page.keyboard.press('ArrowDown');
    await menu.getByRole('menuitem', { name: 'Einstellungen' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  });
});

test.describe('area groups', () => {
  test('fold by mouse and keyboard at 1280 px and stay folded after a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/settings');
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    const community = nav.getByRole('button', { name: 'Community' });
    await expect(community).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Umfragen' })).toBeVisible();
    await community.focus();
    await page.keyboard.press('Enter');
    await expect(community).toHaveAttribute('aria-expanded', 'false');
    const axe = await new AxeBuilder({ page }).include('nav').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await expect(nav.getByRole('link', { name: 'Umfragen' })).toHaveCount(0);
    await page.reload();
    await expect(nav.getByRole('button', { name: 'Community' })).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('button', { name: 'Community' }).click();
    await expect(nav.getByRole('link', { name: 'Umfragen' })).toBeVisible();
  });

  test('fold in the hamburger menu at 375 px, which stays open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByTestId('greeting')).toBeVisible();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('menu');
    const community = menu.getByRole('menuitem', { name: 'Community' });
    await expect(community).toHaveAttribute('aria-expanded', 'true');
    const axe = async () =>
      (await new AxeBuilder({ page }).include('[role=menu]').analyze()).violations.map((v) => v.id);
    expect(await axe()).toEqual([]);
    await community.click();
    await expect(community).toHaveAttribute('aria-expanded', 'false');
    expect(await axe()).toEqual([]);
    await expect(menu.getByRole('menuitem', { name: 'Umfragen' })).toHaveCount(0);
    await community.click();
    await menu.getByRole('menuitem', { name: 'Umfragen' }).click();
    await expect(page).toHaveURL(/\/polls$/);
  });
});

test('header text shows from md (768 px), tagline and search from lg (1024 px)', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto('/settings');
  await expect(page.getByTestId('header-text')).toHaveText('Einstellungen');
  await expect(page.getByTestId('tagline')).toBeHidden();
  await expect(page.getByTestId('search')).toBeHidden();
  await expect(page.getByTestId('side-nav')).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 700 });
  await expect(page.getByTestId('tagline')).toBeVisible();
  await expect(page.getByTestId('search')).toBeVisible();
  await expect(page.getByTestId('side-nav')).toBeVisible();
});
