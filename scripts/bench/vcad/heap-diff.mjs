#!/usr/bin/env node
// node scripts/bench/vcad/heap-diff.mjs <start.heapsnapshot> <end.heapsnapshot> [--top N]
// What grew between two heap snapshots of the same page (scripts/bench/vcad.mjs --heap-snapshots):
// node ids stay the same within a page, so the objects of the end snapshot whose id the start
// snapshot lacks are the new ones. Prints their size by constructor, and by where they hang:
// the first old object above them (following the first strong retainer upwards), with the edge
// and two of that object's own retainers, so "the mock's call log" and "react-query's cache"
// show apart.
import { readFileSync } from 'node:fs';

const [startFile, endFile] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const topIndex = process.argv.indexOf('--top');
const TOP = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 25;
if (!startFile || !endFile) {
  console.error('usage: heap-diff.mjs <start.heapsnapshot> <end.heapsnapshot> [--top N]');
  process.exit(2);
}

function load(file) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const meta = raw.snapshot.meta;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const f = (name) => meta.node_fields.indexOf(name);
  const e = (name) => meta.edge_fields.indexOf(name);
  return {
    raw,
    nf,
    ef,
    nodeTypes: meta.node_types[0],
    edgeTypes: meta.edge_types[0],
    N: { type: f('type'), name: f('name'), id: f('id'), size: f('self_size'), edges: f('edge_count') },
    E: { type: e('type'), name: e('name_or_index'), to: e('to_node') },
  };
}

const start = load(startFile);
const oldIds = new Set();
for (let i = 0; i < start.raw.nodes.length; i += start.nf) oldIds.add(start.raw.nodes[i + start.N.id]);
const startTotal = (() => {
  let total = 0;
  for (let i = 0; i < start.raw.nodes.length; i += start.nf) total += start.raw.nodes[i + start.N.size];
  return total;
})();
start.raw = undefined;

const end = load(endFile);
const { nodes, edges, strings } = end.raw;
const { nf, ef, N, E } = end;
const count = nodes.length / nf;
const typeOf = (n) => end.nodeTypes[nodes[n * nf + N.type]];
const nameOf = (n) => {
  const name = strings[nodes[n * nf + N.name]];
  const type = typeOf(n);
  if (type === 'string' || type === 'concatenated string' || type === 'sliced string') return `(string)`;
  if (type === 'number' || type === 'heap number') return '(number)';
  if (type === 'hidden' || type === 'code' || type === 'array') return `(${type}) ${name.slice(0, 40)}`;
  return name.slice(0, 60);
};
const sizeOf = (n) => nodes[n * nf + N.size];
const isNew = (n) => !oldIds.has(nodes[n * nf + N.id]);

// Reverse edges (strong only): for each node its retainers and the edge names.
const firstEdge = new Uint32Array(count + 1);
for (let n = 0, edge = 0; n < count; n++) {
  firstEdge[n] = edge;
  edge += nodes[n * nf + N.edges] * ef;
}
firstEdge[count] = edges.length;
const retainerCount = new Uint32Array(count + 1);
const weak = end.edgeTypes.indexOf('weak');
const shortcut = end.edgeTypes.indexOf('shortcut');
const strong = (edge) => edges[edge + E.type] !== weak && edges[edge + E.type] !== shortcut;
for (let edge = 0; edge < edges.length; edge += ef) if (strong(edge)) retainerCount[edges[edge + E.to] / nf]++;
const retainerStart = new Uint32Array(count + 1);
for (let n = 0; n < count; n++) retainerStart[n + 1] = retainerStart[n] + retainerCount[n];
const retainers = new Uint32Array(retainerStart[count]);
const retainerEdge = new Uint32Array(retainerStart[count]);
const fill = retainerStart.slice();
for (let n = 0; n < count; n++) {
  for (let edge = firstEdge[n]; edge < firstEdge[n + 1]; edge += ef) {
    if (!strong(edge)) continue;
    const to = edges[edge + E.to] / nf;
    retainers[fill[to]] = n;
    retainerEdge[fill[to]++] = edge;
  }
}
const edgeName = (edge) => {
  const type = end.edgeTypes[edges[edge + E.type]];
  const v = edges[edge + E.name];
  return type === 'element' || type === 'hidden' ? `[${v}]` : `.${strings[v]}`;
};
/** The first strong retainer of `n`, preferring one that is not a system/hidden node. */
const retainerOf = (n) => {
  let best = -1;
  for (let r = retainerStart[n]; r < retainerStart[n + 1]; r++) {
    const from = retainers[r];
    if (best < 0) best = r;
    const type = typeOf(from);
    if (type !== 'hidden' && type !== 'synthetic' && type !== 'code') return r;
  }
  return best;
};

