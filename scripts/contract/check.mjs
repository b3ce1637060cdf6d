#!/usr/bin/env node
// npm run contract:check -- --base-url http://127.0.0.1:8080 [--cookie "session=..."]
//   [--include-writes] [--json] [--contract path/portal.yaml] [--only <operationId,...>]
//   [--timeout 10000] [--max-requests 1000] [--max-time 300]
// Calls every GET operation of a running backend with sample parameters (from the
// contract's examples, or ids found in earlier list responses) and validates each answer:
// status declared, body matching its schema. Sends POST/PUT/PATCH/DELETE only with
// --include-writes. Exits 1 on a mismatch, an undeclared status or an unreachable backend.
import path from 'node:path';
import { followRefs, argValue, contractPath, loadContract, operations } from './load.mjs';
import { createValidator, declaredResponse, responseSchema } from './validate.mjs';

const WRITE_ORDER = { post: 1, put: 2, patch: 3, delete: 4 };

function exampleOf(doc, param) {
  const schema = followRefs(doc, param.schema);
  const fromExamples = param.examples && Object.values(param.examples)[0];
  const candidates = [
    param.example,
    fromExamples && followRefs(doc, fromExamples).value,
    schema.example,
    Array.isArray(schema.examples) ? schema.examples[0] : undefined,
    schema.default,
    Array.isArray(schema.enum) ? schema.enum[0] : undefined,
    schema.const,
  ];
  return candidates.find((v) => v !== undefined);
}

/** A small valid-looking value for a schema (request bodies of --include-writes). */
export function sampleFromSchema(doc, node, depth = 0) {
  const s = followRefs(doc, node);
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.allOf) return Object.assign({}, ...s.allOf.map((p) => sampleFromSchema(doc, p, depth + 1)));
  if (s.oneOf || s.anyOf) return sampleFromSchema(doc, (s.oneOf ?? s.anyOf)[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || s.properties) {
    const out = {};
    if (depth > 6) return out;
    for (const name of s.required ?? [])
      if (s.properties?.[name]) out[name] = sampleFromSchema(doc, s.properties[name], depth + 1);
    return out;
  }
  if (type === 'array')
    return depth > 6
      ? []
      : Array.from({ length: s.minItems ?? 1 }, () => sampleFromSchema(doc, s.items ?? {}, depth + 1));
  if (type === 'integer' || type === 'number') return s.minimum ?? 1;
  if (type === 'boolean') return true;
  if (s.format === 'date-time') return new Date(0).toISOString();
  if (s.format === 'date') return '2026-01-01';
  return 'Test'.padEnd(s.minLength ?? 4, 'x');
}

/** Remembers identifiers seen in answers: by key name (playerId: [...]) and list ids by path. */
class Harvest {
  byName = new Map();
  byPath = new Map();

  add(routePath, body) {
    const ids = [];
    const list = Array.isArray(body) ? body : Array.isArray(body?.items) ? body.items : undefined;
    for (const item of list ?? [])
      if (item && (typeof item.id === 'number' || typeof item.id === 'string')) ids.push(item.id);
    if (ids.length) this.byPath.set(routePath, ids);
    this.walk(body, 0);
  }

  walk(node, depth) {
    if (!node || typeof node !== 'object' || depth > 4) return;
    if (Array.isArray(node)) {
      node.slice(0, 5).forEach((x) => this.walk(x, depth + 1));
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (
        (typeof value === 'number' || typeof value === 'string') &&
        /(^id$|Id$|^serial$|^hash$|^key$|^code$|Number$)/.test(key)
      ) {
        const seen = this.byName.get(key) ?? [];
        if (seen.length < 5 && !seen.includes(value)) seen.push(value);
        this.byName.set(key, seen);
      } else this.walk(value, depth + 1);
    }
  }

