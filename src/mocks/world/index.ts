// The mock world: every resource the contract's paths describe (collection + item paths, see
// routes.ts) answers from the in-memory store, without a handler written per operation.
// Entities are generated once per seed and collection from the generated mocks (the store
// seeds faker with seed + collection name), numbered 1..n and shared: a list item and its
// detail are one object, path ids are echoed, an unknown id answers 404. Lists honour skip,
// limit, cursors, `q`, sort and equality filters; POST on a collection inserts, PUT/PATCH on
// an item changes it, DELETE removes it. resetMockStore(seed) resets the world with the store.
//
// Built per area when the area's first request arrives (handlers.ts), behind the overrides and
// the hand-written stateful handlers: a resource any of them serves is left to them whole.
import { faker } from '@faker-js/faker/locale/de';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { areaOf, generatedOperations, mockHandlerOf, responseMock } from '../generated';
import { overridesByArea } from '../overrides';
import { statefulHandlersByArea } from '../stateful';
import { body, notFound, now } from '../stateful/kit';
import { collection, hashSeed, MOCK_REFERENCE_DATE, type Collection, type Entity } from '../store';
import { applyBody, claim, fits, linkToParents, newestFirst, overlay, pick } from './entities';
import { pageOf, plainOf, selectItems, windowOf } from './query';
import { resourcesOf, type ResourceRoutes } from './routes';
import { handWrittenSizeOf, refNamesOf, resolveRefs } from './refs';
import { timeOrdered } from './time';
import {
  answerOf,
  entityKeysOf,
  isObject,
  listShapeOf,
  numericIdOf,
  sampledValuesOf,
  wrappedKeyOf,
  type Json,
  type ListShape,
} from './shapes';

type Params = Record<string, string | readonly string[] | undefined>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** List sizes when the contract fixes none: a character's own things, nested lists, the rest. */
export const WORLD_SIZES = { own: [2, 5], nested: [3, 12], list: [10, 30] } as const;

const MESSAGES = { create: 'Angelegt.', update: 'Gespeichert.', delete: 'Gelöscht.' } as const;

const routesByArea = new Map<string, ResourceRoutes[]>();

/** The resource routes of a loaded area (computed once; they depend on the contract only). */
export function worldRoutesOf(area: string): ResourceRoutes[] {
  let routes = routesByArea.get(area);
  if (!routes) {
    routes = resourcesOf(generatedOperations().filter((op) => areaOf(op.path.replace(/^\*/, '')) === area));
    routesByArea.set(area, routes);
  }
  return routes;
}

/** `method path` of every route the area's overrides and stateful handlers already answer. */
function takenRoutes(area: string): Set<string> {
  const handlers = [...(overridesByArea[area]?.() ?? []), ...(statefulHandlersByArea[area]?.() ?? [])];
  return new Set(
    handlers.map((h) => {
      const info = h.info as { method?: unknown; path?: unknown };
      return `${String(info.method).toLowerCase()} ${String(info.path)}`;
    }),
  );
}

function routeKeys(r: ResourceRoutes): string[] {
  return [
    r.list && `get ${r.base}`,
    r.create && `post ${r.base}`,
    r.detail && `get ${r.item}`,
    ...r.update.map((u) => `${u.method} ${r.item}`),
    r.remove && `delete ${r.item}`,
  ].filter((k): k is string => typeof k === 'string');
}

const paramOf = (params: Params, name: string) => {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
};

/** `/api/bank/accounts/3/transactions` for `*\/api/bank/accounts/:bankaccountId/transactions`. */
const concrete = (template: string, params: Params) =>
  template.replace(/^\*/, '').replace(/:(\w+)/g, (_, name: string) => paramOf(params, name) ?? '');

/** The path parameters of a template with their values (numbers where they are numeric). */
const paramsIn = (template: string, params: Params): Array<[string, number | string]> =>
  [...template.matchAll(/:(\w+)/g)].map(([, name = '']) => {
    const value = paramOf(params, name) ?? '';
    return [name, /^[1-9]\d*$/.test(value) ? Number(value) : value];
  });

/** Collections being seeded now: a reference back to one of them is left as it is (no cycle). */
const seeding = new Set<string>();

class Resource {
  parent?: Resource;
  /** For a detail without a list: the character's own list beside it (`/api/house/own`). */
  ownList?: Resource;
  /** The area's top-level collections by the `<x>Id` names that point at them (refs.ts). */
  refs = new Map<string, Resource>();

