#!/usr/bin/env node
// npm run bench:lighthouse [-- --runs 5] [--json] [--check]
// Lighthouse's mobile run (its default: Moto G Power viewport, 4× CPU slowdown, simulated slow
// 4G) of the production app and the floor app (scripts/bench/floor), alternating, median of
// the runs: performance score, LCP, TBT, FCP, Speed Index. The second opinion next to `npm run
// bench`, whose harness measures without network throttling.
// Lighthouse is not a dependency (about 60 MB): `npx --yes lighthouse@13` fetches it into npm's
// cache on first use (the npm registry is reachable here). It drives Debian's Chromium.
// --check exits non-zero unless the app's median score is at least the floor's (README
// "Performance budgets").
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';
import { ensureChromium } from '../lib/chromium.mjs';
import { serveStatic } from '../lib/static-server.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 5;
const JSON_OUT = args.includes('--json');
const CHECK = args.includes('--check');
const LIGHTHOUSE = 'lighthouse@13.5.0';
const log = (...m) => !JSON_OUT && console.error(...m);
const root = process.cwd();

async function buildInto(configFile, outDir, dir) {
  await build({ configFile, root: dir, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

// Asynchronous on purpose: the static servers run in this process and must answer meanwhile.
async function lighthouse(url, chromePath) {
  const out = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const report = path.join(out, 'report.json');
  try {
    await promisify(execFile)(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        // Without --disable-dev-shm-usage Chromium's renderer died here ("Target closed") and the
        // run hung for minutes: /dev/shm is small in containers.
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
    );
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    return {
      score: lhr.categories.performance.score,
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      fcp: ms('first-contentful-paint'),
      si: ms('speed-index'),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function lighthouseWithRetries(url, which, attempts = 4) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, chromePath);
    } catch (error) {
      if (attempt >= attempts) throw error;
      const reason = String(error.stderr ?? error)
        .trim()
        .split('\n')
        .at(-1);
      log(`${which}: Lighthouse failed (${reason}), once more`);
    }
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const chromePath = ensureChromium();
log('Building the production app and the floor app …');
await buildInto(path.join(root, 'vite.config.ts'), path.join(root, 'dist-bench'), root);
const floorDir = path.join(root, 'scripts/bench/floor');
await buildInto(path.join(floorDir, 'vite.config.ts'), path.join(floorDir, 'dist'), floorDir);

const app = await serveStatic({ dir: 'dist-bench' });
const floor = await serveStatic({ dir: 'scripts/bench/floor/dist' });
const samples = { app: [], floor: [] };
try {
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 === 0 ? ['app', 'floor'] : ['floor', 'app'];
    for (const which of order) {
      const url = `${(which === 'app' ? app : floor).url}/`;
      // Lighthouse now and then loses its own trace ("NO_NAVSTART", "Target closed"), at times
      // twice in a row: such a run measured nothing, so it is run again (up to three more
      // times) rather than ending the whole benchmark.
      samples[which].push(await lighthouseWithRetries(url, which));
    }
    log(`run ${i + 1}/${RUNS} done`);
  }
} finally {
  app.server.close();
  floor.server.close();
}

const keys = ['score', 'lcp', 'tbt', 'fcp', 'si'];
const summary = Object.fromEntries(
  ['app', 'floor'].map((w) => [w, Object.fromEntries(keys.map((k) => [k, median(samples[w].map((s) => s[k]))]))]),
);
const ok = summary.app.score >= summary.floor.score;
if (JSON_OUT) console.log(JSON.stringify({ runs: RUNS, ...summary, ok }, null, 2));
else {
  const row = (name, k, unit = ' ms') =>
    `  ${name.padEnd(22)} ${String(summary.app[k]).padStart(6)}${unit}  ${String(summary.floor[k]).padStart(6)}${unit}  ${(summary.app[k] / summary.floor[k]).toFixed(2)}`;
  console.log(`Lighthouse mobile, median of ${RUNS} runs          app     floor   ratio`);
  console.log(row('performance score', 'score', '   '));
  console.log(row('LCP', 'lcp'));
  console.log(row('TBT', 'tbt'));
  console.log(row('FCP', 'fcp'));
  console.log(row('Speed Index', 'si'));
  console.log(`${ok ? 'ok  ' : 'MISS'} performance score ≥ the floor's`);
}
if (CHECK && !ok) process.exit(1);