  valueFor(name, routePath) {
    const before = routePath.slice(0, routePath.indexOf(`{${name}}`)).replace(/\/$/, '');
    return this.byPath.get(before)?.[0] ?? this.byName.get(name)?.[0];
  }
}

function buildRequest(doc, { path: route, method, op, item }, harvest) {
  const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => followRefs(doc, p));
  let url = route;
  const query = new URLSearchParams();
  for (const p of params) {
    if (p.in === 'path') {
      let value = harvest.valueFor(p.name, route) ?? exampleOf(doc, p);
      const schema = followRefs(doc, p.schema);
      if (value === undefined && (schema.type === 'integer' || schema.type === 'number')) value = schema.minimum ?? 1;
      if (value === undefined) return { skip: `no sample for path parameter "${p.name}" (add an example)` };
      url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    } else if (p.in === 'query' && p.required) {
      const value = exampleOf(doc, p);
      if (value === undefined) return { skip: `no sample for query parameter "${p.name}" (add an example)` };
      query.set(p.name, String(value));
    }
  }
  const qs = query.toString();
  let body;
  if (method !== 'get' && op.requestBody) {
    const rb = followRefs(doc, op.requestBody);
    const schema = rb.content?.['application/json']?.schema;
    if (schema) body = JSON.stringify(sampleFromSchema(doc, schema));
  }
  return { url: qs ? `${url}?${qs}` : url, body };
}

async function call(baseUrl, request, method, { cookie, timeout }) {
  const headers = { Accept: 'application/json, application/problem+json' };
  if (cookie) headers.Cookie = cookie;
  if (request.body) headers['Content-Type'] = 'application/json';
  const res = await fetch(new URL(request.url, baseUrl), {
    method: method.toUpperCase(),
    headers,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeout),
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text };
}

function judge(doc, validate, op, answer) {
  const declared = declaredResponse(op, answer.status);
  // Every operation has a default Problem answer, so a status the contract does not name
  // explicitly (or by its class, 5XX) still counts as undeclared: that is the drift to report.
  const explicit = op.responses?.[String(answer.status)] ?? op.responses?.[`${String(answer.status)[0]}XX`];
  if (!declared || !explicit) {
    const note = declared ? ' (only the default answer covers it)' : '';
    return { result: 'undeclared', detail: `status ${answer.status} is not declared${note}` };
  }
  const schema = responseSchema(doc, declared);
  if (!schema) return { result: 'ok' };
  let body;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return {
      result: 'mismatch',
      errors: [
        {
          path: '$',
          expected: 'a JSON body',
          actual: `${answer.type || 'no content type'}: ${answer.text.slice(0, 40)}`,
        },
      ],
    };
  }
  const errors = validate(schema, body);
  return errors.length ? { result: 'mismatch', errors, body } : { result: 'ok', body };
}