  constructor(
    readonly routes: ResourceRoutes,
    private readonly seed: number,
  ) {}

  get list(): ListShape | undefined {
    return this.routes.list ? listShapeOf(this.routes.list) : undefined;
  }

  get detailKeys(): string[] | undefined {
    return this.routes.detail ? entityKeysOf(this.routes.detail) : undefined;
  }

  /** The field of a detail that wraps the list's entity (`section` of a LegalSectionDetail). */
  get wrapper(): string | undefined {
    const list = this.list;
    if (!list || this.detailKeys || !this.routes.detail) return undefined;
    return wrappedKeyOf(this.routes.detail, list.keys);
  }

  /** 'many': a list of entities; 'single': a detail GET without a list (cached per id); or none. */
  get kind(): 'many' | 'single' | undefined {
    if (this.list) return 'many';
    return this.detailKeys ? 'single' : undefined;
  }

  /** Collections hold numeric ids only (shapes.ts); a detail without a list says by its own id. */
  private numericIds(): boolean {
    if (this.list) return true;
    return this.routes.detail ? numericIdOf(this.routes.detail) : true;
  }

  /** A path id the collection could hold; anything else (`abc`, `0`) is unknown. */
  validId(id: string | undefined): id is string {
    if (id === undefined || id === '') return false;
    return !this.numericIds() || /^[1-9]\d*$/.test(id);
  }

  private count(shape: ListShape): number {
    const generated = shape.generatedCount;
    // A count the contract fixes (min = max in the generated mock) is taken as it is.
    if (generated && generated.min === generated.max) return generated.min;
    const [min, max] = this.routes.own
      ? WORLD_SIZES.own
      : this.routes.parentItem
        ? WORLD_SIZES.nested
        : WORLD_SIZES.list;
    // A plain list has no pages: it must stay within the schema's maxItems.
    const cap = shape.mode === 'plain' && generated ? generated.max : Number.POSITIVE_INFINITY;
    return faker.number.int({ min: Math.min(min, cap), max: Math.min(max, cap) });
  }

  /** One new entity: a generated list item over a generated detail (faker already seeded). */
  private fresh(): Json {
    const listed = this.routes.list ? (responseMock(this.routes.list)?.() as Json | undefined) : undefined;
    const item = Array.isArray(listed?.items) ? ((listed.items[0] as Json | undefined) ?? {}) : {};
    return this.detailFor(item);
  }

  /** The item's detail: a generated detail of the same variant with the item's fields over it. */
  private detailFor(item: Json): Json {
    const make = this.detailKeys && this.routes.detail ? responseMock(this.routes.detail) : undefined;
    for (let tries = 0; make && tries < 8; tries++) {
      const detail = make() as Json;
      if (fits(detail, item)) return overlay(detail, item);
    }
    return { ...item };
  }

  /**
   * Reads the shapes before any generation: reading one samples with its own seed, which must
   * not happen in the middle of seeding a collection (the world would depend on request order).
   */
  private prepare(): unknown[] {
    return [this.list, this.detailKeys, this.wrapper, this.numericIds()];
  }

  /** A wrapping detail of an entity: the rest generated once per item path, the entity inside. */
  wrapped(params: Params, entity: Entity, key: string): Json {
    this.prepare();
    const routes = this.routes;
    const name = `world wrapper ${concrete(routes.item ?? routes.base, params)}`;
    const rest = collection<Entity>(name, () =>
      // The rest's lists (an account's standing orders) point at the wrapped entity itself.
      resolveRefs(
        [timeOrdered({ ...(responseMock(routes.detail as string)?.() as Json) })],
        (field) => this.sizeOf(field),
        name,
        () => Number(entity.id),
      ),
    ).all()[0];
    const { id: _id, ...value } = rest ?? { id: 0 };
    const inner = isObject(value[key]) ? (value[key] as Json) : {};
    const shown = pick(entity, Object.keys(inner).length ? Object.keys(inner) : (this.list?.keys ?? []));
    return { ...value, [key]: fits(inner, shown) ? overlay(inner, shown, true) : shown };
  }

  /** The collection of the concrete path (nested ones per parent id), seeded on first read. */
  collection(params: Params): Collection<Entity> {
    this.prepare();
    const routes = this.routes;
    const parents = paramsIn(routes.base, params);
    const name = `world ${concrete(routes.base, params)}`;
    return collection<Entity>(name, () => {
      seeding.add(name);
      try {
        return this.seedItems(parents, name);
      } finally {
        seeding.delete(name);
      }
    });
  }

