// Issue 17 ("What a new user meets first"), points 3 to 12, in a real browser.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { appRoutes } from '../utils/app-routes';
import { openWithScenario } from './scenario';

const bar = (page: Page) => page.getByTestId('player-bar');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('toasts sit above the player bar, not on its cover and title', async ({ page }) => {
    await page.goto('/myMusic');
    await expect(bar(page)).toBeVisible();
    await page.getByRole('button', { name: '„Der Kaffee-Song“ gefällt mir' }).last().click();
    const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'hinzugefügt' });
    await expect(toast).toBeVisible();
    const barTop = (await box(bar(page))).y;
    await expect
      .poll(async () => {
        const t = await box(toast);
        return t.y + t.height <= barTop;
      })
      .toBe(true);
  });

  test('choosing "Temporär" in the settings does not open the drawer over the page', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      localStorage.setItem('selectedDrawer', '"temporary"');
      localStorage.setItem('drawerState', 'false');
      sessionStorage.setItem('seeded', '1');
    });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
    const drawer = page.getByTestId('temporary-drawer');
    // Open and close it once, so its code is loaded and a change shows in the same render.
    await page.getByTestId('drawer-toggle').click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const choice = page.getByTestId('drawer-choice');
    await choice.getByText('Dauerhaft (Seitenleiste)').click();
    const sideNav = page.getByTestId('side-nav');
    await expect(sideNav).toBeVisible();
    if ((await sideNav.getAttribute('data-collapsed')) === 'true') await page.getByTestId('drawer-toggle').click();
    await expect(sideNav).toHaveAttribute('data-collapsed', 'false');

    await choice.getByText('Temporär (klappt über die Seite)').click();
    await expect(sideNav).toHaveCount(0);
    await expect(drawer).toBeHidden();
    // The page stays usable; the toggle opens the drawer.
    await choice.getByText('Dauerhaft (Seitenleiste)').focus();
    await page.getByTestId('drawer-toggle').click();
    await expect(drawer).toBeVisible();
  });

  test('feed tabs, poll filters and ruleset tabs share one look for chosen and not chosen', async ({ page }) => {
    const look = (locator: Locator) =>
      locator.evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.backgroundColor} ${style.color} ${style.borderTopColor} ${style.height}`;
      });
    await page.goto('/');
    const feedTabs = page.getByRole('group', { name: 'Ansicht' });
    const feedChosen = await look(feedTabs.locator('[aria-pressed="true"]'));
    const feedOther = await look(feedTabs.locator('[aria-pressed="false"]'));
    await page.goto('/polls');
    const filters = page.getByRole('group', { name: 'Umfragen filtern' });
    expect(await look(filters.locator('[aria-pressed="true"]'))).toBe(feedChosen);
    expect(await look(filters.locator('[aria-pressed="false"]').first())).toBe(feedOther);
    await page.goto('/rules');
    const rulesets = page.getByRole('navigation', { name: 'Regelwerke' });
    expect(await look(rulesets.locator('[aria-current="page"]'))).toBe(feedChosen);
    const others = rulesets.locator('a:not([aria-current])');
    if ((await others.count()) > 0) expect(await look(others.first())).toBe(feedOther);
    expect(feedChosen).not.toBe(feedOther);
  });

  test('"Meine Musik": a click on a track plays it; its play button pauses it again', async ({ page }) => {
    await page.goto('/myMusic');
    await expect(bar(page)).toBeVisible();
    const row = page.getByRole('list', { name: 'Alle Titel' }).getByTestId('track-kaffee-song');
    await row.getByText('Der Kaffee-Song').click();
    await expect(bar(page)).toHaveAttribute('data-status', 'playing');
    await expect(row).toHaveAttribute('data-playing', 'true');
    await row.getByRole('button', { name: '„Der Kaffee-Song“ pausieren' }).click();
    await expect(bar(page)).toHaveAttribute('data-status', 'paused');
    await row.getByRole('button', { name: '„Der Kaffee-Song“ abspielen' }).click();
    await expect(bar(page)).toHaveAttribute('data-status', 'playing');
  });

  test('"Meine Musik": Enter on a focused track plays it', async ({ page }) => {
    await page.goto('/myMusic');
    await expect(bar(page)).toBeVisible();
    const row = page.getByRole('list', { name: 'Alle Titel' }).getByTestId('track-kaffee-song');
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toHaveAttribute('data-status', 'playing');
  });
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the start page and the polls use the width: a side column next to the feed and the list', async ({ page }) => {
    await openWithScenario(page, 'admin', '/');
    const feed = page.locator('section[aria-labelledby="feed-heading"]');
    const aside = page.getByRole('complementary', { name: 'Schreiben und Überblick' });
    await expect(aside.getByRole('heading', { name: 'Neuer Beitrag' })).toBeVisible();
    await expect(aside.getByTestId('stats')).toBeVisible();
    const f = await box(feed);
    const a = await box(aside);
    expect(a.x).toBeGreaterThanOrEqual(f.x + f.width);
    // Together they take most of the space beside the menu, not 700 px of it.
    expect(a.x + a.width - f.x).toBeGreaterThan(1000);

    await page.goto('/polls');
    const list = page.getByRole('list').filter({ has: page.locator('article') });
    const form = page.getByRole('complementary', { name: 'Neue Umfrage' });
    await expect(form).toBeVisible();
    expect((await box(form)).x).toBeGreaterThanOrEqual((await box(list)).x + (await box(list)).width);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the player shows the whole title and a volume slider', async ({ page }) => {
    await page.goto('/myMusic');
    const title = bar(page).getByTestId('player-title');
    await expect(title).toHaveText('Der Kaffee-Song');
    // Not cut: the text fits its box.
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const volume = bar(page).getByRole('slider', { name: 'Lautstärke' });
    await expect(volume).toBeVisible();
    await volume.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(volume).toHaveAttribute('aria-valuenow', '90');
    const b = await box(bar(page));
    expect(b.y + b.height).toBeLessThanOrEqual(740);
  });

  test('/api-docs fits the screen: the operation is readable, markdown without backticks', async ({ page }) => {
    // Its description is "`q` filters by label or tenant name."
    await page.goto('/api-docs/#getBuildingCells');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toContainText('/cells');
    await expect(main.getByText('filters by label or tenant name.')).toBeVisible();
    const m = await box(main);
    expect(m.x).toBeGreaterThanOrEqual(0);
    expect(m.x + m.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(main).not.toContainText('`');
  });

  test('the mock scenario panel is a small chip that can be moved out of the way', async ({ page }) => {
    await page.goto('/settings');
    const reset = page.getByRole('button', { name: 'Lokale Daten zurücksetzen' });
    await reset.scrollIntoViewIfNeeded();
    const chip = page.getByRole('button', { name: /^Mock-Szenario/ });
    await expect(chip).toBeVisible();
    const before = await box(chip);
    expect(before.width).toBeLessThanOrEqual(96);
    expect(before.height).toBeLessThanOrEqual(40);
    // Nothing of the page sits under the chip's default place at the end of the page.
    const r = await box(reset);
    const overlaps = (a: typeof r, b: typeof r) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(before, r)).toBe(false);
    // Dragged, it moves (and a drag does not open the panel).
    await chip.hover();
    await page.mouse.down();
    await page.mouse.move(before.x - 150, before.y - 300, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await box(chip)).y).toBeLessThan(before.y - 200);
    await expect(page.getByRole('combobox', { name: /Aktiv/ })).toHaveCount(0);
    // A click opens it; the chip keeps its new place after a reload.
    const moved = await box(chip);
    await page.reload();
    await expect
      .poll(async () => Math.round((await box(page.getByRole('button', { name: /^Mock-Szenario/ }))).y))
      .toBe(Math.round(moved.y));
    await page.getByRole('button', { name: /^Mock-Szenario/ }).click();
    await expect(page.getByRole('combobox', { name: /Aktiv/ })).toBeVisible();
  });
});

