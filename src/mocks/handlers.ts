// The mock backend's handlers, first match wins:
//   1. the seeding pass (reseeds faker per request, then falls through),
//   2. the chosen scenarios (src/mocks/scenarios: admin, signed-out, error-500, ...),
//   3. hand-written overrides (only where faker alone would be wrong),
//   4. the stateful layer (src/mocks/stateful: create, then the list shows it),
//   5. every generated handler of every area.
import { faker } from '@faker-js/faker/locale/de';
import { http, type RequestHandler } from 'msw';
import { bySpecificity, generatedHandlers } from './generated';
import { overrides } from './overrides';
import { scenarioHandlers } from './scenarios';
import { statefulHandlers } from './stateful';
import { hashSeed, MOCK_REFERENCE_DATE, resetMockStore } from './store';

export { generatedHandlers } from './generated';
export { hashSeed } from './store';

const envSeed = Number(
  (typeof process !== 'undefined' ? process.env?.MOCK_SEED : undefined) ?? import.meta.env.MOCK_SEED ?? '',
);
/** 42, or MOCK_SEED from the environment. */
export const DEFAULT_SEED = Number.isInteger(envSeed) && envSeed > 0 ? envSeed : 42;

/** Reseeds faker per request, then falls through (returns nothing) to the real handler. */
export function seedHandler(seed: number): RequestHandler {
  return http.all('*/api/*', ({ request }) => {
    const url = new URL(request.url);
    faker.seed(hashSeed(`${seed} ${request.method} ${url.pathname}${url.search}`));
    faker.setDefaultRefDate(MOCK_REFERENCE_DATE);
  });
}

/** All handlers for `seed` and the scenario(s) named in `scenario` (throws on an unknown name). */
export function createHandlers(seed = DEFAULT_SEED, scenario?: string | null): RequestHandler[] {
  const chosen = scenarioHandlers(scenario);
  resetMockStore(seed);
  // Stable sort: a stateful handler stays ahead of the generated one for the same route.
  const data = [...statefulHandlers(), ...generatedHandlers].sort(bySpecificity);
  return [seedHandler(seed), ...chosen, ...overrides, ...data];
}
