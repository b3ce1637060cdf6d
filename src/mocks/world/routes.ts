// Which operations of an area form a resource, read from the contract's paths alone (the
// generated handlers' routes): a collection `/api/x` (list GET, create POST) with its item
// `/api/x/{xId}` (detail GET, PUT/PATCH, DELETE), nested ones like `/api/x/{xId}/y/{yId}`
// included. Whether an operation's answer really is a list or an entity is decided later,
// from its generated response (shapes.ts), when its first request arrives.

export interface Operation {
  operationId: string;
  /** lower case: get, post, put, patch, delete */
  method: string;
  /** MSW path, e.g. `*\/api/bank/accounts/:bankaccountId` */
  path: string;
}

export interface ResourceRoutes {
  /** The collection's path (MSW form). */
  base: string;
  /** The item path (base + `/:idParam`), when the contract has one. */
  item?: string;
  idParam?: string;
  list?: string;
  create?: string;
  detail?: string;
  update: Array<{ method: string; operationId: string }>;
  remove?: string;
  /** The item path of the resource this one is nested in (`/api/x/:xId` for `/api/x/:xId/y`). */
  parentItem?: string;
  /** A list of the signed-in character's things (`/own`, `/mine`, `/myAuctions`, ...). */
  own: boolean;
  admin: boolean;
}

/** A path parameter that names an entity (`id`, `vehicleId`), not a key like `{name}` or `{query}`. */
const isIdParam = (segment: string) => /^:(id|\w+Id)$/.test(segment);

const OWN_SEGMENT = /^(own|mine|my[A-Z]\w*)$/;

const segmentsOf = (path: string) => path.replace(/^\*/, '').split('/').filter(Boolean);

/**
 * Paths left to their own handlers: the signed-in user's characters belong to the shell's
 * identity (overrides and scenarios decide what they answer), not to a generic collection.
 */
const EXCLUDED = [/^\*\/api\/auth\/characters(\/|$)/];

export function resourcesOf(operations: readonly Operation[]): ResourceRoutes[] {
  const byPath = new Map<string, Map<string, string>>();
  for (const op of operations) {
    if (EXCLUDED.some((re) => re.test(op.path))) continue;
    const methods = byPath.get(op.path) ?? new Map<string, string>();
    methods.set(op.method, op.operationId);
    byPath.set(op.path, methods);
  }
  const itemPaths = new Set<string>();
  const resources = new Map<string, ResourceRoutes>();
  const make = (base: string): ResourceRoutes => {
    const segments = segmentsOf(base);
    const last = segments.at(-1) ?? '';
    return {
      base,
      update: [],
      own: OWN_SEGMENT.test(last),
      admin: segments.includes('admin'),
    };
  };
  for (const [path, methods] of byPath) {
    const segments = path.split('/');
    const last = segments.at(-1) ?? '';
    if (!isIdParam(last)) continue;
    const base = segments.slice(0, -1).join('/');
    const resource = make(base);
    resource.item = path;
    resource.idParam = last.slice(1);
    resource.detail = methods.get('get');
    resource.update = ['put', 'patch']
      .filter((m) => methods.has(m))
      .map((method) => ({ method, operationId: methods.get(method) as string }));
    resource.remove = methods.get('delete');
    resources.set(base, resource);
    itemPaths.add(path);
  }
  // Collections: every GET could be a list (checked against its answer later), except one
  // ending in a parameter: an item, a search (`/search/{query}`) or a page (`/{skip}/{limit}`),
  // whose answers are views of other collections, not a collection of their own.
  for (const [path, methods] of byPath) {
    const list = methods.get('get');
    if (!list || (path.split('/').at(-1) ?? '').startsWith(':')) continue;
    const resource = resources.get(path) ?? make(path);
    resource.list = list;
    resource.create = methods.get('post');
    resources.set(path, resource);
  }
  for (const resource of resources.values()) {
    const segments = resource.base.split('/');
    // The nearest enclosing item path: /api/x/:xId for /api/x/:xId/y and /api/x/:xId/sub/y.
    for (let end = segments.length - 1; end > 0; end--) {
      const prefix = segments.slice(0, end).join('/');
      if (itemPaths.has(prefix)) {
        resource.parentItem = prefix;
        break;
      }
    }
  }
  // Without any GET the answer's shape is unknown: such writes stay with the generated handlers.
  return [...resources.values()].filter((r) => r.list !== undefined || r.detail !== undefined);
}
