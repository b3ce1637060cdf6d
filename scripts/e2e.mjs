#!/usr/bin/env node
// npm run test:e2e: builds the mock app, serves it on 127.0.0.1 and runs the
// Playwright tests in Debian's Chromium. Extra arguments go to Playwright.
// The production build (dist/, built here when missing) is served too, with the same
// headers, for the CSP suite (E2E_PROD_URL); it has no backend, /api answers 503.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './lib/chromium.mjs';
import { serveStatic } from './lib/static-server.mjs';

ensureChromium();
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const pwArgs = args.filter((a) => a !== '--no-build');
// E2E_DIST lets several people build and test at once without sharing a folder.
const dist = process.env.E2E_DIST ?? 'dist-mock';

if (!skipBuild) {
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'mock', '--outDir', dist, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const prodDist = process.env.E2E_PROD_DIST ?? 'dist';
if (!existsSync(`${prodDist}/index.html`)) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', prodDist, '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { server, url } = await serveStatic({ dir: dist });
const prod = await serveStatic({ dir: prodDist });
// Async spawn: the server lives in this process and must keep answering.
const child = spawn('npx', ['playwright', 'test', '--config', 'tests/playwright.config.ts', ...pwArgs], {
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: url, E2E_PROD_URL: prod.url },
});
child.on('exit', (code) => {
  server.close();
  prod.server.close();
  process.exit(code ?? 1);
});
