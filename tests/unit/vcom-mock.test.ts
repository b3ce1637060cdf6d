// The vcom domain rules in the mock world (src/mocks/stateful/vcom.ts and ./vcom/), through MSW's
// node server as the app meets them: every rule mock:audit checks (src/mocks/rules/vcom.ts), and
// the arrests' own answers: unknown person 404, offences outside the legal code and prison time
// beyond the contract 422, a warrant of someone else 422, a warrant carried out only once (409),
// an early release only of an inmate (409), an execution not in the future (422).
import { describe, expect, it } from 'vitest';
import { runRule } from '../../src/mocks/rules/kit';
import { rules } from '../../src/mocks/rules/vcom';
import { ruleAsk } from '../utils/rule-ask';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(`http://localhost/api/vcom/police${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Json };
}

describe('vcom mock rules', () => {
  it.each(rules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });

  it('refuses an arrest of an unknown person, outside the legal code or beyond 600 minutes', async () => {
    setScenario('police');
    expect((await api('POST', '/arrests', { citizenId: 999, crimeIds: [8] })).status).toBe(404);
    const unknownCrime = await api('POST', '/arrests', { citizenId: 1, crimeIds: [999] });
    expect(unknownCrime.status).toBe(422);
    expect(unknownCrime.data.errors[0].field).toBe('crimeIds');
    expect((await api('POST', '/arrests', { citizenId: 1, crimeIds: [8], prisonMinutes: 601 })).status).toBe(422);
    const other = await api('POST', '/arrests', { citizenId: 1, crimeIds: [8], orderId: 1 });
    expect(other.status).toBe(422);
    expect(other.data.errors[0].field).toBe('orderId');
  });

  it('sums the offences, executes the warrant once, releases an inmate once', async () => {
    setScenario('policeApprover');
    const made = await api('POST', '/arrests', { citizenId: 2, crimeIds: [8, 9], orderId: 1 });
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ prisonMinutes: 50, fine: 6200, status: 'inCustody', orderId: 1 });
    expect((await api('GET', '/orders/1')).data.status).toBe('executed');
    expect((await api('GET', '/citizens/2')).data.wanted).toBe(false);
    expect((await api('POST', '/arrests', { citizenId: 2, crimeIds: [8], orderId: 1 })).status).toBe(409);
    const execution = { executedAt: new Date().toISOString() };
    expect((await api('POST', '/orders/1/execution', execution)).status).toBe(409);
    const listed = (await api('GET', '/arrests?status=inCustody')).data.items as Json[];
    expect(listed.map((a) => a.id)).toContain(made.data.id);
    const released = await api('POST', `/arrests/${made.data.id}/release`, { reason: 'Kaution gezahlt.' });
    expect(released.data.status).toBe('released');
    expect((await api('POST', `/arrests/${made.data.id}/release`, { reason: 'Nochmal.' })).status).toBe(409);
  });

  it('confirms an execution not in the future', async () => {
    setScenario('police');
    const future = { executedAt: new Date(Date.now() + 86_400_000).toISOString() };
    const refused = await api('POST', '/orders/1/execution', future);
    expect(refused.status).toBe(422);
    expect(refused.data.errors[0].field).toBe('executedAt');
    expect((await api('POST', '/orders/1/execution', { executedAt: new Date().toISOString() })).status).toBe(200);
  });
});
