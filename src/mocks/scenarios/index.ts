// Choosing scenarios by name: `admin`, or several joined by commas (`admin,slow`).
import type { RequestHandler } from 'msw';
import { SCENARIOS, type Scenario } from './definitions';

export { SCENARIOS, type Scenario, type ScenarioName } from './definitions';

export const DEFAULT_SCENARIO = 'player';
export const SCENARIO_NAMES = Object.keys(SCENARIOS);

export class UnknownScenarioError extends Error {
  constructor(name: string) {
    super(`Unbekanntes Mock-Szenario „${name}“. Verfügbar: ${SCENARIO_NAMES.join(', ')}.`);
    this.name = 'UnknownScenarioError';
  }
}

/** Splits `admin,slow` into names and checks each; throws UnknownScenarioError for a typo. */
export function parseScenario(value: string | null | undefined): string[] {
  const names = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) if (!(name in SCENARIOS)) throw new UnknownScenarioError(name);
  return names.length ? names : [DEFAULT_SCENARIO];
}

export function scenarioHandlers(value: string | string[] | null | undefined): RequestHandler[] {
  const names = Array.isArray(value) ? parseScenario(value.join(',')) : parseScenario(value);
  return names.flatMap((name) => (SCENARIOS as Record<string, Scenario>)[name]?.handlers() ?? []);
}

/** The answer rewrites of the named scenarios, in order (Scenario.rewrite). */
export function scenarioRewrites(value: string | null | undefined): NonNullable<Scenario['rewrite']>[] {
  return parseScenario(value).flatMap((name) => (SCENARIOS as Record<string, Scenario>)[name]?.rewrite ?? []);
}
