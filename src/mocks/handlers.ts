// The mock backend's handlers, first match wins:
//   1. the seeding pass (reseeds faker per request, then falls through),
//   2. the chosen scenarios (src/mocks/scenarios: admin, signed-out, error-500, ...),
//      then the check layer (src/mocks/checks: 403 without the right, 404 for an id that is
//      none, 422 for a body the contract rejects; otherwise it falls through),
//   3. per area, loaded with the area's first request: hand-written overrides (only where
//      faker alone would be wrong), the stateful layer (src/mocks/stateful: create, then the
//      list shows it), then every generated handler of that area.
import { faker } from '@faker-js/faker/locale/de';
import { getResponse, http, type RequestHandler } from 'msw';
import { checksHandler, mockIdentity } from './checks';
import { matchOperation } from './checks/operations';
import { areaOf, bySpecificity, generatedHandlersOf, loadMockArea, routeOf } from './generated';
import { overridesByArea } from './overrides';
import { scenarioHandlers, scenarioRewrites } from './scenarios';
import { statefulHandlersByArea } from './stateful';
import { hashSeed, keepingWrites, MOCK_REFERENCE_DATE, resetMockStore } from './store';
import { problem } from './stateful/kit';
import { checkTexts } from './checks/texts';
import { madeUpDetailsOf, worldHandlersOf } from './world';
import { unknownIdOf } from './world/exists';
import { collectionResponse } from './world/query';
import { timeOrderedResponse } from './world/time';

export { hashSeed } from './store';

const envSeed = Number(
  (typeof process !== 'undefined' ? process.env?.MOCK_SEED : undefined) ?? import.meta.env.MOCK_SEED ?? '',
);
/** 42, or MOCK_SEED from the environment. */
export const DEFAULT_SEED = Number.isInteger(envSeed) && envSeed > 0 ? envSeed : 42;

/** Same seed, method and URL: same faker data, every run. */
function seedFaker(seed: number, request: Request): void {
  const url = new URL(request.url);
  faker.seed(hashSeed(`${seed} ${request.method} ${url.pathname}${url.search}`));
  faker.setDefaultRefDate(MOCK_REFERENCE_DATE);
}

/** Reseeds faker per request, then falls through (returns nothing) to the real handler. */
export function seedHandler(seed: number): RequestHandler {
  return http.all('*/api/*', ({ request }) => seedFaker(seed, request));
}

/**
 * A generated GET that answers like a collection (world/query.ts): drawn once per path, whatever
 * the query asks (faker seeded without it), then filtered, searched, sorted and paged as the
 * query says. So every view of a generated list shows the same items, and its ids are ids.
 */
function asCollection(handler: RequestHandler, seed: number): RequestHandler {
  const info = handler.info as { method?: unknown; path?: unknown };
  const method = String(info.method).toLowerCase() as 'get';
  if (method !== 'get' || typeof info.path !== 'string') return handler;
  return http.get(info.path, async ({ request }) => {
    const whole = new URL(request.url);
    whole.search = '';
    seedFaker(seed, new Request(whole));
    const response = await getResponse([handler], request);
    return response && collectionResponse(response, new URL(request.url).searchParams);
  });
}

/**
 * Answers from the request's area: loads its mocks on first use, then the stateful handlers
 * ahead of the generated ones for the same route. Nothing for an unknown area (unhandled).
 */
function areaHandler(seed: number): RequestHandler {
  const byArea = new Map<
    string,
    { all: RequestHandler[]; kept: RequestHandler[]; listing: RequestHandler[]; made: Set<string> }
  >();
  const handlersOf = (area: string) => {
    let found = byArea.get(area);
    if (!found) {
      // Stable sort: an override or stateful handler stays ahead of the generated one for the same route.
      const kept = [
        ...(overridesByArea[area]?.() ?? []),
        ...(statefulHandlersByArea[area]?.() ?? []),
        // The world: every collection and item path of the contract, kept in the store.
        ...worldHandlersOf(area, seed),
      ].sort(bySpecificity);
      const generated = generatedHandlersOf(area).map((h) => asCollection(h, seed));
      const all = [...kept, ...generated].sort(bySpecificity);
      found = { all, kept, listing: all, made: madeUpDetailsOf(area, seed) };
      byArea.set(area, found);
    }
    return found;
  };
  return http.all('*/api/*', async ({ request }) => {
    const area = areaOf(request.url);
    if (!area || !(await loadMockArea(area))) return undefined;
    const handlers = handlersOf(area);
    const url = new URL(request.url);
    // An action or sub-resource of an id the world does not hold: 404, as the backend says.
    const operation = matchOperation(area, request.method, url.pathname);
    const route = operation && routeOf(operation.operationId)?.path;
    if (operation && route) {
      const params = operation.params;
      const unknown = await unknownIdOf(handlers, url.origin, request.method, route, area, params, handlers.made);
      if (unknown) return problem(404, checkTexts.notFoundTitle, checkTexts.unknownId(params[unknown] ?? ''));
    }
    // Loading (and the probes above) may have reseeded faker meanwhile.
    seedFaker(seed, request);
    const answer = () => getResponse(handlers.all, request);
    // A write saves what it changed (the browser keeps the world across a reload).
    const response =
      request.method === 'GET' || request.method === 'HEAD' ? await answer() : await keepingWrites(answer);
    // Generated answers draw each date alone (an auction ending before it starts): put them in order.
    return response && timeOrderedResponse(response);
  });
}

/**
 * The area's GET answers passed through the scenarios' rewrites (the hostile scenario); writes
 * fall through to the area itself, so their bodies are read once.
 */
function rewritten(area: RequestHandler, rewrites: ReturnType<typeof scenarioRewrites>): RequestHandler {
  return http.get('*/api/*', async ({ request }) => {
    let response = await getResponse([area], request);
    if (!response) return undefined;
    for (const rewrite of rewrites) response = await rewrite(response, request);
    return response;
  });
}

/** All handlers for `seed` and the scenario(s) named in `scenario` (throws on an unknown name). */
export function createHandlers(seed = DEFAULT_SEED, scenario?: string | null): RequestHandler[] {
  const chosen = scenarioHandlers(scenario);
  const rewrites = scenarioRewrites(scenario);
  resetMockStore(seed);
  const area = areaHandler(seed);
  // The check layer (403/404/422 as the backend would) between the scenarios and the area; the
  // check layer asks the world unrewritten (who may what).
  const answers = rewrites.length ? [rewritten(area, rewrites), area] : [area];
  return [seedHandler(seed), ...chosen, checksHandler(mockIdentity(scenario), [...chosen, area]), ...answers];
}
