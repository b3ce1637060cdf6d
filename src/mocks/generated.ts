// Every export of the generated MSW modules, looked up by name, so the mock layers
// (stateful store, scenarios) can use an area's mocks without importing it by hand,
// and keep working while an area is not generated yet.
import type { HttpHandler, RequestHandler } from 'msw';

type MockModule = Record<string, unknown>;

const modules = import.meta.glob<MockModule>('../api/generated/endpoints/*/*.msw.ts', { eager: true });
const byName = new Map<string, unknown>(Object.values(modules).flatMap((m) => Object.entries(m)));

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

/** Every generated handler of every area (`get<Area>Mock()` of each module), most specific path first. */
export const generatedHandlers: RequestHandler[] = Object.values(modules)
  .flatMap((mod) =>
    Object.entries(mod)
      .filter(
        ([name, value]) =>
          /^get[A-Z]\w*Mock$/.test(name) && !name.endsWith('ResponseMock') && typeof value === 'function',
      )
      .flatMap(([, value]) => (value as () => RequestHandler[])()),
  )
  .sort(bySpecificity);

/** The generated response mock of an operation, or undefined when it has none. */
export function responseMock(operationId: string): (() => unknown) | undefined {
  const fn = byName.get(`get${pascal(operationId)}ResponseMock`);
  return typeof fn === 'function' ? (fn as () => unknown) : undefined;
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

/** All operations that have generated handlers, with their routes. */
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
