// The generated MSW modules, one per contract area (tag), loaded when the first request of
// that area arrives: the mock backend starts with none of them, so the app does not wait
// for 856 operations' mock code before its first request. The area of a request is the first
// path segment after /api (the contract's tag = area rule, checked by its lint).
import type { HttpHandler, RequestHandler } from 'msw';

type MockModule = Record<string, unknown>;

const loaders = import.meta.glob<MockModule>('../api/generated/endpoints/*/*.msw.ts');
const loaderByArea = new Map(Object.entries(loaders).map(([file, load]) => [file.split('/').at(-2) ?? file, load]));

/** Every area that has generated mocks. */
export const MOCK_AREAS: readonly string[] = [...loaderByArea.keys()].sort();

const loading = new Map<string, Promise<boolean>>();
const handlersByArea = new Map<string, RequestHandler[]>();
const byName = new Map<string, unknown>();

/** The area of an /api URL (`/api/bank/accounts` → `bank`), or undefined. */
export function areaOf(url: string | URL): string | undefined {
  return /^\/api\/([^/?#]+)/.exec(new URL(url, 'http://localhost').pathname)?.[1];
}

/** Loads the generated mocks of `area` once; false when the contract has no such area. */
export function loadMockArea(area: string): Promise<boolean> {
  const load = loaderByArea.get(area);
  if (!load) return Promise.resolve(false);
  let done = loading.get(area);
  if (!done) {
    done = load().then((mod) => {
      for (const [name, value] of Object.entries(mod)) byName.set(name, value);
      handlersByArea.set(area, handlersOfModule(area, mod).sort(bySpecificity));
      return true;
    });
    // A failed load (a chunk that did not arrive) may be tried again by the next request.
    done.catch(() => loading.delete(area));
    loading.set(area, done);
  }
  return done;
}

/** Every area at once: for tools and tests that walk the whole contract. */
export async function loadAllMockAreas(): Promise<void> {
  await Promise.all(MOCK_AREAS.map(loadMockArea));
}

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

const pathOf = (h: RequestHandler) => {
  const path = (h.info as { path?: unknown }).path;
  return typeof path === 'string' ? path : '';
};

/**
 * Static segments before parameters (`/api/house/invitations` before `/api/house/:id`):
 * MSW takes the first match, and orval emits handlers in contract order.
 */
export function bySpecificity(a: RequestHandler, b: RequestHandler): number {
  const shape = (h: RequestHandler) =>
    pathOf(h)
      .split('/')
      .map((part) => (part.startsWith(':') ? '1' : '0'))
      .join('');
  const x = shape(a);
  const y = shape(b);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** `get<Area>Mock()` of an area's module (orval's per-tag list): every handler of that area. */
function handlersOfModule(area: string, mod: MockModule): RequestHandler[] {
  // Only the per-tag list: orval also exports `get…Mock` helpers for oneOf variants, which build data.
  const all = mod[`get${pascal(area)}Mock`];
  return typeof all === 'function' ? (all as () => RequestHandler[])() : [];
}

/** The generated handlers of a loaded area, most specific path first ([] when not loaded). */
export function generatedHandlersOf(area: string): RequestHandler[] {
  return handlersByArea.get(area) ?? [];
}

// The look-ups below see the areas loaded so far: a handler of an area runs only after its
// area has loaded, and tools that need everything call loadAllMockAreas() first.

/** The generated response mock of an operation, or undefined when it has none. */
export function responseMock(operationId: string): (() => unknown) | undefined {
  const fn = byName.get(`get${pascal(operationId)}ResponseMock`);
  return typeof fn === 'function' ? (fn as () => unknown) : undefined;
}

/** The generated handler of an operation answering `override` (its area must be loaded). */
export function mockHandlerOf(operationId: string, override: unknown): RequestHandler | undefined {
  const make = byName.get(`get${pascal(operationId)}MockHandler`);
  return typeof make === 'function' ? (make as (o: unknown) => RequestHandler)(override) : undefined;
}

export interface Route {
  method: string;
  /** MSW path, e.g. '*\/api/polls/:id' */
  path: string;
}

/** Method and path of an operation, read from its generated handler (so they always match the contract). */
export function routeOf(operationId: string): Route | undefined {
  const make = byName.get(`get${pascal(operationId)}MockHandler`);
  if (typeof make !== 'function') return undefined;
  const handler = (make as () => HttpHandler)();
  const { method, path } = handler.info;
  return typeof method === 'string' && typeof path === 'string' ? { method: method.toLowerCase(), path } : undefined;
}

/** All operations of the loaded areas, with their routes. */
export function generatedOperations(): Array<Route & { operationId: string }> {
  return [...byName.keys()]
    .map((name) => /^get(\w+)MockHandler$/.exec(name)?.[1])
    .filter((p): p is string => p !== undefined)
    .map((p) => {
      const operationId = p.charAt(0).toLowerCase() + p.slice(1);
      return { operationId, ...(routeOf(operationId) as Route) };
    })
    .filter((r) => r.path !== undefined);
}
