// Chaos sweep (issue 10, point 5; issue 16, point 10) with MSW: the backend answers 500, 503,
// 429, a network error, never, malformed JSON or a body that violates the schema. Expected: no
// white screen, no uncaught error, a German message with a retry where a page's data failed,
// and no retry storm (at most 4 requests per query, a single one on 4xx).
//
// What each kind does is shared code (http client, query client, error components), so every
// kind runs on two representative routes (the start page's in-page queries, a list route's
// loader), with and without the shell calls failing. Every route then runs once per failure
// class (a failed answer, a broken body, the shell calls failing too), the kind within the
// class rotating from route to route: as areas grow the sweep grows by 3 renders per route,
// not 14.
//
// The app's real retry policy (src/app/query-client.ts) is under test, only without the
// back-off waits (retryDelay 0); "never answers" ends through the axios timeout, which
// this file lowers from 15 s to 150 ms.
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axiosInstance } from '../../src/api/http-client';
import { createQueryClient } from '../../src/app/query-client';
import { createAppRouter } from '../../src/app/router';
import { server } from '../../src/mocks/node';
import { system } from '../../src/theme/system';
import { appRoutes } from '../utils/app-routes';
import { setScenario } from '../utils/scenario';

type Kind = '500' | '503' | '429' | 'network' | 'never' | 'malformed' | 'schema';
const KINDS: Kind[] = ['500', '503', '429', 'network', 'never', 'malformed', 'schema'];

const problem = (status: number) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title: `Chaos ${status}`, status },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

async function answer(kind: Kind): Promise<Response> {
  switch (kind) {
    case '500':
      return problem(500);
    case '503':
      return problem(503);
    case '429':
      return problem(429);
    case 'network':
      return HttpResponse.error();
    case 'never':
      await delay('infinite');
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"items": [{"id": 1,', { headers: { 'Content-Type': 'application/json' } });
    case 'schema':
      // Valid JSON, wrong in every way a list, a detail or the login answer can be wrong.
      return HttpResponse.json({ items: 'keine Liste', page: null, id: 'x', loggedIn: 'vielleicht', user: 7 });
  }
}

const SHELL_CALLS = /\/api\/auth\/(loggedIn|acpRights)$/;
const GERMAN_RETRY = 'Erneut versuchen';

const routes = appRoutes();
const originalTimeout = axiosInstance.defaults.timeout;
let requests: string[] = [];
const errors: unknown[] = [];
const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => errors.push(event.reason);

beforeAll(() => {
  axiosInstance.defaults.timeout = 150;
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
  });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});
afterAll(() => {
  axiosInstance.defaults.timeout = originalTimeout;
  server.events.removeAllListeners();
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
});
beforeEach(() => {
  // The router warns about each failed loader with the axios error attached; Node's
  // inspect of jsdom's XMLHttpRequest inside it throws. Real failures are asserted below.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  requests = [];
  errors.length = 0;
});

