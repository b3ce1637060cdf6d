// Starts the mock backend in the browser (dev server and mock builds only).
// ?seed=7 changes the data; ?scenario=admin (or admin,slow) picks scenarios and is kept
// for the session (sessionStorage), so links inside the app keep it. The world's changes are
// kept in localStorage across reloads (persistence.ts says when they are dropped).
// Before msw/browser: notes the listener of the worker source msw/browser makes and never starts.
import { dropOrphanChannel } from './msw-orphan-channel';
import { setupWorker } from 'msw/browser';
import { awaitPendingWorker } from './await-pending-worker';
import { MOCK_SCENARIO_STORAGE_KEY as SCENARIO_STORAGE_KEY } from '../lib/mock-scenario-key';
import { createHandlers, DEFAULT_SEED } from './handlers';
import { forgetSavedWorld, localPersistence, savedWorld, startSeed } from './persistence';
import { DEFAULT_SCENARIO, parseScenario } from './scenarios';
import { mockStoreSeed, persistMockStore } from './store';
import { allowMockWorkerScript } from './trusted-types';

// The crash probe of the error-screen scenarios reads the same key (src/lib/mock-scenario-key.ts).
export { SCENARIO_STORAGE_KEY };

function seedFromUrl(): number | undefined {
  const value = Number(new URLSearchParams(window.location.search).get('seed'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Whether this page was reloaded (F5), not opened: a reload keeps the world of its ?seed=. */
function reloaded(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload';
}

/** The scenario panel's "Mock-Daten zurücksetzen": the seed's fresh world, after a reload. */
export function resetMockWorld(reload = () => window.location.reload()): void {
  forgetSavedWorld(mockStoreSeed());
  reload();
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
  const saved = savedWorld();
  const { seed, keep } = startSeed({
    urlSeed: seedFromUrl(),
    reload: reloaded(),
    savedSeed: saved?.seed,
    fallback: DEFAULT_SEED,
  });
  // Its listener would keep every message of the worker in memory (msw-orphan-channel.ts).
  dropOrphanChannel();
  const worker = setupWorker(...createHandlers(seed, scenario.join(',')));
  // Dropped changes are dropped at once, and the seed is noted (a reload after the app's own
  // links left ?seed= behind keeps it).
  if (!keep) forgetSavedWorld(seed);
  // After createHandlers, which resets the store: the saved changes come back.
  persistMockStore(localPersistence, keep ? saved : null);
  await awaitPendingWorker();
  allowMockWorkerScript();
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
