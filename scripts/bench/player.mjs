#!/usr/bin/env node
// node scripts/bench/player.mjs [--no-build] [--seconds 10]
// Plays the placeholder track in Chromium (loop on) and prints, for the playback window:
//   - React commits outside the player bar (target 0) and which components rendered there,
//   - long tasks over 50 ms (target 0),
//   - main-thread CPU time of the page per second of playback (and the same for an idle page, for scale).
// Builds the mock app into dist-bench-player first (unless --no-build). Not part of npm test.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, ensureChromium } from '../lib/chromium.mjs';
import { serveStatic } from '../lib/static-server.mjs';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 10;
const dist = process.env.BENCH_DIST ?? 'dist-bench-player';
if (!args.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'mock', '--outDir', dist, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const probe = readFileSync(new URL('./player/commit-probe.js', import.meta.url), 'utf8');
const longTaskProbe = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (window.__playerBench?.recording) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
})();`;

const { server, url } = await serveStatic({ dir: dist });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  await page.addInitScript(probe);
  await page.addInitScript(longTaskProbe);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const get = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
    return {
      task: get('TaskDuration'),
      script: get('ScriptDuration'),
      layout: get('LayoutDuration'),
      style: get('RecalcStyleDuration'),
    };
  };
  const window_ = async (label, during) => {
    await page.evaluate(() => {
      Object.assign(window.__playerBench, {
        recording: true,
        commits: 0,
        commitsOutside: 0,
        commitsInside: 0,
        outsideComponents: {},
      });
      window.__longTasks = [];
    });
    const before = await taskSeconds();
    const started = Date.now();
    await during();
    const wall = (Date.now() - started) / 1000;
    const after = await taskSeconds();
    const stats = await page.evaluate(() => {
      window.__playerBench.recording = false;
      return { ...window.__playerBench, longTasks: window.__longTasks };
    });
    const perSecond = (key) => (((after[key] - before[key]) * 1000) / wall).toFixed(1);
    return {
      label,
      wall,
      stats,
      cpu: {
        task: perSecond('task'),
        script: perSecond('script'),
        layout: perSecond('layout'),
        style: perSecond('style'),
      },
    };
  };

  await page.goto(`${url}/`);
  const bar = page.getByRole('region', { name: 'Audioplayer' });
  await bar.waitFor();
  await page.waitForTimeout(2000); // let start-up work (mocks, queries, lazy pages) settle
  const idle = await window_('idle (paused)', () => page.waitForTimeout(seconds * 1000));

  await bar.getByRole('button', { name: 'Wiederholen' }).click(); // loop, so playback lasts the whole window
  await bar.getByRole('button', { name: 'Abspielen' }).click();
  await page.waitForSelector('[data-player-bar][data-status="playing"]');
  const positionBefore = Number(
    await bar.getByRole('slider', { name: 'Wiedergabeposition' }).getAttribute('aria-valuenow'),
  );
  const playing = await window_('playing', () => page.waitForTimeout(seconds * 1000));
  const status = await bar.getAttribute('data-status');

  console.log(`Player benchmark: ${seconds} s windows in Chromium, progressUpdateInterval 20 ms (${dist})`);
  for (const run of [idle, playing]) {
    const { stats, cpu } = run;
    console.log(`\n${run.label} (${run.wall.toFixed(1)} s)`);
    console.log(`  React commits: ${stats.commits} (inside the player bar only: ${stats.commitsInside})`);
    console.log(`  React commits outside the player bar: ${stats.commitsOutside} (target 0)`);
    const names = Object.entries(stats.outsideComponents)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8);
    if (names.length) console.log(`    rendered outside: ${names.map(([n, c]) => `${n}×${c}`).join(', ')}`);
    console.log(
      `  long tasks > 50 ms: ${stats.longTasks.length} (target 0)${stats.longTasks.length ? ` [${stats.longTasks.map((d) => d.toFixed(0)).join(', ')} ms]` : ''}`,
    );
    console.log(
      `  main-thread CPU per second: ${cpu.task} ms (script ${cpu.script}, style ${cpu.style}, layout ${cpu.layout})`,
    );
  }
  console.log(
    `\nstill playing at the end: ${status === 'playing' ? 'yes' : `no (${status})`}; position moved from ${positionBefore.toFixed(2)} s`,
  );
} finally {
  await browser.close();
  server.close();
}
