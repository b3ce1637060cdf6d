#!/usr/bin/env node
// npm run contract:diff -- <git-ref> [--json]
// npm run contract:diff -- --old a/portal.yaml [--new b/portal.yaml] [--json]
// Compares the contract with its version at a git ref (default HEAD) and lists breaking
// changes apart from safe ones. For each breaking change: the generated hook names and
// the files under src/ that use them. Exits 1 when a change is breaking, 2 on bad input.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { argValue, loadContract, operations, root as projectRoot } from './load.mjs';
import { filesUsing, generatedNames, indexWords, listSourceFiles } from './usage.mjs';

// ---------- schema comparison ----------

function pointer(doc, ref) {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((node, key) => node?.[key], doc);
}

/** Follows $refs; returns [node, name of the last schema ref or undefined]. */
function deref(doc, node) {
  let name;
  for (let i = 0; node && typeof node.$ref === 'string' && i < 50; i++) {
    name = node.$ref;
    node = pointer(doc, node.$ref);
  }
  return [node ?? {}, name];
}

/** allOf merged into one object view (properties, required), so composed schemas compare too. */
function flatten(doc, node) {
  const [s, name] = deref(doc, node);
  if (!Array.isArray(s.allOf)) return [s, name];
  const merged = { ...s, properties: { ...(s.properties ?? {}) }, required: [...(s.required ?? [])] };
  delete merged.allOf;
  for (const part of s.allOf) {
    const [p] = flatten(doc, part);
    Object.assign(merged.properties, p.properties ?? {});
    merged.required.push(...(p.required ?? []));
    if (p.type && !merged.type) merged.type = p.type;
  }
  return [merged, name];
}

const typesOf = (s) => {
  const t = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  const list = t === undefined ? [] : Array.isArray(t) ? [...t] : [t];
  if (s.nullable === true) list.push('null');
  return list;
};
// integer values are numbers: number accepts what integer accepted.
const covers = (types, t) => types.includes(t) || (t === 'integer' && types.includes('number'));
const enumOf = (s) => (Array.isArray(s.enum) ? s.enum : s.const !== undefined ? [s.const] : undefined);

/**
 * direction 'request': the client sends it, so anything the server accepts less is breaking.
 * direction 'response': the client reads it, so anything it can no longer rely on is breaking.
 */
function compareSchema(ctx, oldNode, newNode, direction, where, seen = new Set()) {
  const [o, oName] = flatten(ctx.oldDoc, oldNode);
  const [n, nName] = flatten(ctx.newDoc, newNode);
  const key = `${oName}|${nName}|${direction}`;
  if (oName && nName) {
    if (seen.has(key)) return;
    seen = new Set(seen).add(key);
  }
  const report = (breaking, message) => ctx.add(breaking, `${where}: ${message}`);
  const ot = typesOf(o);
  const nt = typesOf(n);
  if (ot.length > 0 && nt.length > 0) {
    if (direction === 'request') {
      const lost = ot.filter((t) => !covers(nt, t));
      if (lost.length) report(true, `type narrowed from ${ot.join('|')} to ${nt.join('|')}`);
    } else {
      const gained = nt.filter((t) => !ot.includes(t));
      if (gained.length) report(true, `type changed from ${ot.join('|')} to ${nt.join('|')}`);
    }
  }
  const oe = enumOf(o);
  const ne = enumOf(n);
  if (direction === 'request') {
    if (ne && (!oe || oe.some((v) => !ne.includes(v)))) {
      const removed = oe ? oe.filter((v) => !ne.includes(v)) : ['(any value)'];
      report(true, `enum narrowed: no longer accepts ${removed.map((v) => JSON.stringify(v)).join(', ')}`);
    } else if (oe && ne && ne.length > oe.length) report(false, 'enum widened');
    const tighter = [
      ['maxLength', (a, b) => b < a],
      ['minLength', (a, b) => b > a],
      ['maximum', (a, b) => b < a],
      ['minimum', (a, b) => b > a],
      ['maxItems', (a, b) => b < a],
      ['minItems', (a, b) => b > a],
    ];
    for (const [kw, worse] of tighter) {
      if (n[kw] !== undefined && (o[kw] === undefined || worse(o[kw], n[kw]))) {
        report(true, `${kw} narrowed from ${o[kw] ?? '(none)'} to ${n[kw]}`);
      }
    }
    if (n.pattern !== undefined && n.pattern !== o.pattern) report(true, `pattern changed to ${n.pattern}`);
  } else if (oe && ne && ne.some((v) => !oe.includes(v))) {
    const added = ne.filter((v) => !oe.includes(v));
    report(true, `enum has new values the client does not know: ${added.map((v) => JSON.stringify(v)).join(', ')}`);
  } else if (!oe && ne) report(false, 'enum introduced');

  // objects
  const op = o.properties ?? {};
  const np = n.properties ?? {};
  const oreq = new Set(o.required ?? []);
  const nreq = new Set(n.required ?? []);
  for (const [name, schema] of Object.entries(op)) {
    const child = `${where}.${name}`;
    if (!(name in np)) {
      report(true, direction === 'response' ? `field removed: ${name}` : `request field removed: ${name}`);
      continue;
    }
    if (direction === 'response' && oreq.has(name) && !nreq.has(name)) report(true, `field became optional: ${name}`);
    if (direction === 'request' && !oreq.has(name) && nreq.has(name)) report(true, `field became required: ${name}`);
    compareSchema(ctx, schema, np[name], direction, child, seen);
  }
  for (const name of Object.keys(np)) {
    if (name in op) continue;
    if (direction === 'request' && nreq.has(name)) report(true, `new required field: ${name}`);
    else report(false, `${direction === 'request' ? 'optional request field' : 'field'} added: ${name}`);
  }
  // arrays and unions
  if (o.items || n.items) compareSchema(ctx, o.items ?? {}, n.items ?? {}, direction, `${where}[]`, seen);
  for (const kw of ['oneOf', 'anyOf']) {
    const a = o[kw] ?? [];
    const b = n[kw] ?? [];
    if (a.length === 0 && b.length === 0) continue;
    if (direction === 'request' ? b.length < a.length : b.length > a.length) {
      report(true, `${kw} changed from ${a.length} to ${b.length} alternatives`);
    }
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      compareSchema(ctx, a[i], b[i], direction, `${where}<${kw} ${i}>`, seen);
    }
  }
}

