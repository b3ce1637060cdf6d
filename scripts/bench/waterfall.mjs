#!/usr/bin/env node
// npm run bench:waterfall [-- --runs 3] [--throttle 4] [--no-build]
// Where the start-up time goes, for the production app and the floor app side by side:
// builds both with source maps (dist-waterfall/, scripts/bench/floor/dist-waterfall/), opens
// each in Chromium with a fresh profile while tracing, and prints for the run with the median
// LCP: the requests (scripts, first /api) with start and end, first paint, FCP, LCP (time and
// element), total blocking time, and every long task (> 50 ms) with what ran in it: CPU time by
// source (npm package or src/ folder, read through the source maps) and style, layout and
// compile work. --throttle 4 slows the CPU four times, as Lighthouse's mobile profile does.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_FLAGS, ensureChromium } from '../lib/chromium.mjs';
import { serveStatic } from '../lib/static-server.mjs';
import { analyseTrace, attribute, sourceResolver, TRACE_CATEGORIES } from './lib/trace.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const RUNS = Number(arg('--runs', 3)) || 3;
const THROTTLE = Number(arg('--throttle', 1)) || 1;
const root = process.cwd();
const TARGETS = [
  { name: 'app', config: path.join(root, 'vite.config.ts'), root, dist: path.join(root, 'dist-waterfall') },
  {
    name: 'floor',
    config: path.join(root, 'scripts/bench/floor/vite.config.ts'),
    root: path.join(root, 'scripts/bench/floor'),
    dist: path.join(root, 'scripts/bench/floor/dist-waterfall'),
  },
];

if (!args.includes('--no-build')) {
  for (const t of TARGETS) {
    console.log(`Building ${t.name} with source maps …`);
    await build({
      configFile: t.config,
      root: t.root,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: t.dist, emptyOutDir: true, sourcemap: true },
    });
  }
}

const executablePath = ensureChromium();
const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });

async function traceOnce(url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (THROTTLE > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  }
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // A measuring window, not a test wait: late long tasks after the network went quiet count.
  await page.waitForTimeout(1000);
  const lcpElement = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const el = list.getEntries().at(-1)?.element;
          resolve(el ? `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"` : '(none)');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve('(none)'), 500);
      }),
  );
  const buffer = await browser.stopTracing();
  await context.close();
  return { trace: JSON.parse(buffer.toString('utf8')), lcpElement };
}

const fmt = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');
const results = {};
for (const target of TARGETS) {
  const { server, url } = await serveStatic({ dir: target.dist });
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // A trace now and then lacks the navigation's events (a busy machine drops some): trace again.
    for (let attempt = 1; ; attempt++) {
      const { trace, lcpElement } = await traceOnce(`${url}/`);
      try {
        runs.push({ ...analyseTrace(trace, `${url}/`), lcpElement });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  }
  server.close();
  runs.sort((a, b) => a.lcp - b.lcp);
  const median = runs[Math.floor(runs.length / 2)];
  results[target.name] = { median, resolve: sourceResolver(target.dist, url), all: runs };
}
await browser.close();

const mid = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`\nStart-up of / (production build, no backend: /api answers 503), ${RUNS} runs, CPU ${THROTTLE}×\n`);
console.log('| | app | floor |');
console.log('| --- | ---: | ---: |');
for (const [label, key] of [
  ['first paint', 'firstPaint'],
  ['FCP', 'fcp'],
  ['LCP', 'lcp'],
  ['total blocking time', 'tbt'],
]) {
  console.log(
    `| ${label} (median) | ${fmt(mid(results.app.all.map((r) => r[key])))} | ${fmt(mid(results.floor.all.map((r) => r[key])))} |`,
  );
}
console.log(
  `| long tasks (median run) | ${results.app.median.longTasks.length} | ${results.floor.median.longTasks.length} |`,
);
console.log(`| LCP element | ${results.app.median.lcpElement} | ${results.floor.median.lcpElement} |`);

const report = {};
for (const [name, { median, resolve }] of Object.entries(results)) {
  console.log(`\n## ${name}: requests (median run)\n`);
  for (const r of median.requests.filter((r) => /\.(js|css)$|^\/api\//.test(r.url))) {
    console.log(`  ${fmt(r.start).padStart(8)} → ${fmt(r.end).padStart(8)}  ${r.url}`);
  }
  console.log(
    `  first paint ${fmt(median.firstPaint)}, FCP ${fmt(median.fcp)}, LCP ${fmt(median.lcp)} ${median.lcpElement}`,
  );
  console.log(`\n## ${name}: long tasks (> 50 ms) and what ran in them\n`);
  report[name] = [];
  for (const task of median.longTasks) {
    const { sources, work } = attribute(median, resolve, task.ts, task.end);
    const top = (list) =>
      list
        .slice(0, 5)
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join(', ');
    console.log(`  at ${fmt(task.start)}, ${fmt(task.duration)}: ${top(sources)}`);
    if (work.length) console.log(`      of which ${top(work)}`);
    report[name].push({ start: task.start, duration: task.duration, sources, work });
  }
}
mkdirSync('test-results', { recursive: true });
writeFileSync(
  `test-results/bench-waterfall${THROTTLE > 1 ? `-${THROTTLE}x` : ''}.json`,
  JSON.stringify(report, null, 2),
);
