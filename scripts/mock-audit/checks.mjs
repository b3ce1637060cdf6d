// The audit's checks as plain functions over answers: each returns a list of violations (English
// developer text, one string each); an empty list means the check holds. No I/O here, so
// tests/tools/mock-audit.test.ts proves each check on small hand-made answers.

const show = (v) => {
  const text = JSON.stringify(v);
  return text === undefined ? 'undefined' : text.length > 40 ? `${text.slice(0, 37)}...` : text;
};
const isScalar = (v) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The items of a list answer (`{ items: [...] }` or a bare array), or undefined. */
export function itemsOf(body) {
  if (Array.isArray(body)) return body;
  return isObject(body) && Array.isArray(body.items) ? body.items : undefined;
}

/**
 * List/detail identity: the detail of an item is the same object. Every scalar field of the item
 * that the detail also has must be equal, and so must the `id` of nested objects both have
 * (an owner, a holder). A field only one side has is not compared.
 */
export function checkIdentity(item, detail) {
  if (!isObject(item) || !isObject(detail)) return ['list item or detail is not an object'];
  const out = [];
  for (const [key, value] of Object.entries(item)) {
    if (!(key in detail)) continue;
    const other = detail[key];
    if (isScalar(value)) {
      if (isScalar(other) && other !== value) out.push(`${key}: list ${show(value)}, detail ${show(other)}`);
    } else if (isObject(value) && isObject(other) && 'id' in value && 'id' in other && value.id !== other.id) {
      out.push(`${key}.id: list ${show(value.id)}, detail ${show(other.id)}`);
    }
  }
  return out;
}

/** Id echo: a detail answers the id its path names (`field` is the path parameter's name). */
export function checkIdEcho(pathValue, detail, field = 'id') {
  if (!isObject(detail)) return ['answer is not an object'];
  // A `…Id` parameter may be answered as `id`; a name, hash or serial only as itself.
  const key = field in detail ? field : /(^id|Id)$/.test(field) && 'id' in detail ? 'id' : undefined;
  if (!key) return [];
  return String(detail[key]) === String(pathValue)
    ? []
    : [`path ${field}=${show(pathValue)}, answer ${key}=${show(detail[key])}`];
}

/** Paging honoured: `?skip=<skip>&limit=<limit>` answers at most `limit` items and says so in `page`. */
export function checkPaging(body, { skip, limit }) {
  const items = itemsOf(body);
  if (!items) return ['answer has no items array'];
  const out = [];
  if (items.length > limit) out.push(`limit=${limit}: ${items.length} items`);
  const page = isObject(body) ? body.page : undefined;
  if (!isObject(page)) return [...out, 'no page object'];
  if (page.limit !== limit) out.push(`limit=${limit}: page.limit ${show(page.limit)}`);
  if (page.skip !== skip) out.push(`skip=${skip}: page.skip ${show(page.skip)}`);
  if (typeof page.total !== 'number' || page.total < items.length) {
    out.push(`page.total ${show(page.total)} < ${items.length} items`);
  }
  return out;
}

/** Skip beyond the end: `?skip=<total>` answers no items. */
export function checkPagingBeyond(body, skip) {
  const items = itemsOf(body);
  if (!items) return ['answer has no items array'];
  return items.length === 0 ? [] : [`skip=${skip} (≥ total): ${items.length} items`];
}

const ISO = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const timeOf = (v) => (typeof v === 'string' && ISO.test(v) ? Date.parse(v) : NaN);

/**
 * Time order in every object of an answer: each pair `[a, b, strict]` (a before b, or not after it),
 * and no `past` field (createdAt, closedAt, last…At) after `now`. Reports at most `max` findings.
 */
export function checkTimeOrder(body, { pairs, past, now }, max = 5) {
  const out = [];
  const pastSet = new Set(past);
  const walk = (node, where) => {
    if (out.length >= max || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((x, i) => walk(x, `${where}[${i}]`));
      return;
    }
    for (const [a, b, strict] of pairs) {
      const x = timeOf(node[a]);
      const y = timeOf(node[b]);
      if (Number.isNaN(x) || Number.isNaN(y)) continue;
      if (strict ? !(x < y) : x > y) out.push(`${where}: ${a} ${node[a]} ${strict ? '≥' : '>'} ${b} ${node[b]}`);
    }
    for (const [key, value] of Object.entries(node)) {
      if (pastSet.has(key) && timeOf(value) > now) out.push(`${where}.${key} ${value} is after now`);
      if (value && typeof value === 'object') walk(value, `${where}.${key}`);
    }
  };
  walk(body, '$');
  return out.slice(0, max);
}

/** Every `<x>Id` field with a scalar value in an answer: `[{ field, value, at }]` (distinct field+value). */
export function idReferences(body, max = 40) {
  const found = new Map();
  const walk = (node, where) => {
    if (found.size >= max || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((x, i) => walk(x, `${where}[${i}]`));
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (/^[a-z]\w*Id$/.test(key) && (typeof value === 'number' || (typeof value === 'string' && value))) {
        const k = `${key}=${value}`;
        if (!found.has(k)) found.set(k, { field: key, value, at: `${where}.${key}` });
      } else if (value && typeof value === 'object') walk(value, `${where}.${key}`);
    }
  };
  walk(body, '$');
  return [...found.values()];
}

const countOf = (body) => (typeof body?.page?.total === 'number' ? body.page.total : (itemsOf(body)?.length ?? 0));

/**
 * A create is kept: its list afterwards shows the created id (`id` or `affectedId` of the answer),
 * or counts one more than before.
 */
export function checkCreated(listBefore, answer, listAfter) {
  const id = answer?.id ?? answer?.affectedId;
  if (id !== undefined && (itemsOf(listAfter) ?? []).some((x) => String(x?.id) === String(id))) return [];
  const before = countOf(listBefore);
  const after = countOf(listAfter);
  return after === before + 1
    ? []
    : [`does not show the created ${id === undefined ? 'item' : `id ${id}`} (${before} → ${after})`];
}

/**
 * An update is kept: every scalar field sent shows in the detail afterwards (fields it has), except
 * `version`, which the server counts up with every change.
 */
export function checkUpdated(sent, detail) {
  if (!isObject(sent) || !isObject(detail)) return [];
  return Object.entries(sent)
    .filter(([key, value]) => key !== 'version' && isScalar(value) && key in detail && detail[key] !== value)
    .map(([key, value]) => `shows ${key} ${show(detail[key])} after ${show(value)} was sent`);
}

/** Status: `expected` may be a number or a predicate. */
export function checkStatus(status, expected, what) {
  const ok = typeof expected === 'function' ? expected(status) : status === expected;
  return ok ? [] : [`${what}: answered ${status === undefined ? 'nothing (no handler)' : status}`];
}
