#!/usr/bin/env node
// npm run bench:tooling: how long the developer loop takes on this machine.
// Prints generation time, typecheck time, generated code size and a cold `npm test`.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

function time(label, cmd, args) {
  const started = performance.now();
  const run = spawnSync(cmd, args, { stdio: 'ignore' });
  const seconds = (performance.now() - started) / 1000;
  return { label, seconds: Number(seconds.toFixed(1)), ok: run.status === 0 };
}

function size(dir) {
  let bytes = 0;
  let files = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const full = path.join(dir, String(name));
    if (statSync(full).isFile()) {
      bytes += statSync(full).size;
      files += 1;
    }
  }
  return { files, kib: Math.round(bytes / 1024) };
}

const skipTest = process.argv.includes('--skip-test');
const rows = [time('generate (npm run generate)', 'node', ['scripts/contract/generate.mjs'])];
rows.push(time('typecheck (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json']));
if (!skipTest) {
  // Cold: no Vite/vitest caches and no previous builds.
  for (const d of ['node_modules/.vite', 'node_modules/.vitest', 'dist', 'dist-mock', 'test-results'])
    rmSync(d, { recursive: true, force: true });
  rows.push(time('cold npm test', 'npm', ['test']));
}
const generated = size('src/api/generated');
const result = { rows, generated };
if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
else {
  for (const r of rows)
    console.log(`${r.label.padEnd(32)} ${String(r.seconds).padStart(7)} s  ${r.ok ? 'ok' : 'FAILED'}`);
  console.log(`${'generated code'.padEnd(32)} ${String(generated.files).padStart(7)} files, ${generated.kib} KiB`);
}