  /** The size of the collection a `<x>Id` field points at ('self': this one), if the area has it. */
  private sizeOf(field: string): number | 'self' | undefined {
    const target = this.refs.get(field);
    if (!target) return handWrittenSizeOf(field);
    if (target === this) return 'self';
    if (target.kind !== 'many' || seeding.has(`world ${concrete(target.routes.base, {})}`)) return undefined;
    return target.collection({}).all().length;
  }

  /** The seeded entities of a collection, each in time order and with its references resolved. */
  private seedItems(parents: Array<[string, number | string]>, name: string): Entity[] {
    const routes = this.routes;
    const shape = this.list as ListShape;
    const count = this.count(shape);
    const make = responseMock(routes.list as string) as () => Json;
    const items: Json[] = [];
    for (let round = 0; items.length < count && round < 50; round++) items.push(...(make().items as Json[]));
    const sorted = items
      .slice(0, count)
      .map((item) => {
        const entity = timeOrdered(linkToParents(this.detailFor(item), parents));
        return routes.own ? claim(entity, shape.kinds) : entity;
      })
      .sort(newestFirst);
    // Only after all generation: seeding a referenced collection reseeds faker.
    return resolveRefs(sorted, (field) => this.sizeOf(field), name) as Entity[];
  }

  /** A detail without a list: one generated entity per concrete item path. */
  private single(params: Params): Collection<Entity> {
    this.prepare();
    const routes = this.routes;
    return collection<Entity>(`world ${concrete(routes.item ?? routes.base, params)}`, () => [
      timeOrdered(
        linkToParents(responseMock(routes.detail as string)?.() as Json, paramsIn(routes.base, params)),
      ) as Entity,
    ]);
  }

  /** The list's other fields (totalBalance, ...), generated once per concrete path. */
  envelope(params: Params): Json {
    this.prepare();
    const entry = collection<Entity>(`world envelope ${concrete(this.routes.base, params)}`, () => {
      const value = responseMock(this.routes.list as string)?.() as Json;
      const rest: Json = { ...value };
      delete rest.items;
      delete rest.page;
      delete rest.cursor;
      return [timeOrdered(rest) as Entity];
    }).all()[0];
    const { id: _id, ...rest } = entry ?? { id: 0 };
    return rest;
  }

  /** Whether the enclosing item exists (a nested list of an unknown account is 404). */
  parentExists(params: Params): boolean {
    const parent = this.parent;
    // A parent whose answer is no entity cannot be checked.
    if (!parent?.routes.idParam || parent.kind === undefined) return true;
    if (!parent.parentExists(params)) return false;
    return parent.find(params, paramOf(params, parent.routes.idParam)) !== undefined;
  }

  /** The entity of an item path, or undefined when the world has none with that id. */
  find(params: Params, id: string | undefined): Entity | undefined {
    if (!this.validId(id)) return undefined;
    if (this.kind === 'many') return this.collection(params).get(id);
    if (this.kind === 'single') {
      const entity = this.single(params).all()[0];
      if (!entity) return undefined;
      // One of the character's own things (`/api/house/own` beside `/api/house/{houseId}`):
      // the detail is the listed entity, his as the list says.
      const owned = this.ownList?.list ? this.ownList.collection(params).get(id) : undefined;
      if (owned) {
        // A kind the detail never has stays out (`/api/team/own` lists houses too).
        const { kind, ...fields } = owned;
        const kinds = sampledValuesOf(this.routes.detail as string, 'kind');
        const shown = kind === undefined || kinds.has(kind) ? owned : fields;
        return claim(overlay(entity, shown), this.ownList?.list?.kinds) as Entity;
      }
      return { ...entity, id: this.numericIds() ? Number(id) : id };
    }
    return undefined;
  }

  update(params: Params, id: string, patch: Json): Entity | undefined {
    if (this.kind === 'many') return this.collection(params).update(id, patch);
    const store = this.single(params);
    return store.update(store.all()[0]?.id, patch) ? this.find(params, id) : undefined;
  }

  remove(params: Params, id: string): Entity | undefined {
    const found = this.find(params, id);
    if (!found) return undefined;
    if (this.kind === 'many') this.collection(params).remove(id);
    else this.single(params).remove(this.single(params).all()[0]?.id);
    return found;
  }

