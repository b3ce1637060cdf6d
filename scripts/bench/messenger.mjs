#!/usr/bin/env node
// node scripts/bench/messenger.mjs [--no-build] [--check]
// Issue 20's chat budgets, in Chromium on the mock app (the long group chat, 5,000 messages):
//   1. paging back: scroll to the top again and again until message #1 has loaded (100 windows
//      of 50), counting long tasks over 50 ms while the windows arrive and render;
//   2. scrolling: with all 5,000 loaded, scroll from the top to the bottom in steps of 120 px per
//      frame (a wheel's pace) and count long tasks over 50 ms and frames over 50 ms (target 0);
//   3. sending: Enter in the composer until the message's row is in the DOM, 10 times (≤ 50 ms).
// Also prints how many message rows the DOM holds at most (the list is virtualised).
// Builds the mock app into dist-bench-messenger first (unless --no-build). Not part of npm test:
// timings on a shared machine are figures to read, not assertions; --check exits 1 over budget.
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, ensureChromium } from '../lib/chromium.mjs';
import { serveStatic } from '../lib/static-server.mjs';

const args = process.argv.slice(2);
const dist = process.env.BENCH_DIST ?? 'dist-bench-messenger';
const LONG_CHAT = '/messenger?chat=4&scenario=player';
const BUDGET = { longTasks: 0, longFrames: 0, sendMs: 50 };

if (!args.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'mock', '--outDir', dist, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Long tasks are recorded only while a phase is measured (window.__bench.recording).
const probe = `(() => {
  window.__bench = { recording: false, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (window.__bench.recording) window.__bench.longTasks.push(Math.round(e.duration));
  }).observe({ type: 'longtask', buffered: false });
})();`;

const { server, url } = await serveStatic({ dir: dist });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
const results = {};
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(probe);
  await page.goto(new URL(LONG_CHAT, url).href);
  const log = page.getByRole('log');
  await log.getByText(/\(#5000\)/).waitFor();
  const record = (on) =>
    page.evaluate((r) => {
      window.__bench.recording = r;
      if (r) window.__bench.longTasks = [];
      return window.__bench.longTasks;
    }, on);
  const rowCount = () => log.evaluate((el) => el.querySelectorAll('[data-index]').length);

  // 1. Paging back to message #1.
  await record(true);
  let started = Date.now();
  let maxRows = 0;
  for (let i = 0; i < 400; i++) {
    if ((await log.getByText(/\(#1\)$/).count()) > 0) break;
    await log.evaluate((el) => el.scrollTo({ top: 0 }));
    await page.waitForTimeout(50);
    maxRows = Math.max(maxRows, await rowCount());
  }
  const reachedFirst = (await log.getByText(/\(#1\)$/).count()) > 0;
  results.paging = { seconds: (Date.now() - started) / 1000, reachedFirst, longTasks: await record(false) };

  // 2. Scrolling through all of it, 120 px a frame.
  await record(true);
  started = Date.now();
  const frames = await log.evaluate(
    (el) =>
      new Promise((resolve) => {
        const gaps = [];
        let last = performance.now();
        el.scrollTop = 0;
        const step = (now) => {
          gaps.push(now - last);
          last = now;
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) return resolve(gaps);
          el.scrollTop += 120;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
  maxRows = Math.max(maxRows, await rowCount());
  results.scrolling = {
    seconds: (Date.now() - started) / 1000,
    frames: frames.length,
    longFrames: frames.filter((g) => g > 50).length,
    worstFrameMs: Math.round(Math.max(...frames)),
    longTasks: await record(false),
  };
  results.maxRowsInDom = maxRows;

  // 3. Sending: from the Enter key to the message's row in the DOM.
  const box = page.getByRole('textbox', { name: 'Nachricht' });
  const sends = [];
  for (let i = 1; i <= 10; i++) {
    const text = `Bench-Nachricht ${i} ${Date.now()}`;
    await box.fill(text);
    // The watcher is in place before the key goes down; it resolves with the time between both.
    await page.evaluate((wanted) => {
      const log = document.querySelector('[role="log"]');
      const seen = () => [...log.querySelectorAll('[data-index]')].some((n) => n.textContent?.includes(wanted));
      window.__send = new Promise((resolve) => {
        let pressed = 0;
        const observer = new MutationObserver(() => {
          if (pressed && seen()) {
            observer.disconnect();
            resolve(performance.now() - pressed);
          }
        });
        observer.observe(log, { childList: true, subtree: true, characterData: true });
        document.addEventListener('keydown', () => (pressed = performance.now()), { capture: true, once: true });
      });
    }, text);
    await box.press('Enter');
    const ms = await page.evaluate(() => window.__send);
    sends.push(ms);
  }
  results.send = { ms: sends.map(Math.round) };
} finally {
  await browser.close();
  server.close();
}
if (args.includes('--json')) console.log(JSON.stringify(results, null, 2));
const sorted = [...results.send.ms].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const checks = [
  [`paging back reaches message #1 (${results.paging.seconds.toFixed(1)} s)`, results.paging.reachedFirst],
  [
    `long tasks while older windows arrive: ${results.paging.longTasks.length} (${results.paging.longTasks.join(', ') || '–'} ms), budget ${BUDGET.longTasks}`,
    results.paging.longTasks.length <= BUDGET.longTasks,
  ],
  [
    `long tasks while scrolling 5,000 messages: ${results.scrolling.longTasks.length}, budget ${BUDGET.longTasks}`,
    results.scrolling.longTasks.length <= BUDGET.longTasks,
  ],
  [
    `frames over 50 ms while scrolling: ${results.scrolling.longFrames} of ${results.scrolling.frames} (worst ${results.scrolling.worstFrameMs} ms), budget ${BUDGET.longFrames}`,
    results.scrolling.longFrames <= BUDGET.longFrames,
  ],
  [`message rows in the DOM at most: ${results.maxRowsInDom} (virtualised)`, results.maxRowsInDom < 200],
  [
    `send → row shown, median of 10: ${median} ms (all: ${results.send.ms.join(', ')}), budget ${BUDGET.sendMs} ms`,
    median <= BUDGET.sendMs,
  ],
];
for (const [name, ok] of checks) console.log(`${ok ? 'ok  ' : 'OVER'} ${name}`);
if (args.includes('--check') && checks.some(([, ok]) => !ok)) process.exit(1);
