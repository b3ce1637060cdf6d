#!/usr/bin/env node
// npm run contract:stats [-- --json]: operations per area against the targets,
// and the specification's identifiers that no path uses yet.
// npm run contract:stats -- --quality [--verbose] [--check] [--json] [--contract file]: the quality
// figures of issue 14 (guards, valid input, errors, ...), each against its goal; --check exits 1
// when one is open.
import path from 'node:path';
import { argValue, loadContract, operations } from './load.mjs';
import { computeQuality, formatQuality } from './quality.mjs';
import { IDENTIFIERS, TARGETS, TOTAL_TARGET } from './targets.mjs';

export function computeStats(doc) {
  const ops = operations(doc);
  const perTag = Object.fromEntries(Object.keys(TARGETS).map((t) => [t, 0]));
  for (const { op } of ops) for (const t of op.tags ?? ['(untagged)']) perTag[t] = (perTag[t] ?? 0) + 1;
  const used = new Set();
  for (const { path } of ops) for (const m of path.matchAll(/\{([^}]+)\}/g)) used.add(m[1]);
  const missing = IDENTIFIERS.filter((id) => !used.has(id));
  const rows = Object.entries(perTag).map(([tag, count]) => ({
    tag,
    count,
    target: TARGETS[tag] ?? 0,
    ok: count >= (TARGETS[tag] ?? 0),
  }));
  return { rows, total: ops.length, totalTarget: TOTAL_TARGET, missingIdentifiers: missing };
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--quality')) {
    const file = argValue(args, '--contract');
    const quality = computeQuality(await loadContract(file ? path.resolve(file) : undefined));
    console.log(
      args.includes('--json')
        ? JSON.stringify(quality, null, 2)
        : formatQuality(quality, { verbose: args.includes('--verbose') }),
    );
    if (args.includes('--check') && quality.rows.some((r) => !r.ok)) process.exit(1);
    return;
  }
  const stats = computeStats(await loadContract());
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(stats, null, 2));
    return;
  }
  console.log('area          ops  target');
  for (const r of stats.rows) {
    console.log(
      `${r.tag.padEnd(13)} ${String(r.count).padStart(4)}  ${String(r.target).padStart(6)}  ${r.ok ? 'ok' : 'below target'}`,
    );
  }
  console.log(
    `${'total'.padEnd(13)} ${String(stats.total).padStart(4)}  ${String(stats.totalTarget).padStart(6)}  ${stats.total >= stats.totalTarget ? 'ok' : 'below target'}`,
  );
  console.log(
    stats.missingIdentifiers.length === 0
      ? 'identifiers: every identifier of the specification is a path parameter'
      : `identifiers not yet used as path parameters (${stats.missingIdentifiers.length}): ${stats.missingIdentifiers.join(', ')}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
