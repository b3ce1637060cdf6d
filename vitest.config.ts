// Unit and integration tests (jsdom + MSW's node server on the generated handlers).
// Browser tests are Playwright (tests/e2e, run by scripts/e2e.mjs), not vitest.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': '/src' } },
  define: { 'import.meta.env.VITE_MOCKS': JSON.stringify('true') },
  test: {
    environment: 'jsdom',
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.{ts,tsx}',
      'tests/tools/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['tests/setup/vitest-setup.ts'],
    restoreMocks: true,
    // A safety net, not a speed check (those are benches): a flow of several steps, each allowed
    // asyncUtilTimeout on a busy machine, must not be cut off while it is still right.
    testTimeout: 90_000,
    pool: 'threads',
    maxWorkers: 2,
  },
});
