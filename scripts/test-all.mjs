#!/usr/bin/env node
// npm test: every check a change must pass, in order, stopping at the first
// failure. Ends with one line "N passed, N failed" (tests plus check steps).
// The four static checks each use one core and touch nothing the others read, so they
// run two at a time (`static: true`); each one's output is printed whole when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
for (const f of ['test-results/unit.json', 'test-results/e2e.json', 'test-results/hardening']) {
  rmSync(f, { recursive: true, force: true });
}

const steps = [
  {
    name: 'generated code matches the contract',
    cmd: ['node', 'scripts/contract/generate.mjs', '--check'],
    static: true,
  },
  {
    static: true,
    name: 'contract lint',
    cmd: ['npx', 'redocly', 'lint', 'openapi/portal.yaml', '--config', 'openapi/redocly.yaml', '--format', 'summary'],
  },
  // Same commands as `npm run typecheck` / `npm run lint`: incremental, with caches under
  // node_modules/.cache, so a second run checks only what changed (a cold run is unchanged).
  { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'], static: true },
  { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'], static: true },
  {
    name: 'unit and integration tests',
    cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'],
    results: () => countVitest('test-results/unit.json'),
  },
  { name: 'production build without mock code', cmd: ['node', 'scripts/check-dist.mjs'] },
  // Builds stay out of vitest (they starved its workers); this one builds the app twice.
  { name: 'bench:features measures the areas', cmd: ['node', 'scripts/check-feature-bench.mjs'] },
  {
    name: 'browser tests (Chromium)',
    cmd: ['node', 'scripts/e2e.mjs'],
    results: () => countPlaywright('test-results/e2e.json'),
  },
  // Issue #30: what the hardening tests above recorded, as a table per area; fails on any failure.
  { name: 'hardening report', cmd: ['node', 'scripts/hardening-report.mjs'] },
];

function countVitest(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0) };
}

function countPlaywright(file) {
  if (!existsSync(file)) return null;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  // A test that passed only on a retry is flaky, and flaky counts as failed.
  return { passed: s.expected, failed: s.unexpected + s.flaky, skipped: s.skipped };
}

let passed = 0;
let failed = 0;
let skipped = 0;
const timings = [];

function record(step, ok, seconds) {
  const counted = step.results?.();
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
    skipped += counted.skipped;
    if (!ok && counted.failed === 0) failed += 1; // the runner itself failed
  } else if (ok) passed += 1;
  else failed += 1;
  timings.push(`${ok ? 'ok  ' : 'FAIL'} ${step.name} (${seconds.toFixed(1)} s)`);
}

/** Runs `step` with its output captured; resolves with its exit status, output and time. */
function runCaptured(step) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(step.cmd[0], step.cmd.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (error) => out.push(Buffer.from(`${error}\n`)));
    child.on('close', (code) =>
      resolve({ ok: code === 0, output: Buffer.concat(out).toString(), seconds: (performance.now() - started) / 1000 }),
    );
  });
}

/** The static checks, two at a time; results in the steps' order. */
async function runStatic(group) {
  const results = new Array(group.length);
  let next = 0;
  const lane = async () => {
    while (next < group.length) {
      const i = next++;
      results[i] = await runCaptured(group[i]);
    }
  };
  const started = performance.now();
  await Promise.all([lane(), lane()]);
  for (const [i, step] of group.entries()) {
    console.log(`\n=== ${step.name} ===`);
    process.stdout.write(results[i].output);
    record(step, results[i].ok, results[i].seconds);
  }
  timings.push(`     (static checks two at a time: ${((performance.now() - started) / 1000).toFixed(1)} s wall)`);
  return results.every((r) => r.ok);
}

let ok = await runStatic(steps.filter((step) => step.static));
for (const step of steps.filter((s) => !s.static)) {
  if (!ok) break;
  console.log(`\n=== ${step.name} ===`);
  const started = performance.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit' });
  ok = run.status === 0;
  record(step, ok, (performance.now() - started) / 1000);
}
console.log(`\n${timings.join('\n')}`);
console.log(`wall ${(performance.now() / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
