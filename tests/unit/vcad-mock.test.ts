// The dispatch board's domain rules in the mock backend (src/mocks/stateful/vcad.ts), through
// MSW's node server as the app meets them: the board with `since` answers only what changed
// (304 when nothing did), a status change is kept and lands in the call's history, a unit is on
// at most one call, a closed call has its result and closing time and frees its units, the
// evening goes on by itself (never touching the player's unit, never bringing calls to a
// department being set up, which may be deleted), and the ten-codes are the standard ones.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rules as vcadRules } from '../../src/mocks/rules/vcad';
import { runRule } from '../../src/mocks/rules/kit';
import { ruleAsk } from '../utils/rule-ask';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(`http://localhost/api/vcad${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (res.status === 304 ? {} : await res.json().catch(() => ({}))) as Json };
}

let clock = Date.parse('2026-11-20T20:00:00Z');
beforeEach(() => {
  // The mock's evening follows the clock: held still here, moved on where a test says so.
  clock = Date.parse('2026-11-20T20:00:00Z');
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  setScenario('admin');
});
afterEach(() => vi.restoreAllMocks());

const newCall = (extra: Json = {}) =>
  api('POST', '/calls', {
    departmentId: 1,
    type: 'trafficStop',
    priority: 'normal',
    title: 'Verkehrskontrolle',
    location: { street: 'Grove Street 1', x: 10, y: 20 },
    ...extra,
  });

describe('vcad mock: the board', () => {
  it('answers only what changed since the last board, and 304 when nothing did', async () => {
    const full = (await api('GET', '/departments/1/board')).data;
    // The busy evening the board's budget is measured with (npm run bench:vcad).
    expect(full.units.length).toBeGreaterThanOrEqual(60);
    expect(full.openCalls.length).toBeGreaterThanOrEqual(40);
    expect(full.partial).toBe(false);
    clock += 100;
    expect((await api('GET', `/departments/1/board?since=${full.updatedAt}`)).status).toBe(304);
    const me = full.units.find((u: Json) => u.callsign === 'ADAM-12');
    clock += 100;
    expect((await api('PUT', `/units/${me.id}/status`, { state: 'busy', statusCode: '6' })).status).toBe(200);
    const delta = (await api('GET', `/departments/1/board?since=${full.updatedAt}`)).data;
    expect(delta.partial).toBe(true);
    expect(delta.units.map((u: Json) => [u.callsign, u.statusCode])).toEqual([['ADAM-12', '6']]);
    expect(delta.openCalls).toEqual([]);
  });

  it('keeps a status change, in the unit history and in its call history', async () => {
    const created = await newCall({ selfAssign: true });
    expect(created.status).toBe(201);
    const { call } = created.data;
    expect(call.createdByRole).toBe('unit');
    expect(call.units).toHaveLength(1);
    const unitId = call.units[0].unit.id;
    expect((await api('PUT', `/units/${unitId}/status`, { state: 'onscene', statusCode: '4' })).status).toBe(200);
    const unit = (await api('GET', `/units/${unitId}`)).data;
    expect(unit.unit.state).toBe('onscene');
    expect(unit.currentCall.id).toBe(call.id);
    expect(unit.recentStatus[0]).toMatchObject({ state: 'onscene', statusCode: '4', callId: call.id });
    const log = (await api('GET', `/calls/${call.id}/log`)).data.items as Json[];
    expect(log.map((l) => l.kind)).toEqual(['created', 'assigned', 'status', 'status']);
    expect(log.at(-1)?.text).toContain('Am Einsatzort');
    expect((await api('GET', `/calls/${call.id}`)).data.call.state).toBe('onscene');
  });

  it('puts a unit on one call at most, and en route or on scene only with a call', async () => {
    const first = (await newCall({ selfAssign: true })).data.call;
    const unitId = first.units[0].unit.id;
    const second = (await newCall({ title: 'Zweiter Einsatz' })).data.call;
    const again = await api('POST', `/calls/${second.id}/units`, { unitId });
    expect(again.status).toBe(409);
    const free = (await api('GET', '/units?departmentId=1&state=available')).data.items as Json[];
    expect(free.some((u) => u.id === unitId)).toBe(false);
    const idle = (await api('GET', '/departments/1/board')).data.units.find(
      (u: Json) => u.state === 'available' && !u.currentCallId && u.callsign !== 'ADAM-12',
    );
    // Units are driven by the dispatcher: start a dispatch shift to drive another unit.
    expect((await api('POST', '/departments/1/dispatch')).status).toBe(201);
    expect((await api('PUT', `/units/${idle.id}/status`, { state: 'onscene', statusCode: '4' })).status).toBe(409);
  });

  it('closes a call with its result and closing time; its units are free again; the history finds it', async () => {
    const call = (await newCall({ selfAssign: true, title: 'Kontrolle Pier' })).data.call;
    const unitId = call.units[0].unit.id;
    clock += 60_000;
    const closed = await api('POST', `/calls/${call.id}/close`, { outcome: 'arrest', report: 'Festnahme.' });
    expect(closed.data).toMatchObject({ state: 'closed', outcome: 'arrest', closedAt: '2026-11-20T20:01:00Z' });
    expect((await api('GET', `/units/${unitId}`)).data.unit).toMatchObject({ state: 'available' });
    expect((await api('POST', `/calls/${call.id}/close`, { outcome: 'resolved' })).status).toBe(409);
    const found = (await api('GET', '/calls?q=Pier&state=closed')).data.items as Json[];
    expect(found.map((c) => c.id)).toContain(call.id);
    const reopened = await api('POST', `/calls/${call.id}/reopen`, { reason: 'Neue Hinweise' });
    expect(reopened.data.state).toBe('pending');
    expect(reopened.data.closedAt).toBeUndefined();
  });

  it('lets the evening go on: other units change over time, the player unit does not', async () => {
    const before = (await api('GET', '/departments/1/board')).data;
    clock += 12 * 2000;
    const delta = (await api('GET', `/departments/1/board?since=${before.updatedAt}`)).data;
    const changed = [...delta.units, ...delta.openCalls];
    expect(changed.length).toBeGreaterThan(0);
    expect(delta.units.some((u: Json) => u.callsign === 'ADAM-12')).toBe(false);
    const all = (await api('GET', '/calls?limit=100')).data.items as Json[];
    for (const c of all.filter((x) => x.state === 'closed'))
      expect(c).toMatchObject({ closedAt: expect.any(String), outcome: expect.any(String) });
    const units = (await api('GET', '/units')).data.items as Json[];
    const onCalls = units.filter((u) => u.currentCallId).map((u) => u.id);
    expect(new Set(onCalls).size).toBe(onCalls.length);
  });

  it('stays busy: as calls are finished, new ones come in', async () => {
    // 300 events of the evening (ten minutes), ten at a time as the polls play them.
    for (let step = 0; step < 30; step++) {
      clock += 10 * 2000;
      await api('GET', '/departments/1/board');
    }
    const board = (await api('GET', '/departments/1/board')).data;
    expect(board.openCalls.length).toBeGreaterThanOrEqual(40);
    const closed = (await api('GET', '/calls?departmentId=1&state=closed&limit=100')).data.items as Json[];
    expect(closed.some((c) => c.number.startsWith('E-2026-1') && c.outcome)).toBe(true);
  });

  it('has a department being set up (BCSO): the evening brings it no calls, and it may be deleted', async () => {
    const bcso = ((await api('GET', '/departments')).data.items as Json[]).find((d) => d.shortName === 'BCSO') as Json;
    expect(bcso).toMatchObject({ active: false, unitCount: 0 });
    // A quarter of an hour of the evening, as the polls play it.
    for (let step = 0; step < 45; step++) {
      clock += 10 * 2000;
      await api('GET', '/departments/1/board');
    }
    expect((await api('GET', `/calls?departmentId=${bcso.id}&limit=100`)).data.items).toEqual([]);
    // The busy ones are refused; this one goes.
    expect((await api('DELETE', '/departments/1')).status).toBe(409);
    expect((await api('DELETE', `/departments/${bcso.id}`)).status).toBe(200);
    expect((await api('GET', `/departments/${bcso.id}`)).status).toBe(404);
  });

  it('has the standard ten-codes and the radio status codes', async () => {
    const ten = (await api('GET', '/tenCodes')).data.items as Json[];
    const meaning = Object.fromEntries(ten.map((c) => [c.code, c.meaning]));
    expect(meaning).toMatchObject({
      '10-4': 'Verstanden',
      '10-7': 'Außer Dienst',
      '10-8': 'Im Dienst, einsatzbereit',
      '10-20': 'Standort',
    });
    const status = (await api('GET', '/statusCodes')).data.items as Json[];
    expect(status.map((c) => c.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });
});

// The rules mock:audit checks (src/mocks/rules/vcad.ts), stated once for both.
describe('vcad rules', () => {
  it.each(vcadRules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });
});
