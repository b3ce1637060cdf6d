// The `ask` a domain rule (src/mocks/rules/) takes, for vitest: through MSW's node server as the
// app meets it, each request as the scenario the rule names (default admin, as in mock:audit).
import type { Ask } from '../../src/mocks/rules';
import { setScenario } from './scenario';

export function ruleAsk(seed?: number): Ask {
  return async (method, url, { body, headers = {}, scenario = 'admin' } = {}) => {
    setScenario(scenario, seed);
    const res = await fetch(`http://localhost${url}`, {
      method,
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed };
  };
}