/** Runs the check; returns { results, summary }. */
export async function checkBackend(doc, options) {
  const { baseUrl, includeWrites = false, maxRequests = 1000, maxTime = 300, only } = options;
  const validate = createValidator(doc);
  const harvest = new Harvest();
  const depth = (o) => (o.path.match(/\{/g) ?? []).length;
  const ops = operations(doc)
    .filter((o) => o.method === 'get' || (includeWrites && WRITE_ORDER[o.method]))
    .filter((o) => !only || only.includes(o.op.operationId))
    .sort(
      (a, b) =>
        (WRITE_ORDER[a.method] ?? 0) - (WRITE_ORDER[b.method] ?? 0) ||
        depth(a) - depth(b) ||
        a.path.localeCompare(b.path),
    );
  const deadline = Date.now() + maxTime * 1000;
  const results = [];
  let sent = 0;
  let failedInRow = 0;
  for (const entry of ops) {
    const base = { operationId: entry.op.operationId, method: entry.method.toUpperCase(), path: entry.path };
    if (sent >= maxRequests || Date.now() > deadline || failedInRow >= 5) {
      const why =
        failedInRow >= 5 ? 'backend unreachable' : sent >= maxRequests ? 'request limit reached' : 'time limit reached';
      results.push({ ...base, result: 'skipped', detail: why });
      continue;
    }
    const request = buildRequest(doc, entry, harvest);
    if (request.skip) {
      results.push({ ...base, result: 'skipped', detail: request.skip });
      continue;
    }
    sent++;
    let answer;
    try {
      answer = await call(baseUrl, request, entry.method, options);
    } catch (error) {
      failedInRow++;
      results.push({
        ...base,
        url: request.url,
        result: 'unreachable',
        detail: error.cause?.code ?? error.name ?? String(error),
      });
      continue;
    }
    failedInRow = 0;
    const verdict = judge(doc, validate, entry.op, answer);
    if (answer.status < 300 && verdict.body !== undefined) harvest.add(entry.path, verdict.body);
    delete verdict.body;
    results.push({ ...base, url: request.url, status: answer.status, ...verdict });
  }
  const count = (r) => results.filter((x) => x.result === r).length;
  const summary = {
    ok: count('ok'),
    mismatch: count('mismatch'),
    undeclared: count('undeclared'),
    unreachable: count('unreachable'),
    skipped: count('skipped'),
    requests: sent,
    unauthorized: results.filter((r) => r.status === 401).length,
  };
  return { results, summary };
}

function format({ results, summary }, label) {
  const lines = [`contract check: ${label}`, ''];
  const width = Math.min(40, Math.max(12, ...results.map((r) => r.operationId.length)));
  for (const r of results) {
    const head = `${r.result.toUpperCase().padEnd(11)} ${r.operationId.padEnd(width)} ${String(r.status ?? '').padEnd(3)}`;
    if (r.result === 'mismatch') {
      lines.push(`${head} ${r.url}`);
      for (const e of r.errors.slice(0, 5))
        lines.push(`              ${e.path}: expected ${e.expected}, got ${e.actual}`);
      if (r.errors.length > 5) lines.push(`              ... and ${r.errors.length - 5} more`);
    } else lines.push(`${head} ${r.detail ?? r.url ?? ''}`.trimEnd());
  }
  lines.push(
    '',
    `summary: ${summary.ok} ok, ${summary.mismatch} mismatch, ${summary.undeclared} undeclared status, ${summary.unreachable} unreachable, ${summary.skipped} skipped (${summary.requests} requests)`,
  );
  if (summary.unauthorized > summary.ok / 2 && summary.unauthorized > 0) {
    lines.push(
      `note: ${summary.unauthorized} answers were 401; pass --cookie "<session cookie>" to check signed-in data`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const baseUrl = argValue(args, '--base-url') ?? process.env.PORTAL_API_URL;
  if (!baseUrl) {
    console.error(
      'usage: npm run contract:check -- --base-url http://127.0.0.1:8080 [--cookie "..."] [--include-writes] [--json]',
    );
    process.exit(2);
  }
  const file = path.resolve(argValue(args, '--contract') ?? contractPath);
  const doc = await loadContract(file);
  const includeWrites = args.includes('--include-writes');
  const outcome = await checkBackend(doc, {
    baseUrl,
    cookie: argValue(args, '--cookie'),
    includeWrites,
    timeout: Number(argValue(args, '--timeout') ?? 10_000),
    maxRequests: Number(argValue(args, '--max-requests') ?? 1000),
    maxTime: Number(argValue(args, '--max-time') ?? 300),
    only: argValue(args, '--only')?.split(','),
  });
  const label = `${baseUrl} (${includeWrites ? 'reads and writes' : 'GET only'}, contract ${path.relative(process.cwd(), file)})`;
  console.log(args.includes('--json') ? JSON.stringify(outcome, null, 2) : format(outcome, label));
  const { mismatch, undeclared, unreachable } = outcome.summary;
  process.exit(mismatch + undeclared + unreachable > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