/** What a person reads as a date written the ISO way (2026-04-20), not the German one. */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Wird geladen …')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('the statistics period is German', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithScenario(page, 'admin', '/');
  await expect(page.getByTestId('stats')).toContainText(/Zeitraum \d{2}\.\d{2}\.\d{4} bis \d{2}\.\d{2}\.\d{4}/);
});

// Every route, each until its network is idle, in batches: the whole sweep took 84 s of its
// 180 s here (2026-12-02), and the CI machine took 1.7 times as long for the same work.
const ROUTES = appRoutes();
const BATCH = 12;
for (let from = 0; from < ROUTES.length; from += BATCH) {
  const batch = ROUTES.slice(from, from + BATCH);
  test(`no route shows a date the ISO way: ${batch.map((r) => r.path).join(', ')}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openWithScenario(page, 'admin', '/');
    const found: string[] = [];
    for (const { path } of batch) {
      await page.goto(path);
      await settle(page);
      // Late parts too (the admin statistics come after the rights).
      await page.waitForLoadState('networkidle');
      await settle(page);
      const text = await page.locator('body').innerText();
      for (const match of text.match(ISO_DATE) ?? []) found.push(`${path}: ${match}`);
    }
    expect(found).toEqual([]);
  });
}

test.describe('error screens from the scenario panel', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  async function choose(page: Page, label: string) {
    await page.getByRole('button', { name: /^Mock-Szenario/ }).click();
    await page.getByRole('combobox', { name: /Aktiv/ }).selectOption({ label });
  }

  test('"Renderfehler (Seite)": the render-error screen, then the redirect to a working /dashboard', async ({
    page,
  }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
    await choose(page, 'Renderfehler (Seite)');
    await expect(page).toHaveURL(/\/\?scenario=crash-page$/);
    const fallback = page.getByTestId('render-error');
    await expect(fallback).toContainText('Da ist etwas schiefgelaufen!');
    await expect(page.getByTestId('redirect-countdown')).toContainText('Weiterleitung in');
    // The spec's 8 s: the redirect comes by itself.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen zurück, Max!');
    await expect(fallback).toHaveCount(0);
  });

  test('"Anwendungsfehler (Router)": "Unexpected Application Error!"; the panel leads back', async ({ page }) => {
    await page.goto('/myMusic');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Musik');
    await choose(page, 'Anwendungsfehler (Router)');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
    await expect(page.getByTestId('unexpected-error')).toContainText('Absichtlicher Testfehler (root)');
    await choose(page, 'Spieler (angemeldet)');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Musik');
  });
});
