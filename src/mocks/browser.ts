// Starts the mock backend in the browser (dev server and mock builds only).
import { setupWorker } from 'msw/browser';
import { createHandlers, DEFAULT_SEED } from './handlers';

function seedFromUrl(): number {
  const value = Number(new URLSearchParams(window.location.search).get('seed'));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_SEED;
}

export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...createHandlers(seedFromUrl()));
  await worker.start({
    onUnhandledFrame: ({ frame, defaults }) => {
      // Only API calls must be mocked; assets and chunks go to the server.
      const data = frame.data as { request?: Request };
      if (data.request && new URL(data.request.url).pathname.startsWith('/api/')) defaults.error();
    },
    quiet: true,
  });
}
