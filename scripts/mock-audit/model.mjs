// What the audit knows from the contract alone: each operation's area, parameters and schemas,
// which GET is a list and which a detail, which list a detail belongs to (its collection), which
// `<x>Id` field names point at a collection, and which date-time field pairs the schemas hold.
// No mock is called here; the runner (run.mjs) asks the handlers.
import { followRefs, operations } from '../contract/load.mjs';
import { responseSchema, successSchema } from '../contract/validate.mjs';

const refName = (node) => (typeof node?.$ref === 'string' ? node.$ref.split('/').pop() : undefined);

/** A schema with allOf parts merged into one object schema (enough to see properties and required). */
export function flatten(doc, node, depth = 0) {
  const s = followRefs(doc, node);
  if (!s || typeof s !== 'object' || depth > 8) return s ?? {};
  if (!Array.isArray(s.allOf)) return s;
  const parts = s.allOf.map((p) => flatten(doc, p, depth + 1));
  const { allOf: _allOf, ...rest } = s;
  return {
    ...rest,
    type: rest.type ?? parts.find((p) => p.type)?.type,
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), rest.properties ?? {}),
    required: [...new Set([...parts.flatMap((p) => p.required ?? []), ...(rest.required ?? [])])],
  };
}

/** `VehicleSummary`, `VehicleDetails` → `Vehicle`: what a list item and its detail have in common. */
export function baseName(name) {
  return (name ?? '').replace(/(Summary|Details|Detail|Data|Ref|ListItem|Item|Row|Entry|Overview)$/, '');
}

/** `accounts` → `account`, `replies` → `reply`, `addresses` → `address`. */
export function singular(word) {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ss|sh|ch|x)es$/.test(word)) return word.replace(/es$/, '');
  if (/s$/.test(word) && !/(ss|us|is)$/.test(word)) return word.replace(/s$/, '');
  return word;
}

const isParam = (segment) => /^\{[^}]+\}$/.test(segment);
const paramName = (segment) => segment.slice(1, -1);

/** Builds the audit's view of the contract. */
export function buildModel(doc) {
  const all = operations(doc).map(({ path, method, op, item }) => {
    const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => followRefs(doc, p));
    const schemaNode = successSchema(doc, op);
    const schema = schemaNode ? flatten(doc, schemaNode) : undefined;
    const itemsNode = schema?.properties?.items;
    const isList = method === 'get' && itemsNode !== undefined && followRefs(doc, itemsNode).type === 'array';
    const itemNode = isList ? followRefs(doc, itemsNode).items : undefined;
    const query = new Set(params.filter((p) => p.in === 'query').map((p) => p.name));
    const segments = path.split('/');
    const rb = op.requestBody ? followRefs(doc, op.requestBody) : undefined;
    return {
      operationId: op.operationId,
      area: op.tags?.[0] ?? path.split('/')[2] ?? '(untagged)',
      method,
      path,
      op,
      params,
      schemaNode,
      schemaName: refName(schemaNode),
      isList,
      itemName: itemNode ? (refName(itemNode) ?? '(inline)') : undefined,
      paged: isList && query.has('skip') && query.has('limit'),
      isDetail: method === 'get' && !isList && isParam(segments.at(-1) ?? '') && schema?.type !== 'array',
      lastParam: isParam(segments.at(-1) ?? '') ? paramName(segments.at(-1)) : undefined,
      requiredRight: op['x-required-right'],
      // x-faction: membership of a kind of faction (the player scenario is in none); one that
      // holds only for some items (ifItemOf) depends on the item the audit happens to pick.
      faction: op['x-faction']?.ifItemOf ? undefined : op['x-faction']?.kind,
      owner: op['x-owner'],
      jsonBody: rb?.content?.['application/json']?.schema,
      bodyRequired: rb?.required === true,
      otherBody: rb && !rb.content?.['application/json'] ? Object.keys(rb.content ?? {})[0] : undefined,
    };
  });
  const gets = all.filter((o) => o.method === 'get');
  const listByPath = new Map(gets.filter((o) => o.isList).map((o) => [o.path, o]));

  // A detail `Q/{p}` belongs to the list at Q, and to lists beside it (Q/own, Q/mine, Q/pending)
  // whose items are the same kind of thing (same schema name once Summary/Details are cut off).
  for (const d of gets.filter((o) => o.isDetail)) {
    const parent = d.path.slice(0, d.path.lastIndexOf('/'));
    const exact = listByPath.get(parent);
    const kinds = new Set([baseName(d.schemaName), baseName(exact?.itemName)].filter(Boolean));
    const siblings = gets.filter(
      (l) =>
        l.isList &&
        l !== exact &&
        l.path.startsWith(`${parent}/`) &&
        !l.path.slice(parent.length + 1).includes('/') &&
        kinds.has(baseName(l.itemName)),
    );
    d.lists = [...(exact ? [exact] : []), ...siblings];
    for (const l of d.lists) (l.details ??= []).push(d);
  }

  // Which list gives values for the path parameter that follows a path prefix.
  const sourceFor = (prefix) => {
    const exact = listByPath.get(prefix);
    if (exact) return exact;
    const siblings = gets.filter(
      (l) => l.isList && l.path.startsWith(`${prefix}/`) && !l.path.slice(prefix.length + 1).includes('/'),
    );
    return siblings.find((l) => /\/(own|mine|my|all)$/.test(l.path)) ?? undefined;
  };
  for (const o of all) {
    const segments = o.path.split('/');
    o.pathParams = segments
      .map((s, i) => (isParam(s) ? { name: paramName(s), source: sourceFor(segments.slice(0, i).join('/')) } : null))
      .filter(Boolean);
  }

  // `<x>Id` field names → the details that can confirm such an id exists. A path parameter's own
  // name (playerId, citizenId) holds across areas; a name made from the collection's noun
  // (accounts → accountId, bankAccountId) only inside its area, where its meaning is clear.
  const refIndex = new Map();
  const addRef = (key, d, global) => {
    const k = key.toLowerCase();
    const list = refIndex.get(k) ?? [];
    if (!list.some((r) => r.detail === d)) list.push({ detail: d, global });
    refIndex.set(k, list);
  };
  // A detail of the caller's own resource (x-owner: a SIM of the active character) answers only
  // for those; an id of someone else's (a chat partner's SIM) exists all the same, so it confirms nothing.
  for (const d of gets.filter((o) => o.isDetail && !o.owner && o.lastParam && (o.lists?.length ?? 0) > 0)) {
    if (/.Id$/.test(d.lastParam)) addRef(d.lastParam, d, true);
    const segments = d.path.split('/');
    const before = segments.at(-2);
    if (before && !isParam(before) && !/^(own|my|mine|admin|all|search)$/.test(before)) {
      const noun = singular(before);
      const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
      addRef(`${noun}Id`, d, false);
      addRef(`${d.area}${Noun}Id`, d, false);
    }
  }

  return { doc, operations: all, gets, refIndex, timeRules: timeRulesOf(doc) };
}

