// Mock scenarios in vitest: setScenario('admin') (or 'admin,slow') puts the scenario's
// handlers in front for the current test; the setup file resets them after each test.
import { seedHandler, DEFAULT_SEED } from '../../src/mocks/handlers';
import { server } from '../../src/mocks/node';
import { scenarioHandlers } from '../../src/mocks/scenarios';
import type { ScenarioName } from '../../src/mocks/scenarios';

export function setScenario(name: ScenarioName | (string & {}), seed = DEFAULT_SEED): void {
  server.use(seedHandler(seed), ...scenarioHandlers(name));
}
