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
import { areaOf, bySpecificity, generatedHandlersOf, loadMockArea } from './generated';
import { overridesByArea } from './overrides';
import { scenarioHandlers } from './scenarios';
import { statefulHandlersByArea } from './stateful';
import { hashSeed, MOCK_REFERENCE_DATE, resetMockStore } from './store';
import { worldHandlersOf } from './world';
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
 * Answers from the request's area: loads its mocks on first use, then the stateful handlers
 * ahead of the generated ones for the same route. Nothing for an unknown area (unhandled).
 */
function areaHandler(seed: number): RequestHandler {
  const byArea = new Map<string, RequestHandler[]>();
  const handlersOf = (area: string) => {
    let list = byArea.get(area);
    if (!list) {
      // Stable sort: an override or stateful handler stays ahead of the generated one for the same route.
      list = [
        ...(overridesByArea[area]?.() ?? []),
        ...(statefulHandlersByArea[area]?.() ?? []),
        // The world: every collection and item path of the contract, kept in the store.
        ...worldHandlersOf(area, seed),
        ...generatedHandlersOf(area),
      ].sort(bySpecificity);
      byArea.set(area, list);
    }
    return list;
  };
  return http.all('*/api/*', async ({ request }) => {
    const area = areaOf(request.url);
    if (!area || !(await loadMockArea(area))) return undefined;
    // Loading may have let other requests reseed faker meanwhile.
    seedFaker(seed, request);
    const response = await getResponse(handlersOf(area), request);
    // Generated answers draw each date alone (an auction ending before it starts): put them in order.
    return response && timeOrderedResponse(response);
  });
}

/** All handlers for `seed` and the scenario(s) named in `scenario` (throws on an unknown name). */
export function createHandlers(seed = DEFAULT_SEED, scenario?: string | null): RequestHandler[] {
  const chosen = scenarioHandlers(scenario);
  resetMockStore(seed);
  const area = areaHandler(seed);
  // The check layer (403/404/422 as the backend would) between the scenarios and the area.
  return [seedHandler(seed), ...chosen, checksHandler(mockIdentity(scenario), [...chosen, area]), area];
}