  /** A new entity from a request body: body fields over a generated one. */
  create(params: Params, data: Json): Entity {
    const store = this.collection(params);
    this.prepare();
    faker.seed(hashSeed(`${this.seed} world create ${concrete(this.routes.base, params)} ${store.all().length}`));
    faker.setDefaultRefDate(MOCK_REFERENCE_DATE);
    let entity = applyBody(this.fresh(), data);
    // Whoever creates a thing (outside the admin panel) holds it.
    if (!this.routes.admin) entity = claim(entity, this.list?.kinds);
    entity = linkToParents(entity, paramsIn(this.routes.base, params));
    const stamp = now();
    if (typeof entity.createdAt === 'string') entity.createdAt = stamp;
    if (typeof entity.updatedAt === 'string') entity.updatedAt = stamp;
    return store.insert(timeOrdered(entity, Date.parse(stamp)) as Entity);
  }
}

/** Reseeds faker as handlers.ts does for `request`, so a request the world passes on answers as before. */
function reseed(seed: number, request: Request): void {
  const url = new URL(request.url);
  faker.seed(hashSeed(`${seed} ${request.method} ${url.pathname}${url.search}`));
  faker.setDefaultRefDate(MOCK_REFERENCE_DATE);
}

/** The answer of a write operation as its contract says: the entity, an ActionResult or none. */
async function answer(
  request: Request,
  operationId: string,
  entity: Entity,
  verb: keyof typeof MESSAGES,
  seed: number,
): Promise<Response | undefined> {
  const shape = answerOf(operationId);
  let value: unknown;
  if (shape.kind === 'action') {
    value = { ok: true, message: MESSAGES[verb], ...(typeof entity.id === 'number' ? { affectedId: entity.id } : {}) };
  } else if (shape.kind === 'entity') {
    faker.seed(hashSeed(`${seed} world answer ${operationId} ${String(entity.id)}`));
    const filler = (responseMock(operationId)?.() as Json | undefined) ?? {};
    const shown = pick(entity, shape.keys);
    // The filler's dates ordered around the entity's (which may be stamped now by this write).
    value = timeOrdered(
      fits(filler, shown) ? overlay(filler, shown, true) : shown,
      Math.max(Date.now(), MOCK_REFERENCE_DATE.getTime()),
    );
  } else if (shape.kind === 'other') {
    return undefined;
  }
  const handler = mockHandlerOf(operationId, value);
  const response = handler ? await getResponse([handler], request.clone()) : undefined;
  return response ?? HttpResponse.json(value ?? null, { status: request.method === 'POST' ? 201 : 200 });
}

const notHere = () => notFound('Diesen Eintrag');

/** The area's resources the overrides and stateful handlers leave free, linked to their parents. */
function freeResources(area: string, seed: number): Resource[] {
  const taken = takenRoutes(area);
  const byItem = new Map<string, Resource>();
  const all = worldRoutesOf(area).map((routes) => new Resource(routes, seed));
  for (const resource of all) if (resource.routes.item) byItem.set(resource.routes.item, resource);
  for (const resource of all) {
    resource.parent = resource.routes.parentItem ? byItem.get(resource.routes.parentItem) : undefined;
  }
  const leftToOthers = (resource: Resource): boolean =>
    routeKeys(resource.routes).some((key) => taken.has(key)) ||
    (resource.parent !== undefined && leftToOthers(resource.parent));
  const free = all.filter((resource) => !leftToOthers(resource));
  for (const resource of free) {
    if (resource.routes.list || !resource.routes.detail) continue;
    resource.ownList = free.find(
      (other) =>
        other.routes.own &&
        other.routes.base.startsWith(`${resource.routes.base}/`) &&
        !other.routes.parentItem === !resource.routes.parentItem &&
        other.routes.base.split('/').length === resource.routes.base.split('/').length + 1,
    );
  }
  // Which collection a `<x>Id` names: the first of that name, admin views only when no other.
  const refs = new Map<string, Resource>();
  for (const resource of [...free.filter((r) => !r.routes.admin), ...free.filter((r) => r.routes.admin)]) {
    for (const name of refNamesOf(resource.routes)) if (!refs.has(name)) refs.set(name, resource);
  }
  for (const resource of free) resource.refs = refs;
  return free;
}