/** The details for a `<x>Id` field seen in an answer of `area`: same area first, else those named so globally. */
export function refTargets(model, field, area) {
  const all = model.refIndex.get(field.toLowerCase()) ?? [];
  const same = all.filter((r) => r.detail.area === area);
  return (same.length ? same : all.filter((r) => r.global)).map((r) => r.detail);
}

// Time order. Which names mean what is a rule of language, which pairs exist is the contract's:
// timeRulesOf keeps the rules whose fields occur together in some schema.
/** A past participle + At (`createdAt`, `closedAt`) or `last…At`: something that has happened. */
export const PAST = /^(?!(scheduled|planned|expected|estimated))[a-z]+edAt$|^last[A-Z]\w*At$/;
/** Fields that cannot be earlier than `createdAt` of the same object. */
export const AFTER_CREATED =
  /^(updated|edited|closed|deleted|decided|resolved|answered)At$|^last(Activity|Message|Reply|Edit)At$/;
/** Start → end pairs (strictly before). */
export const START_END = [
  ['startsAt', 'endsAt'],
  ['startAt', 'endAt'],
  ['startedAt', 'endedAt'],
  ['startedAt', 'finishedAt'],
  ['startedAt', 'completedAt'],
  ['opensAt', 'closesAt'],
  ['validFrom', 'validUntil'],
  ['issuedAt', 'expiresAt'],
  ['issuedAt', 'validUntil'],
  ['arrestedAt', 'releaseDueAt'],
  ['arrestedAt', 'releasedAt'],
  ['admittedAt', 'releasedAt'],
  ['joinedAt', 'leftAt'],
  ['submittedAt', 'decidedAt'],
];

/** The time rules that apply to this contract: `{ pairs: [[a, b, strict]], past: [names] }`. */
export function timeRulesOf(doc) {
  const objects = [];
  const seen = new Set();
  const walk = (node) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (node.properties && typeof node.properties === 'object') objects.push(Object.keys(node.properties));
    for (const v of Object.values(node)) walk(v);
  };
  walk(doc.components?.schemas ?? {});
  const together = (a, b) => objects.some((keys) => keys.includes(a) && keys.includes(b));
  const names = new Set(objects.flat());
  const pairs = [];
  for (const name of names)
    if (AFTER_CREATED.test(name) && together('createdAt', name)) pairs.push(['createdAt', name, false]);
  for (const [a, b] of START_END) if (together(a, b)) pairs.push([a, b, true]);
  const past = [...names].filter((n) => PAST.test(n)).sort();
  return { pairs, past };
}

/** The schema of a 2xx answer with `status` (falls back to the first 2xx). */
export function answerSchema(doc, op, status) {
  const declared = op.responses?.[String(status)];
  return declared ? responseSchema(doc, declared) : successSchema(doc, op);
}
