// Browser tests in Debian's Chromium against a built app served on 127.0.0.1.
// scripts/e2e.mjs builds the mock app, starts the server and sets these variables.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/lib/chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two browsers at once: 237 tests took 22.7 min instead of 29.6 min on one worker (2026-12-01).
  // Two Chromiums already keep both cores busy, so more workers would only add load. Each worker
  // takes whole files in order. E2E_WORKERS=1 runs them one after another.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries: a test that needs one is flaky, and a flaky test is a failure (scripts/test-all.mjs
  // counts Playwright's "flaky" as failed). `npm run test:steady` finds tests whose outcome depends
  // on the machine's load.
  retries: 0,
  // Timeouts for a busy 2-core machine, in this one place. A state that is right shows at once
  // whatever the limit; the limit only decides how long a slow machine may take to get there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Playwright empties its output folder when a run starts: a folder of its own, so the vitest
  // step's records in test-results/ (the hardening table's, issue #30) survive the browser run.
  outputDir: '../test-results/playwright',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? '../test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173',
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS },
    serviceWorkers: 'allow',
    trace: 'off',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
});
