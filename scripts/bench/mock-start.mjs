#!/usr/bin/env node
// npm run bench:mock-start [-- --runs 7] [--no-build] [--dir dist-mock] [--url http://127.0.0.1:5173]
// How fast the mock build starts, as a tester meets it: builds the mock app (unless --no-build),
// serves it on 127.0.0.1 (or measures a running server, e.g. `npm start`, with --url) and opens `/` in Debian's Chromium, fresh profile per run (so the mock
// worker installs anew, as on a first visit), median of the runs. Prints per run and as medians:
//   first paint     first pixels (is the background in the theme's colour from then on?)
//   mocks ready     the mock worker answers (performance mark 'mocks:ready')
//   first /api      the first /api request leaves, and its distance from "mocks ready"
//   first heading   an <h1> is on screen (the page has rendered)
//   first data      the greeting "Hallo, …!" is on screen (the first mock answer has arrived and shows)
// Figures only: on-demand, never asserted in tests (README "Mock start").
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../lib/chromium.mjs';
import { serveStatic } from '../lib/static-server.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const RUNS = Number(arg('--runs', 7)) || 7;
const DIR = arg('--dir', 'dist-mock-bench');

const URL_ARG = arg('--url', '');
if (!URL_ARG && !args.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--mode', 'mock', '--outDir', DIR, '--logLevel', 'warn'], { stdio: 'inherit' });
}
const executablePath = ensureChromium();
const { server, url } = URL_ARG
  ? { server: undefined, url: URL_ARG.replace(/\/$/, '') }
  : await serveStatic({ dir: DIR });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });

/** Marks the first <h1> and the background colour of the first paint, from the page's own clock. */
function observeStart() {
  const w = /** @type {any} */ (window);
  // The frame that shows a thing: the next animation frame after it is in the DOM.
  const whenShown = (selector, key) =>
    new MutationObserver((_, observer) => {
      if (document.querySelector(selector)) {
        observer.disconnect();
        requestAnimationFrame(() => (w[key] = performance.now()));
      }
    }).observe(document, { subtree: true, childList: true });
  whenShown('h1', '__firstHeading');
  whenShown('[data-testid="greeting"]', '__firstData');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-paint' && w.__firstPaintBg === undefined) {
        w.__firstPaintBg = getComputedStyle(document.documentElement).backgroundColor;
      }
    }
  }).observe({ type: 'paint', buffered: true });
}

const runs = [];
for (let i = 0; i < RUNS; i += 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.addInitScript(observeStart);
  await page.goto(`${url}/?scenario=player`);
  await page.waitForFunction(
    () =>
      /** @type {any} */ (window).__firstHeading !== undefined &&
      /** @type {any} */ (window).__firstData !== undefined &&
      performance.getEntriesByName('first-paint').length > 0 &&
      performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname.startsWith('/api/')),
    null,
    { timeout: 60_000 },
  );
  const figures = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN;
    const ready = performance.getEntriesByName('mocks:ready')[0]?.startTime ?? NaN;
    const api = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
      .map((e) => e.startTime);
    return {
      paint,
      ready,
      api: api.length ? Math.min(...api) : NaN,
      heading: w.__firstHeading,
      data: w.__firstData,
      background: w.__firstPaintBg ?? '',
    };
  });
  runs.push(figures);
  await context.close();
}
await browser.close();
server?.close();

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');
console.log(`Mock build start (${RUNS} runs, fresh profile each, ${URL_ARG || DIR}):`);
console.log(
  'run  first paint  mocks ready  first /api  /api after ready  first heading  first data  background at first paint',
);
runs.forEach((r, i) =>
  console.log(
    `${String(i + 1).padStart(3)}  ${ms(r.paint).padStart(11)}  ${ms(r.ready).padStart(11)}  ${ms(r.api).padStart(10)}  ${ms(r.api - r.ready).padStart(16)}  ${ms(r.heading).padStart(13)}  ${ms(r.data).padStart(10)}  ${r.background}`,
  ),
);
console.log(
  `median  first paint ${ms(median(runs.map((r) => r.paint)))}, mocks ready ${ms(median(runs.map((r) => r.ready)))}, ` +
    `first /api ${ms(median(runs.map((r) => r.api)))} (${ms(median(runs.map((r) => r.api - r.ready)))} after ready), ` +
    `first heading ${ms(median(runs.map((r) => r.heading)))}, first data ${ms(median(runs.map((r) => r.data)))}`,
);
