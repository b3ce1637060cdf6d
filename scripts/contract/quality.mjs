// The quality figures of issue 14 (`npm run contract:stats -- --quality`): what a screen or a
// mock can trust in the contract. Each measure counts problems in the bundled contract; the
// lint rules of openapi/lint/portal-rules.js keep them at their goals.
import {
  CHECKABLE_FORMATS,
  GUARD_KEYS,
  MONEY_MOVING,
  STATE_NAME,
  USER_ID_AREAS,
  WRITE_METHODS,
  isMoneyName,
  missingLimit,
} from '../../openapi/lint/portal-rules.js';
import { followRefs, operations } from './load.mjs';

export { WRITE_METHODS, GUARD_KEYS, isMoneyName, STATE_NAME, CHECKABLE_FORMATS, MONEY_MOVING, USER_ID_AREAS };

/** Calls visit(name, schema, parentName) for every property reachable from `node`. */
export function walkProperties(doc, node, visit, seen = new Set(), owner = '(inline)') {
  if (!node || typeof node !== 'object') return;
  if (typeof node.$ref === 'string') {
    if (seen.has(node.$ref)) return;
    seen.add(node.$ref);
    walkProperties(doc, followRefs(doc, node), visit, seen, node.$ref.split('/').pop());
    return;
  }
  for (const [name, prop] of Object.entries(node.properties ?? {})) {
    visit(name, followRefs(doc, prop), prop, owner);
    walkProperties(doc, prop, visit, seen, owner);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'])
    for (const sub of node[key] ?? []) walkProperties(doc, sub, visit, seen, owner);
  if (node.items) walkProperties(doc, node.items, visit, seen, owner);
  if (node.additionalProperties && typeof node.additionalProperties === 'object') {
    walkProperties(doc, node.additionalProperties, visit, seen, owner);
  }
}

/** Every schema node of the document (components and inline), with a path for reports. */
function* schemaNodes(node, where = '#') {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) yield* schemaNodes(node[i], `${where}/${i}`);
  } else if (node && typeof node === 'object') {
    yield [node, where];
    for (const [k, v] of Object.entries(node))
      if (k !== 'example' && k !== 'examples') yield* schemaNodes(v, `${where}/${k}`);
  }
}

const allowsNegative = (s) => {
  if (s.type !== 'integer' && s.type !== 'number') return false;
  const min = s.exclusiveMinimum ?? s.minimum;
  return min === undefined || min < 0;
};

function requestBodySchemas(doc, op) {
  const body = followRefs(doc, op.requestBody ?? {});
  return Object.values(body.content ?? {})
    .map((m) => m.schema)
    .filter(Boolean);
}

function parametersOf(doc, item, op) {
  const out = new Map();
  for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
    const param = followRefs(doc, p);
    out.set(`${param.in}:${param.name}`, param);
  }
  return [...out.values()];
}

