// A list request's query, applied generically: every parameter that names an item field
// filters by equality (`state=pending`, `bankId=3` against `bank.id`), `q` searches the text
// fields, `from`/`to` bound the item's date, `sort` orders, then skip/limit (or the
// before/after cursors) cut the page.
import { isObject, type Json } from './shapes';

/** Parameters with a meaning of their own, never an equality filter. */
const RESERVED = new Set(['skip', 'limit', 'q', 'before', 'after', 'sort', 'since', 'from', 'to']);

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The strings of an item and of its nested objects (owner.name, bank.name). */
function textsOf(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (depth > 1) return [];
  if (Array.isArray(value)) return value.flatMap((v) => textsOf(v, depth + 1));
  if (isObject(value)) return Object.values(value).flatMap((v) => textsOf(v, depth + 1));
  return [];
}

/** The value an equality filter compares: the field, or `x.id` for a parameter `xId`. */
function filterValue(item: Json, name: string): { found: boolean; value?: unknown } {
  if (name in item) return { found: true, value: item[name] };
  const ref = /^(\w+)Id$/.exec(name)?.[1];
  if (ref && isObject(item[ref])) return { found: true, value: (item[ref] as Json).id };
  return { found: false };
}

const matches = (value: unknown, wanted: string[]): boolean => {
  if (Array.isArray(value)) return value.some((v) => matches(v, wanted));
  // A reference matches by its id or key (`bankId=3`, `team=police` against `{ key: 'police' }`).
  if (isObject(value)) return ['id', 'key'].some((key) => key in value && matches(value[key], wanted));
  return wanted.includes(String(value));
};

const DATE_FIELDS = ['bookedAt', 'createdAt', 'date', 'startsAt', 'occurredAt', 'issuedAt', 'sentAt', 'at'];

/** The item's own date for from/to: the first date-like field it has. */
const dateOf = (item: Json) => {
  const key = DATE_FIELDS.find((k) => typeof item[k] === 'string');
  return key ? String(item[key]) : undefined;
};

/** `newest`, `lastActivity`, `ending_soon`, `price_asc`, `balanceDesc`, `-name`, `name`. */
function comparatorOf(sort: string, sample: Json | undefined): ((a: Json, b: Json) => number) | undefined {
  if (!sample) return undefined;
  const by = (key: string, direction: 1 | -1) => (a: Json, b: Json) => {
    const x = a[key];
    const y = b[key];
    if (x === y) return 0;
    if (x === undefined || x === null) return 1;
    if (y === undefined || y === null) return -1;
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * direction;
  };
  const has = (key: string) => key in sample;
  const named: Record<string, [string, 1 | -1] | undefined> = {
    newest: ['createdAt', -1],
    oldest: ['createdAt', 1],
    lastActivity: has('lastActivityAt') ? ['lastActivityAt', -1] : undefined,
    ending_soon: has('endsAt') ? ['endsAt', 1] : undefined,
  };
  const preset = named[sort];
  if (preset && has(preset[0])) return by(...preset);
  const match = /^(-)?([a-zA-Z]+?)(?:_?(asc|desc|Asc|Desc))?$/.exec(sort);
  if (!match) return undefined;
  const field = match[2] ?? '';
  const key = has(field) ? field : Object.keys(sample).find((k) => k.toLowerCase().startsWith(field.toLowerCase()));
  if (!key) return undefined;
  const descending = match[1] === '-' || /desc/i.test(match[3] ?? '');
  return by(key, descending ? -1 : 1);
}

/** The items that pass the query's filters, search and sort (before paging). */
export function selectItems(items: Json[], query: URLSearchParams): Json[] {
  let result = items;
  for (const name of new Set(query.keys())) {
    if (RESERVED.has(name)) continue;
    const wanted = query.getAll(name).flatMap((v) => v.split(','));
    const probe = result[0] ?? items[0];
    // A parameter that names no item field (mine, openOnly, ...) is left alone.
    if (!probe || !filterValue(probe, name).found) continue;
    result = result.filter((item) => matches(filterValue(item, name).value, wanted));
  }
  const q = query.get('q')?.trim();
  if (q) {
    const needle = fold(q);
    result = result.filter((item) => textsOf(item).some((text) => fold(text).includes(needle)));
  }
  const from = query.get('from');
  const to = query.get('to');
  if (from || to) {
    result = result.filter((item) => {
      const date = dateOf(item)?.slice(0, 10);
      if (!date) return true;
      return (!from || date >= from.slice(0, 10)) && (!to || date <= to.slice(0, 10));
    });
  }
  const sort = query.get('sort');
  const compare = sort ? comparatorOf(sort, items[0]) : undefined;
  return compare ? [...result].sort(compare) : result;
}

