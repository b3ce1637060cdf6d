// How the mock build starts (issue 17, point 2): the first frame has the theme's background,
// only /api passes through the mock worker, the app renders while the mocks start, controls
// work as soon as they show, and a mock backend that cannot start says so in German.
import { expect, test, type Page } from '@playwright/test';

/** The background of <html> in the first painted frame, read by the page itself. */
async function firstPaintBackground(page: Page): Promise<string> {
  await page.addInitScript(() => {
    const w = window as unknown as { __firstPaintBg?: string };
    new PerformanceObserver((list) => {
      if (w.__firstPaintBg === undefined && list.getEntriesByName('first-paint').length > 0) {
        w.__firstPaintBg = getComputedStyle(document.documentElement).backgroundColor;
      }
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByTestId('greeting')).toBeVisible();
  return page.evaluate(() => (window as unknown as { __firstPaintBg?: string }).__firstPaintBg ?? 'none');
}

// The theme's dark bg is Chakra's black, #09090b (index.html takes it from the theme's CSS).
const DARK_BG = 'rgb(9, 9, 11)';

test('the first frame has the dark theme background by default', async ({ page }) => {
  expect(await firstPaintBackground(page)).toBe(DARK_BG);
});

test('the first frame has the light background when the light theme is stored', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('selectedTheme', JSON.stringify('light')));
  expect(await firstPaintBackground(page)).toBe('rgb(255, 255, 255)');
  await expect(page.locator('html')).toHaveClass('light');
});

test('a stored theme that is not a theme falls back to dark in the first frame', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('selectedTheme', '{kaputt'));
  expect(await firstPaintBackground(page)).toBe(DARK_BG);
});

test('only /api requests pass through the mock worker; code, images and audio do not', async ({ page }) => {
  const seen: Array<{ path: string; worker: boolean }> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.hostname === '127.0.0.1') {
      seen.push({ path: url.pathname, worker: response.fromServiceWorker() });
    }
  });
  await page.goto('/');
  await expect(page.getByTestId('greeting')).toBeVisible();
  // A second page, once the worker controls this one: its chunk is fetched now.
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  const api = seen.filter((r) => r.path.startsWith('/api/'));
  const assets = seen.filter((r) => r.path.startsWith('/assets/'));
  expect(api.length).toBeGreaterThan(0);
  expect(
    api.filter((r) => !r.worker),
    'API answers not from the mock worker',
  ).toEqual([]);
  expect(
    assets.some((r) => /settings-page/.test(r.path)),
    'the settings chunk was loaded',
  ).toBe(true);
  expect(
    assets.filter((r) => r.worker),
    'assets answered through the mock worker',
  ).toEqual([]);
});

test.describe('at 800 px', () => {
  test.use({ viewport: { width: 800, height: 700 } });

  test('the hamburger opens the menu when tapped as soon as it shows', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Startseite' })).toBeVisible();
  });
});

test('an unknown scenario name: a German message instead of a broken app', async ({ page }) => {
  await page.goto('/?scenario=gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Test-Umgebung konnte nicht starten');
  await expect(page.getByText('Unbekanntes Mock-Szenario „gibt-es-nicht“')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neu laden' })).toBeVisible();
});

test('a page opened while the mock worker still installs is not reloaded by MSW', async ({ page, context }) => {
  // The first worker's installation waits for a request this test answers only when it says
  // so: the second page surely meets a registration that does not control it yet (on a fast
  // machine this happens by itself), however slow the machine is.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/__test/release-install', async (route) => {
    await released;
    await route.fulfill({ status: 204 });
  });
  let held = 0;
  await context.route('**/mockServiceWorker.js', async (route) => {
    held += 1;
    const response = await route.fetch();
    const holdInstall = "self.addEventListener('install', (e) => e.waitUntil(fetch('/__test/release-install')));\n";
    // Only the first worker: the one that replaces it (see await-pending-worker.ts) installs at once.
    await route.fulfill({ response, body: (held === 1 ? holdInstall : '') + (await response.text()) });
  });
  const documents: string[] = [];
  page.on('domcontentloaded', () => documents.push(new URL(page.url()).pathname));
  await page.goto('/');
  await expect.poll(() => held, 'the worker script was requested').toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.some((x) => x.installing))),
    )
    .toBe(true);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  // Still installing: the page waits for the worker instead of MSW reloading it.
  expect(await page.evaluate(() => navigator.serviceWorker.controller), 'not controlled yet').toBeNull();
  expect(await page.evaluate(() => performance.getEntriesByName('mocks:ready').length)).toBe(0);
  release();
  // The page is served once the worker has settled: the mocks start, no reload.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('mocks:ready').length)).toBe(1);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  expect(documents).toEqual(['/', '/settings']);
});
