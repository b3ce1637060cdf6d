// Hook for the error fallbacks, in builds with the mock backend only (production compiles
// it to `return null`: VITE_MOCKS is the constant 'false' there). It throws while rendering
// when asked to:
// - by the URL, `?__crash=page` or `?__crash=root` (browser tests);
// - by the session's mock scenario, `crash-page` or `crash-root` (testers, from the scenario
//   panel). A page crash of the scenario lasts until the error screen leads away (its
//   redirect or "Jetzt weiter"), so the page it leads to renders normally.
import { MOCK_SCENARIO_STORAGE_KEY } from '../../lib/mock-scenario-key';

export type CrashPlace = 'page' | 'root';

let pageCrashDone = false;

/** The error screen led away: the scenario's page crash has been seen. */
export function markScenarioCrashSeen(): void {
  pageCrashDone = true;
}

function scenarioNames(): string[] {
  const fromUrl = new URLSearchParams(window.location.search).get('scenario');
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(MOCK_SCENARIO_STORAGE_KEY);
  } catch {
    // no session storage: the URL alone decides
  }
  return (fromUrl ?? stored ?? '').split(',').map((s) => s.trim());
}

function crashRequested(where: CrashPlace): boolean {
  if (new URLSearchParams(window.location.search).get('__crash') === where) return true;
  if (where === 'page' && pageCrashDone) return false;
  return scenarioNames().includes(`crash-${where}`);
}

export function CrashProbe({ where }: { where: CrashPlace }) {
  if (import.meta.env.VITE_MOCKS === 'true' && crashRequested(where)) {
    throw new Error(`Absichtlicher Testfehler (${where})`);
  }
  return null;
}
