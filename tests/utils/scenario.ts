// Mock scenarios in vitest: setScenario('admin') (or 'admin,slow') puts the scenario's
// handlers in front for the current test; the setup file resets them after each test.
import { actAs } from '../../src/mocks/checks';
import { seedHandler, DEFAULT_SEED } from '../../src/mocks/handlers';
import { server } from '../../src/mocks/node';
import { scenarioHandlers } from '../../src/mocks/scenarios';
import type { ScenarioName } from '../../src/mocks/scenarios';

export function setScenario(name: ScenarioName | (string & {}), seed = DEFAULT_SEED): void {
  // actAs: the check layer (403 without a right) decides for this scenario's identity too.
  server.use(seedHandler(seed), ...scenarioHandlers(name), actAs(name));
}