// For each new node: the first old node above it, memoised.
const anchor = new Int32Array(count).fill(-2);
const anchorKey = new Map();
const anchorKeys = [];
function anchorOf(n) {
  const path = [];
  let at = n;
  const seen = new Set();
  while (anchor[at] === -2 && isNew(at) && !seen.has(at) && path.length < 2000) {
    seen.add(at);
    path.push(at);
    const r = retainerOf(at);
    if (r < 0) {
      at = -1;
      break;
    }
    const from = retainers[r];
    if (!isNew(from)) {
      const above = [];
      for (let up = from, i = 0; i < 3; i++) {
        const rr = retainerOf(up);
        if (rr < 0) break;
        above.push(`${nameOf(retainers[rr])}${edgeName(retainerEdge[rr])}`);
        up = retainers[rr];
      }
      const key = `${nameOf(from)}${edgeName(retainerEdge[r])} ⟵ ${above.join(' ⟵ ')}`;
      if (!anchorKey.has(key)) {
        anchorKey.set(key, anchorKey.size);
        anchorKeys.push(key);
      }
      at = -(anchorKey.get(key) + 10);
      break;
    }
    at = from;
  }
  // A chain that ends in a loop of new objects (or is too long) counts as theirs.
  const result = at >= 0 ? (anchor[at] === -2 ? -3 : anchor[at]) : at;
  for (const p of path) anchor[p] = result;
  return result;
}

const byName = new Map();
const byAnchor = new Map();
let newTotal = 0;
let endTotal = 0;
for (let n = 0; n < count; n++) {
  endTotal += sizeOf(n);
  if (!isNew(n)) continue;
  const size = sizeOf(n);
  newTotal += size;
  const name = `${typeOf(n)}: ${nameOf(n)}`;
  const s = byName.get(name) ?? { size: 0, count: 0 };
  s.size += size;
  s.count += 1;
  byName.set(name, s);
  const a = anchorOf(n);
  const key = a === -1 ? '(no strong retainer)' : a === -3 ? '(only new objects above)' : anchorKeys[-a - 10];
  const t = byAnchor.get(a) ?? { key, size: 0, count: 0 };
  t.size += size;
  t.count += 1;
  byAnchor.set(a, t);
}

const mib = (b) => `${(b / 1048576).toFixed(2)} MiB`;
console.log(`heap (self sizes): start ${mib(startTotal)}, end ${mib(endTotal)}; new objects ${mib(newTotal)}`);
console.log(`\nnew objects by constructor (top ${TOP}):`);
for (const [name, s] of [...byName].sort((a, b) => b[1].size - a[1].size).slice(0, TOP)) {
  console.log(`  ${mib(s.size).padStart(10)}  ${String(s.count).padStart(7)}×  ${name}`);
}
console.log(`\nnew objects by the first old object above them (top ${TOP}):`);
for (const t of [...byAnchor.values()].sort((a, b) => b.size - a.size).slice(0, TOP)) {
  console.log(`  ${mib(t.size).padStart(10)}  ${String(t.count).padStart(7)}×  ${t.key}`);
}
