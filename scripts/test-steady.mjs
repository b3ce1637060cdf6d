#!/usr/bin/env node
// npm run test:steady [-- <playwright args, e.g. a spec file>]
// Proves the browser tests steady: builds the mock app once, then runs every Playwright test
// twice, first on the machine as it is, then while a second process keeps one core busy
// (a `for(;;){}` loop). Prints each run's counts and wall time, every test whose outcome
// differed between the runs, every test that failed in both, and the tests the busy core
// slowed most. Exits 1 when any outcome differed or any test failed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const pwArgs = process.argv.slice(2);
const dist = process.env.E2E_DIST ?? 'dist-mock';
mkdirSync('test-results', { recursive: true });

const build = spawnSync('npx', ['vite', 'build', '--mode', 'mock', '--outDir', dist, '--logLevel', 'warn'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

/** Runs the browser tests (scripts/e2e.mjs, no second build); resolves with the report file and wall time. */
function runBrowserTests(label, reportName) {
  const report = `test-results/${reportName}`;
  console.log(`\n=== browser tests, ${label} ===`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('node', ['scripts/e2e.mjs', '--no-build', ...pwArgs], {
      stdio: 'inherit',
      // An absolute path: a relative one is not resolved the same way from the environment.
      env: { ...process.env, E2E_DIST: dist, E2E_JSON: path.resolve(report) },
    });
    child.on('exit', (code) => resolve({ report, code, seconds: (performance.now() - started) / 1000 }));
  });
}

/** Every test of a Playwright JSON report: "file › title" → { outcome, duration }. */
function outcomes(file) {
  const result = new Map();
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = [...titles, spec.title].filter(Boolean).join(' › ');
        const last = test.results?.at(-1);
        // Playwright's own verdict: expected, unexpected, flaky (passed only on a retry), skipped.
        result.set(key, { outcome: test.status, duration: last?.duration ?? 0 });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  const data = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of data.suites ?? []) walk(suite, [suite.title]);
  return result;
}

/** Each report is read right after its run (Playwright empties only test-results/playwright/, its artifacts). */
function read(run) {
  try {
    return outcomes(run.report);
  } catch (error) {
    console.error(`The run left no readable report: ${error.message}`);
    process.exit(1);
  }
}

const quiet = await runBrowserTests('machine as it is', 'steady-1.json');
const first = read(quiet);
const busy = spawn('node', ['-e', 'for(;;){}'], { stdio: 'ignore' });
let loaded;
try {
  loaded = await runBrowserTests('one core kept busy by another process', 'steady-2.json');
} finally {
  busy.kill();
}
const second = read(loaded);
const count = (map, outcome) => [...map.values()].filter((t) => t.outcome === outcome).length;
const summary = (label, run, map) =>
  `${label}: ${count(map, 'expected')} passed, ${count(map, 'unexpected') + count(map, 'flaky')} failed, ` +
  `${count(map, 'skipped')} skipped, ${run.seconds.toFixed(1)} s`;

const keys = [...new Set([...first.keys(), ...second.keys()])].sort();
const differed = keys.filter((k) => first.get(k)?.outcome !== second.get(k)?.outcome);
const failedBoth = keys.filter(
  (k) => first.get(k)?.outcome === 'unexpected' && second.get(k)?.outcome === 'unexpected',
);
const slowed = keys
  .filter((k) => first.get(k) && second.get(k) && first.get(k).duration > 500)
  .map((k) => ({ k, ratio: second.get(k).duration / first.get(k).duration, ...second.get(k) }))
  .sort((a, b) => b.ratio - a.ratio)
  .slice(0, 5);

console.log('\n=== steadiness ===');
console.log(summary('run 1 (as it is) ', quiet, first));
console.log(summary('run 2 (core busy)', loaded, second));
console.log(`outcome differed: ${differed.length}`);
for (const k of differed)
  console.log(`  ${k}: ${first.get(k)?.outcome ?? 'missing'} → ${second.get(k)?.outcome ?? 'missing'}`);
console.log(`failed in both runs: ${failedBoth.length}`);
for (const k of failedBoth) console.log(`  ${k}`);
console.log('slowed most by the busy core:');
for (const s of slowed) console.log(`  ${s.ratio.toFixed(2)} × (${(s.duration / 1000).toFixed(1)} s) ${s.k}`);

const unsteady = differed.length + failedBoth.length;
const failures =
  count(first, 'unexpected') + count(first, 'flaky') + count(second, 'unexpected') + count(second, 'flaky');
console.log(unsteady + failures === 0 ? 'steady: every test passed in both runs' : 'NOT steady: see above');
process.exit(unsteady + failures === 0 ? 0 : 1);
