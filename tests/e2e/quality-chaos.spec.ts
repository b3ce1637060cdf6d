// Chaos sweep on the mock build (issue 10, point 5). The failures come from the mock
// backend's scenarios (src/mocks/scenarios): the MSW service worker answers every /api
// request inside the browser, so page.route never sees them, and blocking the worker would
// stop the mock build from starting. Playwright's clock runs the retry back-off (1 + 2 + 4 s)
// and the 15 s request timeout of "hang" without waiting for them.
// Then 60 s offline: a banner, no requests while offline, fresh data as soon as it is back.
import { expect, test, type Page } from '@playwright/test';
import { appRoutes } from '../utils/app-routes';
import { watchPage } from './quality';

const routes = appRoutes();
/** Each kind of failure with the most requests one URL may make under it (retries included). */
const LIMITS = {
  'error-500': 4,
  'error-503': 4,
  'error-429': 1,
  offline: 4, // network error
  hang: 4, // never answers
  'malformed-json': 4,
  'bad-schema': 4,
} as const;
type Kind = keyof typeof LIMITS;
/**
 * The failure classes (issue 16, point 10): every route is swept once per class, its kind taken
 * in turn from the class (route i gets kind i mod n), so each kind still meets a share of the
 * routes; the shared handling is tested with every kind on two representative routes below.
 */
const CLASSES: Record<string, readonly Kind[]> = {
  'server errors': ['error-500', 'error-503', 'error-429'],
  'no answer': ['offline', 'hang'],
  'broken answers': ['malformed-json', 'bad-schema'],
};
/** The start page (the feed and the shell's reads) and a list with a detail (the bank). */
const REPRESENTATIVE = ['/', '/bank'];

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Counts the API requests per method and URL, and how many are still open. The app renders
 * before its first request leaves (requests wait for the mock backend), so a page counts as
 * settled only once no request is open and none has started since the last look: else a late
 * request of one route would be counted for the next.
 */
function trackApiRequests(page: Page) {
  const counts = new Map<string, number>();
  let open = 0;
  let started = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    const url = new URL(request.url());
    const key = `${request.method()} ${url.pathname}${url.search}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    open += 1;
    started += 1;
  });
  const done = (request: { url(): string }) => void (isApi(request.url()) && (open -= 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  let lastStarted = -1;
  return {
    counts,
    /** True when nothing is open and nothing started since the previous call. */
    quiet(): boolean {
      const quiet = open === 0 && started === lastStarted && started > 0;
      lastStarted = started;
      return quiet;
    },
    reset(): void {
      counts.clear();
      started = 0;
      lastStarted = -1;
    },
  };
}

/** Opens `path` under `scenario`, lets retries and timeouts run out, and checks the page settled sanely. */
async function sweepRoute(page: Page, api: ReturnType<typeof trackApiRequests>, path: string, scenario: Kind) {
  const limit = LIMITS[scenario];
  api.reset();
  const url = `${path}${path.includes('?') ? '&' : '?'}scenario=${scenario}`;
  await page.goto(url);
  const heading = page.getByRole('heading', { level: 1 });
  const alerts = page.getByRole('alert');
  const loading = page.getByText('Wird geladen …');
  // Let the retries and timeouts run out (at most 4 × 15 s timeout plus 7 s back-off),
  // a few fake seconds at a time, until the page has settled.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(3_000);
        const shown = (await heading.or(alerts).count()) > 0 && (await loading.count()) === 0;
        return api.quiet() && shown;
      },
      // Many fake-time steps, each a round trip to the page: longer than one state's wait.
      { timeout: 60_000, intervals: [100], message: `${path} under ${scenario}: did not settle` },
    )
    .toBe(true);
  await expect(heading.or(alerts).first(), `${path} under ${scenario}: white screen`).toBeVisible();
  await expect(page.getByTestId('unexpected-error')).toHaveCount(0);
  if (scenario !== 'bad-schema') {
    await expect(page.getByTestId('render-error'), `${path} under ${scenario}: crashed`).toHaveCount(0);
  }
  const retry = page.getByRole('button', { name: 'Erneut versuchen' });
  const failed = alerts.filter({ hasText: /nicht geklappt|schiefgelaufen|Server|Anfragen|Verbindung|Dienst/ });
  if ((await failed.count()) > 0) await expect(retry.first(), `${path} under ${scenario}: no retry`).toBeVisible();
  // The login poll asks again every 15 s by design; every other request counts.
  const storm = [...api.counts].filter(([key, n]) => !key.endsWith('/api/auth/loggedIn') && n > limit);
  expect(storm, `${path} under ${scenario}: more than ${limit} requests`).toEqual([]);
}

// One test per batch of routes, as in the a11y sweep: a whole class's sweep took most of its
// 180 s on the CI machine. Route i still gets kind i mod n, counted over all routes.
const BATCH = 12;
for (const [name, kinds] of Object.entries(CLASSES)) {
  for (let from = 0; from < routes.length; from += BATCH) {
    const batch = routes.slice(from, from + BATCH);
    const last = from + batch.length;
    test(`chaos: routes ${from + 1}–${last} once under ${name} (${kinds.join(', ')} in turn)`, async ({ page }) => {
      test.setTimeout(180_000);
      const watch = await watchPage(page);
      const api = trackApiRequests(page);
      await page.clock.install();
      for (const [j, { path }] of batch.entries()) {
        await sweepRoute(page, api, path, kinds[(from + j) % kinds.length] as Kind);
      }
      watch.expectClean(`${name}, routes ${from + 1}–${last}`);
    });
  }
}

for (const path of REPRESENTATIVE) {
  test(`chaos: ${path} under every kind of failure`, async ({ page }) => {
    test.setTimeout(120_000);
    const watch = await watchPage(page);
    const api = trackApiRequests(page);
    await page.clock.install();
    for (const scenario of Object.keys(LIMITS) as Kind[]) await sweepRoute(page, api, path, scenario);
    watch.expectClean(path);
  });
}

test('60 s offline: a banner, no requests meanwhile, fresh data as soon as it is back', async ({ page, context }) => {
  const watch = await watchPage(page);
  const apiRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiRequests.push(new URL(r.url()).pathname);
  });
  await page.clock.install();
  await page.goto('/?scenario=player');
  await expect(page.getByTestId('greeting')).toHaveText('Hallo, Max!');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen zurück, Max!');
  // The feed has arrived: what is refetched after the reconnect is then a stale query, not a
  // first request that happened to be paused by going offline.
  await expect(page.getByTestId('post').first()).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toHaveText(
    'Du bist offline. Wir laden neu, sobald die Verbindung zurück ist.',
  );
  apiRequests.length = 0;
  // 60 s offline, with focus changes and menu use in between.
  for (let s = 0; s < 60; s += 10) {
    await page.clock.runFor(10_000);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  }
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Startseite' }).click();
  expect(apiRequests, 'requests while offline').toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  // Fresh data: the stale feed (30 s stale time) is fetched again right away.
  await expect.poll(() => apiRequests.some((p) => p.startsWith('/api/dashboard/posts'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen zurück, Max!');
  watch.expectClean('offline');
});