// ---------- operations ----------

function jsonSchemaOf(doc, holder) {
  const [h] = deref(doc, holder);
  const content = h?.content ?? {};
  const media = content['application/json'] ?? Object.values(content)[0];
  return media?.schema;
}

function paramsOf(doc, { op, item }) {
  const map = new Map();
  for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
    const [p] = deref(doc, raw);
    if (p?.name) map.set(`${p.in} ${p.name}`, p);
  }
  return map;
}

function compareOperation(ctx, o, n) {
  const oParams = paramsOf(ctx.oldDoc, o);
  const nParams = paramsOf(ctx.newDoc, n);
  for (const [key, p] of nParams) {
    const before = oParams.get(key);
    if (p.required && !before?.required && p.in !== 'path') ctx.add(true, `new required parameter: ${key}`);
    else if (!before && p.in !== 'path') ctx.add(false, `optional parameter added: ${key}`);
    if (before) compareSchema(ctx, before.schema ?? {}, p.schema ?? {}, 'request', `parameter ${key}`);
  }
  for (const key of oParams.keys()) {
    if (!nParams.has(key) && !key.startsWith('path ')) ctx.add(true, `parameter removed: ${key}`);
  }
  const [ob] = deref(ctx.oldDoc, o.op.requestBody ?? null);
  const [nb] = deref(ctx.newDoc, n.op.requestBody ?? null);
  if (!o.op.requestBody && n.op.requestBody && nb.required) ctx.add(true, 'request body became required');
  else if (o.op.requestBody && n.op.requestBody) {
    if (!ob.required && nb.required) ctx.add(true, 'request body became required');
    const os = jsonSchemaOf(ctx.oldDoc, o.op.requestBody);
    const ns = jsonSchemaOf(ctx.newDoc, n.op.requestBody);
    if (os && ns) compareSchema(ctx, os, ns, 'request', 'request body $');
  } else if (o.op.requestBody && !n.op.requestBody) ctx.add(true, 'request body removed');

  const oRes = o.op.responses ?? {};
  const nRes = n.op.responses ?? {};
  for (const status of Object.keys(oRes).filter((s) => /^2/.test(s))) {
    if (!nRes[status]) {
      ctx.add(true, `success response ${status} removed`);
      continue;
    }
    const os = jsonSchemaOf(ctx.oldDoc, oRes[status]);
    const ns = jsonSchemaOf(ctx.newDoc, nRes[status]);
    if (os && ns) compareSchema(ctx, os, ns, 'response', `response ${status} $`);
    else if (os && !ns) ctx.add(true, `response ${status} lost its body`);
  }
  for (const status of Object.keys(nRes)) if (!oRes[status]) ctx.add(false, `response ${status} added`);
}

/** All changes between two bundled contracts, grouped per operation. */
export function diffContracts(oldDoc, newDoc) {
  const oldOps = operations(oldDoc);
  const newOps = operations(newDoc);
  const newById = new Map(newOps.map((o) => [o.op.operationId, o]));
  const oldById = new Map(oldOps.map((o) => [o.op.operationId, o]));
  const newByRoute = new Map(newOps.map((o) => [`${o.method} ${o.path}`, o]));
  const changes = [];
  const renamedTo = new Set();

  const record = (o, list) => (breaking, message) => list.push({ breaking, message });
  for (const o of oldOps) {
    const id = o.op.operationId;
    const list = [];
    const ctx = { oldDoc, newDoc, add: record(o, list) };
    const n = newById.get(id);
    if (n) {
      if (n.path !== o.path) ctx.add(true, `path changed: ${o.path} -> ${n.path}`);
      if (n.method !== o.method)
        ctx.add(true, `method changed: ${o.method.toUpperCase()} -> ${n.method.toUpperCase()}`);
      compareOperation(ctx, o, n);
    } else {
      const same = newByRoute.get(`${o.method} ${o.path}`);
      if (same && !oldById.has(same.op.operationId)) {
        renamedTo.add(same.op.operationId);
        ctx.add(true, `operation renamed: ${id} -> ${same.op.operationId} (hooks change name)`);
        compareOperation(ctx, o, same);
      } else if (!newOps.some((x) => x.path === o.path)) ctx.add(true, `path removed: ${o.path}`);
      else ctx.add(true, `operation removed (${o.method.toUpperCase()} ${o.path})`);
    }
    if (list.length) changes.push({ operationId: id, method: o.method, path: o.path, changes: list });
  }
  for (const n of newOps) {
    const id = n.op.operationId;
    if (!oldById.has(id) && !renamedTo.has(id)) {
      changes.push({
        operationId: id,
        method: n.method,
        path: n.path,
        changes: [{ breaking: false, message: 'operation added' }],
      });
    }
  }
  return changes;
}