const intOf = (value: string | null, fallback: number) => {
  const n = Number(value ?? '');
  return value !== null && Number.isInteger(n) ? n : fallback;
};

/** skip/limit (limit 1..100, default 20) and the PageInfo of the whole selection. */
export function pageOf(items: Json[], query: URLSearchParams, max = 100) {
  const skip = Math.max(0, intOf(query.get('skip'), 0));
  const limit = Math.min(max, Math.max(1, intOf(query.get('limit'), 20)));
  return { items: items.slice(skip, skip + limit), page: { skip, limit, total: items.length } };
}

/** An item's cursor: opaque to the client, at least 8 characters like the contract's tokens. */
const cursorOf = (item: Json | undefined) => (item ? `c_${String(item.id).padStart(8, '0')}` : undefined);

/**
 * A window of a live list (newest first): without cursors the newest `limit`, `before` the
 * ones older than that item, `after` the ones newer. CursorInfo says where the window sits.
 */
export function windowOf(items: Json[], query: URLSearchParams, max = 100) {
  const limit = Math.min(max, Math.max(1, intOf(query.get('limit'), 20)));
  const indexOf = (cursor: string | null) =>
    cursor === null ? -1 : items.findIndex((item) => cursorOf(item) === cursor);
  const before = indexOf(query.get('before'));
  const after = indexOf(query.get('after'));
  let start = 0;
  let end = Math.min(items.length, limit);
  if (query.get('before') !== null) {
    start = before >= 0 ? before + 1 : items.length;
    end = Math.min(items.length, start + limit);
  } else if (query.get('after') !== null) {
    end = after >= 0 ? after : 0;
    start = Math.max(0, end - limit);
  }
  const shown = items.slice(start, end);
  const hasOlder = end < items.length;
  const cursor: Json = { hasOlder };
  const older = hasOlder ? cursorOf(shown.at(-1)) : undefined;
  const newer = cursorOf(shown[0] ?? items[0]);
  if (older) cursor.older = older;
  if (newer) cursor.newer = newer;
  return { items: shown, cursor };
}

/** Plain lists page only when asked to (skip or limit in the query). */
export function plainOf(items: Json[], query: URLSearchParams, max = 100) {
  if (!query.has('skip') && !query.has('limit')) return { items: items.slice(0, max) };
  return { items: pageOf(items, query, max).items };
}

/**
 * A generated list answer (`{ items, page }`, `{ items }` or an array) as a collection: its items
 * are the whole list, filtered, searched and sorted as the query says (selectItems), then paged:
 * `page` tells the truth (orval's mock draws items and page apart: 18 items for limit=3, page.total
 * 7529). Live lists (`cursor`) and other answers are returned as they are.
 */
export async function collectionResponse(response: Response, query: URLSearchParams): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return response;
  let value: unknown;
  try {
    value = await response.clone().json();
  } catch {
    return response;
  }
  let shaped: unknown;
  const listed = (items: unknown[]) => selectItems(items.filter(isObject), query);
  if (Array.isArray(value)) {
    if (!value.every(isObject)) return response;
    shaped = plainOf(listed(value), query, Number.POSITIVE_INFINITY).items;
  } else if (isObject(value) && Array.isArray(value.items) && !('cursor' in value)) {
    if (!value.items.every(isObject)) return response;
    const items = listed(value.items);
    shaped = isObject(value.page)
      ? { ...value, ...pageOf(items, query) }
      : { ...value, ...plainOf(items, query, Number.POSITIVE_INFINITY) };
  } else return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(shaped), { status: response.status, statusText: response.statusText, headers });
}