function renderWithAppRetries(path: string) {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions().queries;
  // Same retry decision as the app, without waiting 1 + 2 + 4 s between the attempts.
  queryClient.setDefaultOptions({ queries: { ...defaults, retryDelay: 0 } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { queryClient, router };
}

function countsPerRequest(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of requests) counts[r] = (counts[r] ?? 0) + 1;
  return counts;
}

/**
 * @param includeShell true: loggedIn and acpRights fail too (nobody known, nothing but
 * the shell); false: they answer as the admin scenario, so every page asks for its data.
 */
async function sweep(path: string, kind: Kind, includeShell: boolean) {
  setScenario('admin');
  server.use(
    http.all('*/api/*', async ({ request }) => {
      if (!includeShell && SHELL_CALLS.test(new URL(request.url).pathname)) return undefined;
      return answer(kind);
    }),
  );
  const { queryClient, router } = renderWithAppRetries(path);
  // Settled: the router is idle, no query is fetching (retries included), and none has started
  // since the last look (waitFor looks every 50 ms): a part that mounts late and asks for its
  // data would otherwise slip past a single check.
  let started = 0;
  const stopCounting = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') started += 1;
  });
  let seen = -1;
  for (;;) {
    await waitFor(() => {
      const quiet = router.state.status === 'idle' && queryClient.isFetching() === 0 && started === seen;
      seen = started;
      expect(quiet, 'router idle, nothing fetching, nothing new').toBe(true);
    });
    // The last look may have come between a query's end and React's commit of what follows
    // (an error message, a part that mounts and asks in an effect; seen on a busy machine):
    // let React finish its work, and look again if that started anything.
    await act(async () => {
      await Promise.resolve();
    });
    if (started === seen && router.state.status === 'idle' && queryClient.isFetching() === 0) break;
  }
  stopCounting();

  // No white screen: a page heading or an error message.
  const headings = screen.queryAllByRole('heading', { level: 1 });
  const alerts = screen.queryAllByRole('alert');
  expect(headings.length + alerts.length, `${path} ${kind}: nothing on screen`).toBeGreaterThan(0);
  // A body that breaks the schema deeper than the list envelope (which the http client
  // rejects) may still trip a page while rendering: then the render-error fallback is the
  // net (German message, "Erneut versuchen"). Every other kind must never get that far.
  if (kind !== 'schema') {
    expect(screen.queryByTestId('render-error'), `${path} ${kind}: the page crashed while rendering`).toBeNull();
  }
  expect(screen.queryByTestId('unexpected-error'), `${path} ${kind}: router-level error`).toBeNull();

  // A page whose data failed says so in German, with a retry.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'error' && q.getObserversCount() > 0)
    .filter((q) => !SHELL_CALLS.test(String(q.queryKey[0])))
    // A background count (the menu's unread messages) fails quietly by design: no message owed.
    .filter((q) => q.meta?.background !== true);
  const routeFailed =
    router.state.matches.some((m) => m.status === 'error') || screen.queryByTestId('render-error') !== null;
  if (failed.length > 0 || routeFailed) {
    const withRetry = alerts.filter((a) => a.querySelector('button')?.textContent?.includes(GERMAN_RETRY));
    expect(withRetry.length, `${path} ${kind}: no message with "${GERMAN_RETRY}"`).toBeGreaterThan(0);
    for (const alert of withRetry) {
      expect(alert.textContent ?? '').not.toMatch(/\b(error|failed|undefined|null|NaN|object Object)\b/i);
    }
  }

  // No retry storm: at most 4 requests per query, one on 4xx.
  const limit = kind === '429' ? 1 : 4;
  const storm = Object.entries(countsPerRequest()).filter(([, n]) => n > limit);
  expect(storm, `${path} ${kind}: more than ${limit} requests`).toEqual([]);
  expect(errors, `${path} ${kind}: uncaught errors`).toEqual([]);
}

/** Routes whose pages show the shared handling: queries inside the page, a route loader. */
const REPRESENTATIVE = ['/', '/polls'];
const FAILED_ANSWER: Kind[] = ['500', '503', '429', 'network', 'never'];
const CLASSES = [
  { name: 'a failed answer', kinds: FAILED_ANSWER, includeShell: false },
  { name: 'a broken body', kinds: ['malformed', 'schema'] as Kind[], includeShell: false },
  { name: 'the shell calls fail too', kinds: FAILED_ANSWER, includeShell: true },
] as const;
/** Every kind of every class turns up across the routes (route i, class j). */
const kindFor = (kinds: readonly Kind[], i: number, j: number): Kind => kinds[(i + 2 * j) % kinds.length] ?? '500';

describe.each([
  ['data requests fail (signed in as admin)', false],
  ['every request fails (loggedIn too)', true],
] as const)('chaos, every kind: %s', (_, includeShell) => {
  it('the representative routes exist', () => {
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(REPRESENTATIVE));
  });
  describe.each(REPRESENTATIVE.map((path) => [path] as const))('%s', (path) => {
    it.each(KINDS)('%s', async (kind) => {
      await sweep(path, kind, includeShell);
    });
  });
});

describe('chaos, every route once per failure class', () => {
  const cases = routes.flatMap((route, i) =>
    CLASSES.map((c, j) => [route.path, c.name, kindFor(c.kinds, i, j), c.includeShell] as const),
  );
  it('covers every kind across the routes', () => {
    expect(new Set(cases.map(([, , kind]) => kind)).size).toBe(KINDS.length);
  });
  it.each(cases)('%s: %s (%s)', async (path, _, kind, includeShell) => {
    await sweep(path, kind, includeShell);
  });
});