/** The world's handlers for `area` (empty when it has no resources the others leave free). */
export function worldHandlersOf(area: string, seed: number): RequestHandler[] {
  const on = (
    method: Method,
    path: string,
    resolve: (request: Request, params: Params) => Promise<Response | undefined> | Response | undefined,
  ) =>
    http[method](path, async ({ request, params }) => {
      const response = await resolve(request, params as Params);
      // Passed on: the generated handler answers with faker seeded as if the world were not there.
      if (response === undefined) reseed(seed, request);
      return response;
    });

  const handlers: RequestHandler[] = [];
  for (const resource of freeResources(area, seed)) {
    const { routes } = resource;
    if (routes.list) {
      handlers.push(
        on('get', routes.base, (request, params) => {
          const shape = resource.list;
          if (!shape) return undefined;
          if (!resource.parentExists(params)) return notHere();
          const query = new URL(request.url).searchParams;
          const items = selectItems(
            resource
              .collection(params)
              .all()
              .map((entity) => pick(entity, shape.keys)),
            query,
          );
          const max = shape.generatedCount?.max ?? 100;
          const part =
            shape.mode === 'page'
              ? pageOf(items, query, Math.min(100, max))
              : shape.mode === 'cursor'
                ? windowOf(items, query, Math.min(100, max))
                : plainOf(items, query, max);
          return HttpResponse.json({ ...resource.envelope(params), ...part });
        }),
      );
    }
    if (routes.list && routes.create) {
      const operationId = routes.create;
      handlers.push(
        on('post', routes.base, async (request, params) => {
          if (!resource.list) return undefined;
          if (!resource.parentExists(params)) return notHere();
          const entity = resource.create(params, await body(request.clone()));
          return answer(request, operationId, entity, 'create', seed);
        }),
      );
    }
    if (!routes.item || !routes.idParam) continue;
    const item = routes.item;
    const idParam = routes.idParam;
    if (routes.detail) {
      handlers.push(
        on('get', item, (_request, params) => {
          const keys = resource.detailKeys;
          const wrapper = resource.wrapper;
          if (!keys && !wrapper) return undefined;
          if (!resource.parentExists(params)) return notHere();
          const entity = resource.find(params, paramOf(params, idParam));
          if (!entity) return notHere();
          return HttpResponse.json(keys ? pick(entity, keys) : resource.wrapped(params, entity, wrapper as string));
        }),
      );
    }
    for (const { method, operationId } of routes.update) {
      handlers.push(
        on(method as Method, item, async (request, params) => {
          if (!resource.kind) return undefined;
          const id = paramOf(params, idParam);
          const found = resource.parentExists(params) ? resource.find(params, id) : undefined;
          if (!found || id === undefined) return notHere();
          const patch = applyBody(found, await body(request.clone()));
          delete patch.id;
          if (typeof found.updatedAt === 'string') patch.updatedAt = now();
          const changed = resource.update(params, id, patch) ?? found;
          return answer(request, operationId, changed, 'update', seed);
        }),
      );
    }
    if (routes.remove) {
      const operationId = routes.remove;
      handlers.push(
        on('delete', item, (request, params) => {
          if (!resource.kind) return undefined;
          const id = paramOf(params, idParam);
          const removed = id !== undefined && resource.parentExists(params) ? resource.remove(params, id) : undefined;
          return removed ? answer(request, operationId, removed, 'delete', seed) : notHere();
        }),
      );
    }
  }
  return handlers;
}

/** Item paths whose detail the world makes up for any valid id (no list of its own holds them). */
export function madeUpDetailsOf(area: string, seed: number): Set<string> {
  return new Set(
    freeResources(area, seed)
      .filter((resource) => resource.kind === 'single' && resource.routes.item)
      .map((resource) => resource.routes.item as string),
  );
}

/**
 * The operations of a loaded area the world answers (the resources whose answers proved to be
 * lists or entities), for the report and tests. Samples every GET of the area once.
 */
export function worldOperationsOf(area: string): string[] {
  return freeResources(area, 0)
    .filter((resource) => resource.kind !== undefined)
    .flatMap(({ routes, list, detailKeys, wrapper }) => [
      list ? routes.list : undefined,
      list ? routes.create : undefined,
      detailKeys || wrapper ? routes.detail : undefined,
      ...routes.update.map((u) => u.operationId),
      routes.remove,
    ])
    .filter((id): id is string => id !== undefined);
}
