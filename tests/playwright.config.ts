// Browser tests in Debian's Chromium against a built app served on 127.0.0.1.
// scripts/e2e.mjs builds the mock app, starts the server and sets these variables.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/lib/chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? '../test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173',
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS },
    serviceWorkers: 'allow',
    trace: 'off',
  },
});