export function computeQuality(doc) {
  const ops = operations(doc);
  const schemas = doc.components?.schemas ?? {};
  const details = {};
  const note = (key, what) => (details[key] ??= []).push(what);

  // 1. guards
  for (const { method, op } of ops) {
    if (WRITE_METHODS.includes(method) && !GUARD_KEYS.some((k) => op[k] !== undefined))
      note('unguardedWrites', op.operationId);
  }
  const acpRights = new Set(schemas.AcpRight?.enum ?? []);
  const usedRights = new Set(ops.map(({ op }) => op['x-required-right']).filter((r) => r !== undefined));
  for (const r of usedRights) if (!acpRights.has(r)) note('rightsOutsideEnum', r);

  // 2. money inputs that accept a negative value
  const moneySeen = new Set();
  for (const { op } of ops) {
    for (const root of requestBodySchemas(doc, op)) {
      walkProperties(doc, root, (name, schema, _raw, owner) => {
        if (!isMoneyName(name) || !allowsNegative(schema)) return;
        const key = `${owner === '(inline)' ? op.operationId : owner}.${name}`;
        if (!moneySeen.has(key)) {
          moneySeen.add(key);
          note('negativeMoneyInputs', key);
        }
      });
    }
  }

  // 2b. request properties a form offers without limits
  const limitSeen = new Set();
  for (const { op } of ops) {
    for (const root of requestBodySchemas(doc, op)) {
      walkProperties(doc, root, (name, schema, _raw, owner) => {
        const key = `${owner === '(inline)' ? op.operationId : owner}.${name}`;
        if (limitSeen.has(key) || !missingLimit(name, schema)) return;
        limitSeen.add(key);
        note('inputsWithoutLimits', `${key}: ${missingLimit(name, schema)}`);
      });
    }
  }

  // 3. state-like strings without an enum
  for (const [name, schema] of Object.entries(schemas)) {
    for (const [prop, raw] of Object.entries(schema.properties ?? {})) {
      const s = followRefs(doc, raw);
      if (STATE_NAME.test(prop) && s.type === 'string' && !s.enum && s.const === undefined && !s.format) {
        note('stateStringsWithoutEnum', `${name}.${prop}`);
      }
    }
  }

  for (const { op, item } of ops) {
    for (const p of parametersOf(doc, item, op)) {
      const schema = followRefs(doc, p.schema ?? {});
      if (p.in === 'query' && STATE_NAME.test(p.name) && schema.type === 'string' && !schema.enum) {
        note('stateStringsWithoutEnum', `${op.operationId}: query ${p.name}`);
      }
    }
  }

  // 3b. inline enums copied between schemas (an entity and its input share one named enum)
  const enumUses = new Map();
  for (const [name, schema] of Object.entries(schemas)) {
    for (const [prop, raw] of Object.entries(schema.properties ?? {})) {
      if (!Array.isArray(raw.enum) || raw.enum.length < 2) continue;
      const key = JSON.stringify(raw.enum);
      if (!enumUses.has(key)) enumUses.set(key, []);
      enumUses.get(key).push(`${name}.${prop}`);
    }
  }
  for (const uses of enumUses.values()) if (uses.length > 1) note('copiedEnums', uses.join(', '));

  // 4. path parameters without a description
  for (const { path, op, item } of ops) {
    for (const p of parametersOf(doc, item, op)) {
      if (p.in === 'path' && !p.description)
        note('pathParamsWithoutDescription', `${op.operationId} {${p.name}} ${path}`);
    }
  }

  // 5. checkable custom formats without a pattern
  for (const [node, where] of schemaNodes(doc)) {
    if (typeof node.format === 'string' && CHECKABLE_FORMATS.includes(node.format) && !node.pattern) {
      note('formatsWithoutPattern', `${where} (${node.format})`);
    }
  }

  // 6. kind-switched schemas: discriminated unions, and kind-bearing input bodies without one
  const discriminated = Object.entries(schemas).filter(([, s]) => s.oneOf && s.discriminator);
  for (const { op } of ops) {
    for (const root of requestBodySchemas(doc, op)) {
      const s = followRefs(doc, root);
      if (s.properties?.kind && s['x-kind-decides-fields'] !== false && !s.oneOf) {
        const kinds = followRefs(doc, s.properties.kind).enum ?? [];
        const optional = Object.keys(s.properties).filter((p) => !(s.required ?? []).includes(p));
        if (kinds.length > 1 && optional.length > 0)
          note('kindBodiesWithoutOneOf', `${op.operationId}: ${root.$ref ?? '(inline)'}`);
      }
    }
  }

  // 7. query parameters without a 400/422 answer
  for (const { op, item } of ops) {
    const hasQuery = parametersOf(doc, item, op).some((p) => p.in === 'query');
    if (hasQuery && !op.responses?.['400'] && !op.responses?.['422']) note('queryWithoutBadRequest', op.operationId);
  }

  // 8. money-moving operations without Idempotency-Key
  for (const { method, op, item } of ops) {
    if (method === 'get' || !MONEY_MOVING.test(op.operationId)) continue;
    const has = parametersOf(doc, item, op).some(
      (p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key',
    );
    if (!has) note('moneyWithoutIdempotencyKey', op.operationId);
  }

  // 9. {userId}: which tags use it, and for how many meanings (parameter descriptions)
  const userIdTags = new Map();
  for (const { path, op, item } of ops) {
    const p = parametersOf(doc, item, op).find((x) => x.in === 'path' && x.name === 'userId');
    if (!p) continue;
    const tag = op.tags?.[0] ?? '(untagged)';
    if (!userIdTags.has(tag)) userIdTags.set(tag, new Set());
    userIdTags.get(tag).add(p.description ?? `(undescribed: ${path})`);
  }
  const userIdMixed = [...userIdTags].filter(([, meanings]) => meanings.size > 1).map(([t]) => t);

  const count = (key) => details[key]?.length ?? 0;
  const rows = [
    { key: 'unguardedWrites', label: 'write operations without a guard', now: count('unguardedWrites'), goal: 0 },
    {
      key: 'rightsOutsideEnum',
      label: `x-required-right values outside AcpRight (of ${usedRights.size})`,
      now: count('rightsOutsideEnum'),
      goal: 0,
    },
    {
      key: 'negativeMoneyInputs',
      label: 'money-like input properties accepting a negative value',
      now: count('negativeMoneyInputs'),
      goal: 0,
    },
    {
      key: 'inputsWithoutLimits',
      label: 'request properties without min/max/length/pattern/maxItems',
      now: count('inputsWithoutLimits'),
      goal: 0,
    },
    {
      key: 'stateStringsWithoutEnum',
      label: 'state/status/kind/type/category/role strings without an enum',
      now: count('stateStringsWithoutEnum'),
      goal: 0,
    },
    {
      key: 'copiedEnums',
      label: 'inline enums copied between schemas instead of one named enum',
      now: count('copiedEnums'),
      goal: 0,
    },
    {
      key: 'pathParamsWithoutDescription',
      label: 'path parameters without a description',
      now: count('pathParamsWithoutDescription'),
      goal: 0,
    },
    {
      key: 'formatsWithoutPattern',
      label: 'plate/phone/callsign/colour/account formats without a pattern',
      now: count('formatsWithoutPattern'),
      goal: 0,
    },
    {
      key: 'discriminatedUnions',
      label: 'schemas with oneOf + discriminator (more is better)',
      now: discriminated.length,
      goal: null,
      ok: discriminated.length > 0,
    },
    {
      key: 'kindBodiesWithoutOneOf',
      label: 'request bodies where a kind decides fields, without oneOf',
      now: count('kindBodiesWithoutOneOf'),
      goal: 0,
    },
    {
      key: 'queryWithoutBadRequest',
      label: 'operations with query parameters but no 400/422',
      now: count('queryWithoutBadRequest'),
      goal: 0,
    },
    {
      key: 'moneyWithoutIdempotencyKey',
      label: 'money-moving operations without Idempotency-Key',
      now: count('moneyWithoutIdempotencyKey'),
      goal: 0,
    },
    {
      key: 'userIdTags',
      label: `tags using {userId} (${[...userIdTags.keys()].join(', ')}); mixed meanings: ${userIdMixed.length}`,
      now: userIdTags.size,
      goal: 2,
      ok: userIdTags.size <= 2 && userIdMixed.length === 0,
    },
  ].map((r) => ({ ...r, ok: r.ok ?? r.now <= r.goal }));
  details.discriminatedUnions = discriminated.map(([n]) => n);
  details.userIdTags = [...userIdTags].map(([t, m]) => `${t}: ${[...m].join(' | ')}`);
  return { rows, details, operations: ops.length };
}

export function formatQuality(q, { verbose = false } = {}) {
  const lines = [`contract quality (${q.operations} operations)`, ''];
  for (const r of q.rows) {
    const goal = r.goal === null ? '> 0' : r.key === 'userIdTags' ? `≤ ${r.goal}` : String(r.goal);
    lines.push(`${String(r.now).padStart(5)}  goal ${goal.padEnd(4)} ${r.ok ? 'ok  ' : 'OPEN'}  ${r.label}`);
    if (verbose) for (const d of (q.details[r.key] ?? []).slice(0, 400)) lines.push(`           - ${d}`);
  }
  const open = q.rows.filter((r) => !r.ok).length;
  lines.push('', open === 0 ? 'every measure is at its goal' : `${open} measures not at their goal`);
  return lines.join('\n');
}
