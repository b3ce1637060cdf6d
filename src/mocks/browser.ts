// Starts the mock backend in the browser (dev server and mock builds only).
// ?seed=7 changes the data; ?scenario=admin (or admin,slow) picks scenarios and is kept
// for the session (sessionStorage), so links inside the app keep it.
import { setupWorker } from 'msw/browser';
import { awaitPendingWorker } from './await-pending-worker';
import { MOCK_SCENARIO_STORAGE_KEY as SCENARIO_STORAGE_KEY } from '../lib/mock-scenario-key';
import { createHandlers, DEFAULT_SEED } from './handlers';
import { DEFAULT_SCENARIO, parseScenario } from './scenarios';

// The crash probe of the error-screen scenarios reads the same key (src/lib/mock-scenario-key.ts).
export { SCENARIO_STORAGE_KEY };

function seedFromUrl(): number {
  const value = Number(new URLSearchParams(window.location.search).get('seed'));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_SEED;
}

/** The scenario names of this session: ?scenario= wins and is remembered. Throws on an unknown name. */
export function currentScenario(): string[] {
  const fromUrl = new URLSearchParams(window.location.search).get('scenario');
  const value = fromUrl ?? session('get') ?? DEFAULT_SCENARIO;
  const names = parseScenario(value);
  session('set', names.join(','));
  return names;
}

/** sessionStorage that may throw (disabled, full): the scenario then lasts for this page only. */
function session(op: 'get' | 'set' | 'remove', value = ''): string | null {
  try {
    if (op === 'get') return sessionStorage.getItem(SCENARIO_STORAGE_KEY);
    if (op === 'set') sessionStorage.setItem(SCENARIO_STORAGE_KEY, value);
    else sessionStorage.removeItem(SCENARIO_STORAGE_KEY);
  } catch {
    // nothing to keep
  }
  return null;
}

export async function startMockWorker(): Promise<void> {
  let scenario: string[];
  try {
    scenario = currentScenario();
  } catch (error) {
    // Forget the bad name, so a reload without ?scenario= starts normally again.
    session('remove');
    throw error;
  }
  const worker = setupWorker(...createHandlers(seedFromUrl(), scenario.join(',')));
  await awaitPendingWorker();
  await worker.start({
    onUnhandledFrame: ({ frame, defaults }) => {
      // Only API calls must be mocked; assets and chunks go to the server.
      const data = frame.data as { request?: Request };
      if (data.request && new URL(data.request.url).pathname.startsWith('/api/')) defaults.error();
    },
    quiet: true,
  });
  // For `npm run bench:mock-start`: when the mock backend began to answer.
  performance.mark('mocks:ready');
}
