// Failed page loads (retry with cache-busting URLs), the render-error fallback
// with its countdown, the router-level error page, the signed-out state (spec §2, §4, §8, §9).
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 800 } });

const settingsChunk = /\/assets\/settings-page-[\w-]+\.js(\?.*)?$/;

test('a failed page chunk is retried with a new URL and then loads', async ({ page }) => {
  const urls: string[] = [];
  await page.context().route(settingsChunk, async (route) => {
    urls.push(route.request().url());
    if (urls.length === 1) await route.abort('failed');
    else await route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  expect(urls).toHaveLength(2);
  expect(urls[0]).not.toContain('retry=');
  expect(urls[1]).toMatch(/\?retry=1$/);
});

test('after the last retry the user sees a German message with a reload button', async ({ page }) => {
  const urls: string[] = [];
  await page.context().route(settingsChunk, async (route) => {
    urls.push(route.request().url());
    await route.abort('failed');
  });
  await page.goto('/');
  await expect(page.getByTestId('greeting')).toBeVisible();
  // The page has settled: from here on fake time runs the back-off (1 + 2 + 4 + 8 + 16 s).
  await page.clock.install();
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Einstellungen' }).click();
  await expect
    .poll(async () => {
      await page.clock.runFor(4000);
      return page.getByTestId('chunk-error').count();
    })
    .toBe(1);
  expect(urls.map((u) => new URL(u).search)).toEqual(['', '?retry=1', '?retry=2', '?retry=3', '?retry=4', '?retry=5']);
  await expect(page.getByRole('heading', { name: 'Die Seite konnte nicht geladen werden' })).toBeVisible();
  await page.context().unroute(settingsChunk);
  await page.getByRole('button', { name: 'Seite neu laden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
});

/**
 * Opens /settings and waits until it has settled, then stops time and moves (in the app,
 * without a reload) to the dashboard with the crash probe on: the fallback's timers start
 * under a paused fake clock, so only runFor moves the countdown.
 */
async function crashWithPausedClock(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.evaluate(() => {
    window.history.pushState(window.history.state, '', '/?__crash=page');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByTestId('render-error')).toBeVisible();
}

test('a rendering failure shows the message, counts down and redirects to /dashboard', async ({ page }) => {
  await crashWithPausedClock(page);
  const fallback = page.getByTestId('render-error');
  await expect(fallback).toContainText(
    'Da ist etwas schiefgelaufen! Versuche es erneut. Wir leiten dich gleich weiter dann gehts normal weiter!',
  );
  await expect(fallback.getByRole('img')).toBeVisible();
  await expect(page.getByTestId('redirect-countdown')).toHaveText('Weiterleitung in 8 Sekunden …');
  await page.clock.runFor(3000);
  await expect(page.getByTestId('redirect-countdown')).toHaveText('Weiterleitung in 5 Sekunden …');
  await page.clock.runFor(5500);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen zurück, Max!');
});

test('the timed redirect can be stopped, or taken at once', async ({ page }) => {
  await crashWithPausedClock(page);
  await page.getByRole('button', { name: 'Hier bleiben' }).click();
  await expect(page.getByTestId('redirect-countdown')).toHaveText('Weiterleitung angehalten.');
  await page.clock.runFor(20_000);
  await expect(page).toHaveURL(/__crash=page/);
  await page.clock.resume();
  await page.getByRole('button', { name: 'Jetzt weiter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a failure outside every route shows "Unexpected Application Error!" with the message', async ({ page }) => {
  await page.goto('/?__crash=root');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(page.getByTestId('unexpected-error')).toContainText('Absichtlicher Testfehler (root)');
});

test('a signed-out user gets a clear German state and no greeting; acpRights are cleared', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('acpRights', '{"roles":["Alt"],"rights":["acp.old"]}'));
  await page.goto('/?scenario=signed-out');
  await expect(page.getByTestId('signed-out')).toContainText('Du bist nicht angemeldet');
  await expect(page.getByTestId('greeting')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('acpRights'))).toBeNull();
});

test('an admin gets acpRights stored after login', async ({ page }) => {
  await page.goto('/myProfile?scenario=admin');
  await expect(page.getByTestId('greeting')).toHaveText('Hallo, Max!');
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('acpRights') ?? 'null')?.roles))
    .toEqual(['Administrator', 'Projektleitung']);
  await expect(page.getByTestId('acp-rights')).toContainText('Projektleitung');
});
