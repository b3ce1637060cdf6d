// Unknown ids in actions and sub-resources: `/api/vehicle/own/{id}/park`, `/api/polls/{id}/votes`,
// `/api/auth/admin/roles/{roleId}/members/{playerId}` answer 404 when an id of their path names
// nothing the world holds, as the backend would. Derived from the contract's paths alone: each id
// parameter ends an item path `P/{p}`; whether its value exists is asked of what keeps state (the
// overrides, the stateful handlers and the world) and of the generated lists, which answer as
// collections (handlers.ts: the same items whatever the query), never of generated details,
// which answer any id:
//   1. the detail GET `P/{p}` (or, without one, the area's one detail keyed by `{p}` alone), when
//      what keeps state answers it (404: none; 2xx: it exists),
//   2. else the lists at `P` and beside it (`P/own`, `P/invitations`): found in one, it exists;
//      answered by one and found in none, it does not,
//   3. else nothing keeps that resource: any id is taken (the generated answer stands).
// A detail the world makes up per id (no list of its own) says nothing: its lists decide.
import { getResponse, type RequestHandler } from 'msw';
import { generatedOperations } from '../generated';
import { isObject, type Json } from './shapes';

type Params = Record<string, string>;

export interface Probe {
  /** The item path `P/:p` (MSW form). */
  item: string;
  param: string;
  /** The detail GET at `item`, when the contract has one the world does not make up per id. */
  detail: boolean;
  /** Collection GETs at `P` and at `P/<static>`. */
  lists: string[];
  /**
   * Without a detail GET at `item`: the area's one detail GET keyed by the same parameter alone
   * (`/api/gameserver/characters/{playerId}` for `/api/gameserver/players/{playerId}/ban`). The
   * lists at `P` may hold only a part of the items (the characters online now); that detail,
   * where what keeps state answers it, knows them all.
   */
  alias?: string;
}

/** Item paths whose list at `P` holds the asker's own items only (a manager edits others' too). */
const OWN_ONLY = ['/api/vcom/workingtimes/:id'];

const segmentsOf = (path: string) => path.replace(/^\*/, '').split('/').filter(Boolean);
const isIdSegment = (segment: string) => /^:(id|\w+Id)$/.test(segment);

const probesByRoute = new Map<string, Probe[]>();

/**
 * The item paths of a route's id parameters, outermost first. `made` are the item paths whose
 * detail the world makes up for any id (they probe their lists only).
 */
export function probesOf(route: string, area: string, made: ReadonlySet<string>): Probe[] {
  const key = `${area} ${route}`;
  let probes = probesByRoute.get(key);
  if (probes) return probes;
  const gets = new Set(
    generatedOperations()
      .filter((op) => op.method === 'get' && segmentsOf(op.path)[1] === area)
      .map((op) => op.path),
  );
  const segments = segmentsOf(route);
  probes = [];
  for (let i = 2; i < segments.length; i++) {
    const segment = segments[i] ?? '';
    if (!isIdSegment(segment)) continue;
    const base = `*/${segments.slice(0, i).join('/')}`;
    const item = `${base}/${segment}`;
    const lists = [...gets].filter((path) => {
      if (path === base) return true;
      const rest = path.startsWith(`${base}/`) ? path.slice(base.length + 1) : undefined;
      return rest !== undefined && /^[a-zA-Z]\w*$/.test(rest);
    });
    const param = segment.slice(1);
    const aliases =
      gets.has(item) || param === 'id'
        ? []
        : [...gets].filter((path) => path.endsWith(`/${segment}`) && segmentsOf(path).filter(isIdSegment).length === 1);
    const alias = aliases.length === 1 && !made.has(aliases[0] ?? '') ? aliases[0] : undefined;
    probes.push({ item, param, detail: gets.has(item) && !made.has(item), lists, ...(alias ? { alias } : {}) });
  }
  probesByRoute.set(key, probes);
  return probes;
}

const concrete = (template: string, params: Params) =>
  template.replace(/^\*/, '').replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

async function ask(handlers: readonly RequestHandler[], origin: string, path: string): Promise<Response | undefined> {
  return getResponse([...handlers], new Request(new URL(path, origin), { headers: { Accept: 'application/json' } }));
}

