// Which operation a request is: its method and path matched against the routes of the generated
// handlers (generatedOperations, read from the contract by orval), so the check layer keeps no
// list of its own. The area's mocks must have loaded (loadMockArea) before a match is asked for.
import { generatedOperations } from '../generated';

export interface MatchedOperation {
  operationId: string;
  /** The path parameters by their contract names, as sent (`{ pollId: 'abc' }`). */
  params: Record<string, string>;
}

interface Route {
  operationId: string;
  method: string;
  /** `*\/api/polls/:id` → ['api', 'polls', ':id'] */
  segments: string[];
}

const routesByArea = new Map<string, Route[]>();

const segmentsOf = (path: string) => path.replace(/^\*/, '').split('/').filter(Boolean);

/** Static segments before parameters (`/api/house/invitations` before `/api/house/:id`), as the area handler sorts. */
const shape = (route: Route) => route.segments.map((s) => (s.startsWith(':') ? '1' : '0')).join('');
const bySpecificity = (a: Route, b: Route) => {
  const x = shape(a);
  const y = shape(b);
  return x === y ? 0 : x < y ? -1 : 1;
};

function routesOf(area: string): Route[] {
  let routes = routesByArea.get(area);
  if (!routes) {
    routes = generatedOperations()
      .map(({ operationId, method, path }) => ({ operationId, method, segments: segmentsOf(path) }))
      .filter((route) => route.segments[0] === 'api' && route.segments[1] === area)
      .sort(bySpecificity);
    // Asked before the area loaded: do not remember the empty answer.
    if (routes.length > 0) routesByArea.set(area, routes);
  }
  return routes;
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The operation `method pathname` calls in `area`, with its path parameters; undefined when none. */
export function matchOperation(area: string, method: string, pathname: string): MatchedOperation | undefined {
  const parts = pathname.split('/').filter(Boolean);
  const verb = method.toLowerCase();
  for (const route of routesOf(area)) {
    if (route.method !== verb || route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = route.segments.every((segment, i) => {
      const part = parts[i] ?? '';
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decode(part);
        return true;
      }
      return segment === part;
    });
    if (fits) return { operationId: route.operationId, params };
  }
  return undefined;
}

/**
 * Path parameters the contract types as integer ids (`{ type: integer, format: int64, minimum: 1 }`):
 * `id` and every name ending in `Id`. The contract names its ids this way (openapi/components/
 * parameters.yaml); tests/integration/mock-checks.test.ts holds the rule against the contract,
 * so a parameter that breaks it fails there, not silently here.
 */
export const isIdParam = (name: string) => name === 'id' || /Id$/.test(name);

/** A positive whole number as the contract's ids are (1 … 2^53 − 1). */
export const isValidId = (value: string) => /^[1-9]\d*$/.test(value) && Number.isSafeInteger(Number(value));
