#!/usr/bin/env node
// Issue #30, point 7: the hardening table per area. Reads what the hardening tests recorded
// (test-results/hardening/*.jsonl, written by tests/utils/hardening.ts) and the runners' JSON
// results (a hardening test that failed before it recorded anything still counts as a failure),
// prints one row per area and exits 1 on any failure or when nothing was recorded.
//
//   npm run test:hardening            runs the hardening tests (vitest and Chromium), then the table
//   node scripts/hardening-report.mjs prints the table of the last run (npm test's last step)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const DIR = 'test-results/hardening';
const COLUMNS = [
  ['payloads', 'payloads tried'],
  ['session', 'forms 401'],
  ['idempotency', 'never twice'],
  ['conflict', 'conflicts'],
  ['offline', 'offline'],
  ['rights', 'forged rights'],
];

if (process.argv.includes('--run')) {
  rmSync(DIR, { recursive: true, force: true });
  const unit = readdirSync('tests/integration').filter((f) => f.startsWith('hardening-'));
  const e2e = readdirSync('tests/e2e').filter((f) => f.startsWith('hardening-'));
  let status = 0;
  if (unit.length) {
    const run = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        '--outputFile.json=test-results/hardening-unit.json',
        ...unit.map((f) => `tests/integration/${f}`),
      ],
      { stdio: 'inherit' },
    );
    status ||= run.status ?? 1;
  }
  if (e2e.length) {
    const run = spawnSync('node', ['scripts/e2e.mjs', ...e2e.map((f) => `tests/e2e/${f}`)], {
      stdio: 'inherit',
      env: { ...process.env, E2E_JSON: path.resolve('test-results/hardening-e2e.json') },
    });
    status ||= run.status ?? 1;
  }
  const shown = report(['test-results/hardening-unit.json', 'test-results/hardening-e2e.json']);
  process.exit(status || shown);
} else {
  process.exit(report(['test-results/unit.json', 'test-results/e2e.json']));
}

/** Failed tests in hardening files, from a vitest or Playwright JSON report. */
function failedHardeningTests(file) {
  if (!existsSync(file)) return [];
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const failed = [];
  // vitest: testResults[].assertionResults[]
  for (const r of json.testResults ?? []) {
    if (!path.basename(r.name).startsWith('hardening-')) continue;
    for (const a of r.assertionResults ?? [])
      if (a.status === 'failed') failed.push(`${path.basename(r.name)}: ${a.title}`);
  }
  // Playwright: suites[].specs[].tests[].results[] (nested suites)
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (!path.basename(spec.file ?? '').startsWith('hardening-')) continue;
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') failed.push(`${spec.file}: ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const s of json.suites ?? []) walk(s);
  return failed;
}

function report(runnerFiles) {
  const lines = existsSync(DIR)
    ? readdirSync(DIR)
        .filter((f) => f.endsWith('.jsonl'))
        .flatMap((f) => readFileSync(path.join(DIR, f), 'utf8').split('\n').filter(Boolean))
        .map((l) => JSON.parse(l))
    : [];
  const areas = new Map();
  const features = existsSync('src/features') ? readdirSync('src/features') : [];
  for (const a of features) areas.set(a, null);
  const row = (area) => {
    let r = areas.get(area);
    if (!r) {
      r = Object.fromEntries([...COLUMNS.map(([k]) => [k, 0]), ['failures', 0]]);
      areas.set(area, r);
    }
    return r;
  };
  const failures = [];
  for (const line of lines) {
    const r = row(line.area);
    if (line.ok) r[line.kind] += line.count ?? 1;
    else {
      r.failures += 1;
      failures.push(`${line.area} · ${line.kind} · ${line.name}: ${line.error ?? ''}`);
    }
  }
  // A hardening test that failed before it recorded: counted once, under "(tests)".
  const unrecorded = runnerFiles.flatMap(failedHardeningTests);
  if (unrecorded.length && failures.length === 0) {
    row('(tests)').failures += unrecorded.length;
    failures.push(...unrecorded);
  }
  const head = ['area', ...COLUMNS.map(([, label]) => label), 'failures'];
  const body = [...areas.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([area, r]) => [area, ...COLUMNS.map(([k]) => String(r?.[k] ?? 0)), String(r?.failures ?? 0)]);
  const sum = (k) => String([...areas.values()].reduce((s, r) => s + (r?.[k] ?? 0), 0));
  const total = ['all', ...COLUMNS.map(([k]) => sum(k)), sum('failures')];
  const widths = head.map((h, i) => Math.max(h.length, ...[...body, total].map((b) => b[i].length)));
  const fmt = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log('\nHardening (issue #30), per area:\n');
  console.log(fmt(head));
  console.log(`| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
  for (const b of body) console.log(fmt(b));
  console.log(fmt(total));
  if (lines.length === 0) {
    console.log('\nNothing was recorded: the hardening tests did not run (test-results/hardening is empty).');
    return 1;
  }
  if (failures.length) {
    console.log(`\n${failures.length} failure(s):`);
    for (const f of failures) console.log(`  - ${f}`);
    return 1;
  }
  console.log(`\n${lines.length} checks recorded, 0 failures.`);
  return 0;
}
