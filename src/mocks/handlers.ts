// The mock backend's handlers: the seeding pass first, then hand-written overrides
// (only where faker alone would be wrong), then every generated handler of every area.
import { faker } from '@faker-js/faker/locale/de';
import { http, type RequestHandler } from 'msw';
import { overrides } from './overrides';

type MockModule = Record<string, unknown>;

// Every area's generated `get<Area>Mock()`; new areas join without editing this file.
const modules = import.meta.glob<MockModule>('../api/generated/endpoints/*/*.msw.ts', { eager: true });

export const generatedHandlers: RequestHandler[] = Object.values(modules).flatMap((mod) =>
  Object.entries(mod)
    .filter(
      ([name, value]) =>
        /^get[A-Z]\w*Mock$/.test(name) && !name.endsWith('ResponseMock') && typeof value === 'function',
    )
    .flatMap(([, value]) => (value as () => RequestHandler[])()),
);

export const DEFAULT_SEED = 42;

/** FNV-1a: a small stable hash, so each request's data depends only on seed, method and URL. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Reseeds faker per request, then falls through (returns nothing) to the real handler. */
export function seedHandler(seed: number): RequestHandler {
  return http.all('*/api/*', ({ request }) => {
    const url = new URL(request.url);
    faker.seed(hashSeed(`${seed} ${request.method} ${url.pathname}${url.search}`));
  });
}

export function createHandlers(seed = DEFAULT_SEED): RequestHandler[] {
  return [seedHandler(seed), ...overrides, ...generatedHandlers];
}