/** Adds hook names and the src/ files using them to each operation with a breaking change. */
export function attachUsages(changes, srcRoot) {
  const index = indexWords(listSourceFiles(path.join(srcRoot, 'src')));
  for (const c of changes) {
    if (!c.changes.some((x) => x.breaking)) continue;
    const { hooks, mocks } = generatedNames(c.operationId, c.method);
    c.hooks = hooks;
    c.usedIn = filesUsing(index, [...hooks, ...mocks], srcRoot);
  }
  return changes;
}

export function summarize(changes) {
  const breaking = changes.reduce((n, c) => n + c.changes.filter((x) => x.breaking).length, 0);
  const safe = changes.reduce((n, c) => n + c.changes.filter((x) => !x.breaking).length, 0);
  return { breaking, safe, operations: changes.length };
}

function format(changes, label) {
  const lines = [`contract diff: ${label}`];
  const broken = changes.filter((c) => c.changes.some((x) => x.breaking));
  const safeOnly = changes.filter((c) => !c.changes.some((x) => x.breaking));
  if (broken.length) lines.push('', `BREAKING (${broken.length} operations)`);
  for (const c of broken) {
    lines.push(`  x ${c.operationId}  ${c.method.toUpperCase()} ${c.path}`);
    for (const x of c.changes) lines.push(`      ${x.breaking ? '! ' : '  '}${x.message}`);
    lines.push(`      hooks: ${c.hooks.join(', ')}`);
    lines.push(`      used in: ${c.usedIn.length ? c.usedIn.join(', ') : '(no file under src/)'}`);
  }
  if (safeOnly.length) lines.push('', `safe (${safeOnly.length} operations)`);
  for (const c of safeOnly) {
    lines.push(
      `  + ${c.operationId}  ${c.method.toUpperCase()} ${c.path}: ${c.changes.map((x) => x.message).join('; ')}`,
    );
  }
  const s = summarize(changes);
  lines.push('', `${s.breaking} breaking, ${s.safe} safe changes in ${s.operations} operations`);
  return lines.join('\n');
}

/** Extracts openapi/ as it was at `ref` into a temp dir; returns [portal.yaml path, cleanup]. */
export function contractAtRef(repo, ref) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'contract-diff-'));
  try {
    const tar = execFileSync('git', ['-C', repo, 'archive', '--format=tar', ref, 'openapi'], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Cannot read openapi/ at git ref "${ref}": ${String(error.stderr ?? error.message).trim()}`, {
      cause: error,
    });
  }
  return [path.join(dir, 'openapi/portal.yaml'), () => rmSync(dir, { recursive: true, force: true })];
}

async function main() {
  const args = process.argv.slice(2);
  const repo = path.resolve(argValue(args, '--repo') ?? projectRoot);
  const oldFile = argValue(args, '--old');
  const newFile = path.resolve(argValue(args, '--new') ?? path.join(repo, 'openapi/portal.yaml'));
  const valueOf = new Set(['--repo', '--old', '--new'].map((f) => argValue(args, f)));
  const ref = args.find((a, i) => !a.startsWith('--') && !(valueOf.has(a) && args[i - 1]?.startsWith('--'))) ?? 'HEAD';
  let cleanup = () => undefined;
  let oldPath;
  let label;
  try {
    if (oldFile) {
      oldPath = path.resolve(oldFile);
      label = `${path.relative(process.cwd(), oldPath)} -> ${path.relative(process.cwd(), newFile)}`;
    } else {
      [oldPath, cleanup] = contractAtRef(repo, ref);
      label = `${ref} -> working copy`;
    }
    const [oldDoc, newDoc] = [await loadContract(oldPath), await loadContract(newFile)];
    const changes = attachUsages(diffContracts(oldDoc, newDoc), repo);
    const summary = summarize(changes);
    if (args.includes('--json')) console.log(JSON.stringify({ from: oldFile ?? ref, summary, changes }, null, 2));
    else console.log(format(changes, label));
    process.exitCode = summary.breaking > 0 ? 1 : 0;
  } catch (error) {
    console.error(`contract diff: ${error.message}`);
    process.exitCode = 2;
  } finally {
    cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
