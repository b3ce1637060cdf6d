// The vcad mock forgets what its backend no longer keeps (src/mocks/stateful/vcad/prune.ts), so
// a board left open for hours does not grow the page's memory (issue #26): closed calls past
// keepClosedCallsDays or beyond CLOSED_CALLS_KEPT per department go with their log, a unit keeps
// its newest STATUS_KEPT_PER_UNIT status changes; open calls, the newest closed ones (the
// history still finds them) and every domain rule stay.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rules as vcadRules } from '../../src/mocks/rules/vcad';
import { runRule } from '../../src/mocks/rules/kit';
import { CLOSED_CALLS_KEPT, prune, STATUS_KEPT_PER_UNIT } from '../../src/mocks/stateful/vcad/prune';
import { setStatus } from '../../src/mocks/stateful/vcad/rules';
import { callLog, calls, iso, statusLog, units } from '../../src/mocks/stateful/vcad/world';
import type { EntityId } from '../../src/mocks/store';
import { ruleAsk } from '../utils/rule-ask';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(url: string) {
  const res = await fetch(`http://localhost/api/vcad${url}`);
  return { status: res.status, data: (res.status === 304 ? {} : await res.json()) as Json };
}

let clock = Date.parse('2026-11-20T20:00:00Z');
beforeEach(() => {
  clock = Date.parse('2026-11-20T20:00:00Z');
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  setScenario('admin');
});
afterEach(() => vi.restoreAllMocks());

const DAY = 86_400_000;
const system = { id: 2, name: 'Leitstelle_System' };

/** A closed call of `department`, closed `ago` ms before now, with one log line. */
function closedCall(department: number, ago: number, title: string) {
  const at = clock - ago;
  const call = calls().insert({
    number: `E-2026-T${String(calls().all().length)}`,
    department: { id: department, shortName: 'X', color: 'blue' },
    type: 'other',
    priority: 'normal',
    state: 'closed',
    title,
    location: { street: 'Teststraße 1', x: 0, y: 0 },
    createdBy: system,
    createdByRole: 'system',
    createdAt: iso(at - 600_000),
    updatedAt: iso(at),
    closedAt: iso(at),
    outcome: 'resolved',
    units: [],
    _changed: at,
    _closed: at,
  });
  callLog().insert(
    { callId: call.id, kind: 'closed', text: 'Abgeschlossen', author: system, at: iso(at) },
    { first: false },
  );
  return call;
}

const closedOf = (department: number) =>
  calls().where((c) => c.state === 'closed' && (c.department as Json).id === department);

describe('vcad mock: what the backend no longer keeps goes', () => {
  it('drops closed calls beyond the cap of their department and past keepClosedCallsDays, with their logs', async () => {
    const openBefore = calls().where((c) => c.state !== 'closed').length;
    const seededClosed = closedOf(1).length;
    // Newest last: call n closed (CLOSED_CALLS_KEPT + 5 - n) seconds ago, after the seeded ones.
    const made = Array.from({ length: CLOSED_CALLS_KEPT + 5 }, (_, n) =>
      closedCall(
        1,
        (CLOSED_CALLS_KEPT + 5 - n) * 1000,
        n === CLOSED_CALLS_KEPT + 4 ? 'Zuletzt abgeschlossen' : `Fall ${n}`,
      ),
    );
    const old = closedCall(2, 31 * DAY, 'Alter Fall');
    const recent = closedCall(2, 29 * DAY, 'Neuerer Fall');
    prune();

    const kept = closedOf(1);
    expect(kept).toHaveLength(CLOSED_CALLS_KEPT);
    // The oldest go: the seeded closed calls (closed hours ago) and the five oldest made here.
    expect(kept.map((c) => c.id).sort((a, b) => Number(a) - Number(b))).toEqual(made.slice(5).map((c) => c.id));
    expect(seededClosed).toBeGreaterThan(0);
    const gone = new Set([...made.slice(0, 5).map((c) => c.id), old.id]);
    expect(callLog().where((l) => gone.has(l.callId as EntityId))).toEqual([]);
    expect(callLog().where((l) => l.callId === made.at(-1)?.id)).toHaveLength(1);
    // keepClosedCallsDays (30): a month-old call goes even below the cap, a younger one stays.
    expect(calls().get(old.id)).toBeUndefined();
    expect(calls().get(recent.id)).toBeDefined();
    expect(calls().where((c) => c.state !== 'closed')).toHaveLength(openBefore);

    // The history still finds the newest closed call; a pruned one answers 404.
    const found = (await api('/calls?q=Zuletzt%20abgeschlossen&state=closed')).data.items as Json[];
    expect(found.map((c) => c.id)).toEqual([made.at(-1)?.id]);
    expect((await api(`/calls/${String(made[0]?.id)}`)).status).toBe(404);
  });

  it("keeps each unit's newest status changes up to the cap, newest first", async () => {
    const [unit, other] = units().where((u) => !u._mine);
    if (!unit || !other) throw new Error('no units');
    setStatus(other, 'busy', '6', system);
    for (let n = 0; n < STATUS_KEPT_PER_UNIT + 10; n++) {
      clock += 1000;
      setStatus(unit, n % 2 ? 'busy' : 'available', n % 2 ? '6' : '2', system, `Nr. ${n}`);
    }
    prune();
    const mine = statusLog().where((s) => s.unitId === unit.id);
    expect(mine).toHaveLength(STATUS_KEPT_PER_UNIT);
    expect(mine[0]?.note).toBe(`Nr. ${STATUS_KEPT_PER_UNIT + 9}`);
    expect(mine.at(-1)?.note).toBe('Nr. 10');
    expect(statusLog().where((s) => s.unitId === other.id)).toHaveLength(1);
    const detail = (await api(`/units/${String(unit.id)}`)).data;
    expect(detail.recentStatus[0]).toMatchObject({ note: `Nr. ${STATUS_KEPT_PER_UNIT + 9}`, statusCode: '6' });
  });

  it('stays bounded over an hour of the evening, and every domain rule holds', async () => {
    // 1800 events (an hour at one every 2 s), ten at a time as the board's polls play them.
    for (let step = 0; step < 180; step++) {
      clock += 10 * 2000;
      await api('/departments/1/board');
    }
    for (const department of [1, 2, 3]) expect(closedOf(department).length).toBeLessThanOrEqual(CLOSED_CALLS_KEPT);
    const perUnit = new Map<unknown, number>();
    for (const s of statusLog().all()) perUnit.set(s.unitId, (perUnit.get(s.unitId) ?? 0) + 1);
    expect(Math.max(...perUnit.values())).toBeLessThanOrEqual(STATUS_KEPT_PER_UNIT);
    const callIds = new Set(
      calls()
        .all()
        .map((c) => c.id),
    );
    expect(callLog().where((l) => !callIds.has(l.callId as EntityId))).toEqual([]);
    const board = (await api('/departments/1/board')).data;
    expect(board.openCalls.length).toBeGreaterThanOrEqual(40);
    // A unit is on at most one call, the one it names: never a pruned one. (Checked in the store:
    // the audit's rule reads the newest 100 calls, and after an hour older open calls exist.)
    for (const unit of units().where((u) => u.currentCallId !== undefined)) {
      const call = calls().get(unit.currentCallId as number);
      expect(call?.state).not.toBe('closed');
      expect((call?.units as Json[]).filter((a) => a.unit.id === unit.id)).toHaveLength(1);
    }
    const rest = vcadRules.filter((r) => !r.name.startsWith('a unit is on at most one call'));
    for (const rule of rest) expect(await runRule(rule, ruleAsk())).toEqual([]);
  });
});
