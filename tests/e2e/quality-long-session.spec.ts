// Long session (issue 10, point 6): with Playwright's clock, one hour signed out (the app
// asks loggedIn every 15 s: 240 calls ± 1 while visible) and 50 route changes through
// the menu (the clock moves in 15 s steps, each waiting for its poll). After garbage collection the JS heap grows by at most 5 MiB and the DOM node
// count of the same page stays within ±5 %.
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from './quality';

const MENU = ['Startseite', 'Meine Playlists', 'Meine Musik', 'Artist Dashboard', 'Mein Profil', 'Einstellungen'];

async function measure(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  await cdp.detach();
  return { heap: usedSize, nodes };
}

test('1 hour signed out with 50 route changes: 240 polls, no heap or DOM growth', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const watch = await watchPage(page);
  let polls = 0;
  let answered = 0;
  const isPoll = (url: string) => new URL(url).pathname === '/api/auth/loggedIn';
  page.on('request', (r) => void (isPoll(r.url()) && (polls += 1)));
  page.on('response', (r) => void (isPoll(r.url()) && (answered += 1)));
  await page.clock.install();
  await page.goto('/settings?scenario=signed-out');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  const nav = page.getByRole('navigation', { name: 'Hauptmenü' });

  // Warm up: every page once (code chunks, Emotion styles), then the baseline on /settings.
  for (const label of MENU) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  const before = await measure(page);
  const pollsBefore = polls;

  // 60 minutes in 240 steps of 15 s (each step waits for its poll, as real time would);
  // a route change in 50 of them.
  let changes = 0;
  for (let step = 0; step < 240; step += 1) {
    const seen = answered;
    await page.clock.runFor(15_000);
    await expect.poll(() => answered, { intervals: [20, 50, 100] }).toBeGreaterThan(seen);
    if (step % 4 === 0 && changes < 50) {
      const label = MENU[changes % MENU.length];
      await nav.getByRole('link', { name: label }).click();
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      changes += 1;
    }
  }
  // Back on the baseline page to compare like with like.
  await nav.getByRole('link', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  const after = await measure(page);

  expect(changes).toBe(50);
  expect(polls - pollsBefore, 'loggedIn calls in one hour').toBeGreaterThanOrEqual(239);
  expect(polls - pollsBefore, 'loggedIn calls in one hour').toBeLessThanOrEqual(241);
  expect(after.heap - before.heap, `heap ${before.heap} → ${after.heap} bytes`).toBeLessThanOrEqual(5 * 1024 * 1024);
  expect(
    Math.abs(after.nodes - before.nodes) / before.nodes,
    `DOM ${before.nodes} → ${after.nodes}`,
  ).toBeLessThanOrEqual(0.05);
  watch.expectClean('long session');
});