/** Whether an item names `value`: its id, its `<param>` field or its `<x>` reference (`player.id` for `playerId`). */
function names(item: unknown, param: string, value: string): boolean {
  if (!isObject(item)) return false;
  const stem = /^(\w+)Id$/.exec(param)?.[1];
  const ref = stem ? item[stem] : undefined;
  // Also `user.friendId` for `friendId`: a reference object that carries the parameter's name.
  const nested = Object.values(item).map((v) => (isObject(v) ? v[param] : undefined));
  return [item.id, item[param], isObject(ref) ? ref.id : undefined, ...nested].some(
    (v) => v !== undefined && String(v) === value,
  );
}

/** At most this many pages of 100 are read from one list. */
const MAX_PAGES = 10;

/** Found in the list (true), answered without it (false), or the list is kept by nothing (undefined). */
async function inList(
  handlers: readonly RequestHandler[],
  origin: string,
  path: string,
  param: string,
  value: string,
): Promise<boolean | undefined> {
  for (let page = 0; page < MAX_PAGES; page++) {
    const response = await ask(handlers, origin, `${path}?skip=${page * 100}&limit=100`);
    // A list that needs a query of its own (`team=`) or fails says nothing about the id.
    if (!response?.ok) return undefined;
    const body = (await response.json().catch(() => undefined)) as unknown;
    const items: unknown[] | undefined = Array.isArray(body)
      ? body
      : isObject(body) && Array.isArray(body.items)
        ? (body.items as unknown[])
        : undefined;
    if (!items) return undefined;
    if (items.some((item) => names(item, param, value))) return true;
    const total = isObject(body) && isObject(body.page) ? (body.page as Json).total : undefined;
    if (typeof total !== 'number' || (page + 1) * 100 >= total || items.length === 0) return false;
  }
  return false;
}

/**
 * The entity an item path names (`probe.item` filled with `params`): its detail when that answers
 * an object, else the item of a list that names it, else undefined. Asked of `handlers`.
 */
export async function entityAt(
  handlers: readonly RequestHandler[],
  origin: string,
  probe: Probe,
  params: Params,
): Promise<Json | undefined> {
  const value = params[probe.param];
  if (value === undefined) return undefined;
  if (probe.detail) {
    const response = await ask(handlers, origin, concrete(probe.item, params));
    const body = response?.ok ? ((await response.json().catch(() => undefined)) as unknown) : undefined;
    // The entity itself, or the one a wrapping detail holds (`{ post, replies }`).
    if (isObject(body) && 'id' in body) return body;
    const inner = isObject(body) ? Object.values(body).find((v) => isObject(v) && String(v.id) === value) : undefined;
    if (isObject(inner)) return inner;
  }
  for (const list of probe.lists) {
    const response = await ask(handlers, origin, `${concrete(list, params)}?limit=100`);
    const body = response?.ok ? ((await response.json().catch(() => undefined)) as unknown) : undefined;
    const items = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.items) ? body.items : [];
    const found = (items as unknown[]).find((item) => names(item, probe.param, value));
    if (isObject(found)) return found;
  }
  return undefined;
}

/**
 * The first id of the request's path that names nothing, by its parameter name, or undefined.
 * `handlers.kept`: what keeps state in the area (overrides, stateful, world); `handlers.listing`:
 * those and the generated lists.
 */
export async function unknownIdOf(
  handlers: { kept: readonly RequestHandler[]; listing: readonly RequestHandler[] },
  origin: string,
  method: string,
  route: string,
  area: string,
  params: Params,
  made: ReadonlySet<string>,
): Promise<string | undefined> {
  for (const probe of probesOf(route, area, made)) {
    const value = params[probe.param];
    if (value === undefined) continue;
    // A detail GET answers for itself.
    if (probe.item === route && method === 'GET') continue;
    const detail = probe.detail ? probe.item : probe.alias;
    if (detail) {
      const response = await ask(handlers.kept, origin, concrete(detail, params));
      if (response?.status === 404) return probe.param;
      if (response?.ok) continue;
    }
    // A list of the asker's own items only (the own shifts) says nothing about a colleague's id.
    if (OWN_ONLY.some((path) => probe.item.endsWith(path))) continue;
    let answered = false;
    let found = false;
    for (const list of probe.lists) {
      const verdict = await inList(handlers.listing, origin, concrete(list, params), probe.param, value);
      if (verdict !== undefined) answered = true;
      if (verdict) {
        found = true;
        break;
      }
    }
    if (answered && !found) return probe.param;
  }
  return undefined;
}
