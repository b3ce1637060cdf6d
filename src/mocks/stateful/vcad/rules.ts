// The domain rules of the vcad mock: status changes, assignments, closing, the evening that
// goes on by itself, and the board with `since`.
import { faker } from '@faker-js/faker/locale/de';
import { HttpResponse } from 'msw';
import { hashSeed, mockStoreSeed } from '../../store';
import { idParam, me, notFound, problem, type Json } from '../kit';
import {
  BASE,
  callLog,
  CALLS,
  calls,
  departments,
  dispatchers,
  iso,
  location,
  nowMs,
  OPEN_CALLS,
  pub,
  refOf,
  type Row,
  sim,
  STATUS_CODES,
  statusLog,
  TICK_MS,
  units,
} from './world';
import { prune } from './prune';

// ------------------------------------------------------------------ domain rules

export const unitRef = (u: Row) => ({ id: u.id, callsign: u.callsign, state: u.state });
export const callOf = (u: Row) => (u.currentCallId ? calls().get(u.currentCallId as number) : undefined);
/**
 * The last `updatedAt` the board handed out. A change is stamped after it, even within the
 * same millisecond, so `since` (strictly after) never misses one and never repeats one.
 */
export const lastStamp = () => Number(sim().all()[0]?.stamp ?? 0);
export const changeTime = () => Math.max(nowMs(), lastStamp() + 1);
export const touch = (row: Row) => Object.assign(row, { _changed: changeTime() });

export function log(call: Row, kind: string, text: string, unit?: Row, author = me()) {
  callLog().insert(
    { callId: call.id, kind, text, author, ...(unit ? { unit: unitRef(unit) } : {}), at: iso(nowMs()) },
    { first: false },
  );
  touch(Object.assign(call, { updatedAt: iso(nowMs()) }));
}

/** The call's assignment lines follow the units' current state. */
export function refreshAssignments(call: Row) {
  call.units = (call.units as Json[]).map((a) => {
    const unit = units().get((a.unit as Json).id as number);
    return unit ? { ...a, unit: unitRef(unit) } : a;
  });
  const states = (call.units as Json[]).map((a) => (a.unit as Json).state);
  if (call.state !== 'closed')
    call.state = states.includes('onscene') ? 'onscene' : states.length ? 'dispatched' : 'pending';
  touch(call);
}

export function setStatus(unit: Row, state: string, code: string | undefined, by: Json, note?: string) {
  const call = callOf(unit);
  const label = STATUS_CODES.find(([c]) => c === code)?.[1];
  Object.assign(unit, { state, statusCode: code ?? unit.statusCode, stateSince: iso(nowMs()) });
  touch(unit);
  statusLog().insert({
    unitId: unit.id,
    state,
    ...(code ? { statusCode: code } : {}),
    ...(call ? { callId: call.id } : {}),
    changedBy: by,
    changedAt: iso(nowMs()),
    ...(note ? { note } : {}),
  });
  if (call) {
    log(
      call,
      'status',
      `${String(unit.callsign)}: Status ${code ?? ''} ${label ?? state}`.replace(/\s+/g, ' '),
      unit,
      by as { id: number; name: string },
    );
    refreshAssignments(call);
  }
}

export function assign(call: Row, unit: Row, primary: boolean, by: Json) {
  const first = (call.units as Json[]).length === 0;
  call.units = [
    ...(call.units as Json[]),
    { unit: unitRef(unit), primary: primary || first, assignedAt: iso(nowMs()), assignedBy: by },
  ];
  unit.currentCallId = call.id;
  log(call, 'assigned', `${String(unit.callsign)} zugewiesen`, unit, by as { id: number; name: string });
  setStatus(unit, 'enroute', '3', by);
}

export function release(call: Row, unit: Row, by: Json) {
  call.units = (call.units as Json[]).filter((a) => (a.unit as Json).id !== unit.id);
  delete unit.currentCallId;
  setStatus(unit, 'available', '1', by);
  refreshAssignments(call);
}

export function close(call: Row, outcome: string, report: string | undefined, by: Json) {
  for (const a of call.units as Json[]) {
    const unit = units().get((a.unit as Json).id as number);
    if (unit && unit.currentCallId === call.id) {
      delete unit.currentCallId;
      setStatus(unit, 'available', '1', by);
    }
  }
  const at = changeTime();
  Object.assign(call, { state: 'closed', outcome, closedAt: iso(at), _closed: at });
  log(
    call,
    'closed',
    report ? `Abgeschlossen: ${report}` : 'Abgeschlossen',
    undefined,
    by as { id: number; name: string },
  );
}

/** An emergency call comes in for department `d` (the evening's call of `tick`). */
function incoming(d: Row, tick: number, system: Json) {
  const [type, title, description] = faker.helpers.arrayElement(CALLS);
  const created = calls().insert({
    // Numbers of their own (10000 on), apart from the seeded ones and those the user opens.
    number: `E-2026-${String(10_000 + tick)}`,
    department: refOf(d),
    type,
    state: 'pending',
    title,
    description,
    priority: faker.helpers.arrayElement(['normal', 'high', 'critical']),
    location: location(),
    createdBy: system,
    createdByRole: 'system',
    createdAt: iso(nowMs()),
    updatedAt: iso(nowMs()),
    units: [],
    _changed: changeTime(),
  });
  log(created, 'created', 'Notruf eingegangen', undefined, system as { id: number; name: string });
}

/** Below its evening's number of open calls an active department gets the next emergency. */
const wantsCalls = (d: Row) =>
  d.active !== false &&
  calls().where((c) => c.state !== 'closed' && (c.department as Json).id === d.id).length <
    (OPEN_CALLS[Number(d.id) - 1] ?? 2);

/**
 * Plays the evening forward to now: one event per tick, the same for the same seed and tick.
 * The evening stays busy: a finished call makes room for the next emergency of its department,
 * and every fifth tick a department below its number of open calls gets one.
 */
export function advance() {
  const state = sim().all()[0];
  if (!state) return;
  const due = Math.floor((nowMs() - Number(state.startedAt)) / TICK_MS);
  const from = Number(state.tick);
  for (let tick = Math.max(from + 1, due - 10); tick <= due; tick++) {
    faker.seed(hashSeed(`${mockStoreSeed()} vcad tick ${tick}`));
    const others = units().where((u) => !u._mine);
    const unit = faker.helpers.arrayElement(others);
    const system = { id: 2, name: 'Leitstelle_System' };
    const call = callOf(unit);
    const quiet = tick % 5 === 0 ? departments().where(wantsCalls)[0] : undefined;
    if (quiet) {
      incoming(quiet, tick, system);
    } else if (call && unit.state === 'onscene' && call.createdBy && (call.createdBy as Json).id !== me().id) {
      close(call, faker.helpers.arrayElement(['resolved', 'arrest', 'transport']), 'Lage bereinigt.', system);
      const d = departmentOf((call.department as Json).id);
      if (d && wantsCalls(d)) incoming(d, tick, system);
    } else if (call) {
      setStatus(unit, 'onscene', '4', system);
    } else if (unit.state === 'available') {
      const open = calls().where(
        (c) =>
          c.state === 'pending' &&
          (c.department as Json).id === (unit.department as Json).id &&
          (c.createdBy as Json).id !== me().id,
      );
      if (open[0]) assign(open[0], unit, false, system);
      else setStatus(unit, 'busy', '6', system);
    } else {
      setStatus(unit, 'available', faker.helpers.arrayElement(['1', '2']), system);
    }
  }
  if (due > from) {
    sim().update(state.id, { tick: due });
    // What the backend no longer keeps goes (prune.ts): the evening's logs stay bounded.
    prune();
  }
}

// ------------------------------------------------------------------ answers

export const departmentOf = (id: unknown) => departments().get(String(id));
export const departmentJson = (d: Row) => ({
  ...pub(d),
  unitCount: units().where((u) => (u.department as Json).id === d.id).length,
  onDutyCount: units()
    .where((u) => (u.department as Json).id === d.id)
    .reduce((n, u) => n + (u.members as Json[]).length, 0),
});
export const callDetails = (call: Row) => ({
  call: pub(call),
  log: callLog()
    .where((l) => l.callId === call.id)
    .slice(-50)
    .map(pub),
});
export const myUnit = () => units().where((u) => u._mine === true && u.state !== 'offduty')[0];
export const isDispatching = (departmentId: unknown) =>
  dispatchers().where((d) => d.departmentId === Number(departmentId) && (d.player as Json).id === me().id).length > 0;
export const noDispatcher = (departmentId: unknown) =>
  dispatchers().where((d) => d.departmentId === Number(departmentId)).length === 0;
export const query = (request: Request) => new URL(request.url).searchParams;
export const conflict = (title: string, detail: string) => problem(409, title, detail);

export function board(departmentId: number, since: number | undefined) {
  const d = departmentOf(departmentId);
  if (!d) return notFound('Diese Abteilung');
  advance();
  const inDept = (row: Row) => (row.department as Json).id === departmentId;
  const changed = (row: Row) => since === undefined || Number(row._changed) > since;
  const boardUnits = units().where((u) => inDept(u) && changed(u) && (since !== undefined || u.state !== 'offduty'));
  const openCalls = calls().where((c) => inDept(c) && c.state !== 'closed' && changed(c));
  const closedCallIds =
    since === undefined
      ? []
      : calls()
          .where((c) => inDept(c) && Number(c._closed) > since)
          .map((c) => c.id);
  // A dispatcher going on or off duty touches the department: the answer then carries the new list.
  const staffChanged = since !== undefined && Number(d._changed ?? 0) > since;
  if (since !== undefined && !staffChanged && !boardUnits.length && !openCalls.length && !closedCallIds.length) {
    return new HttpResponse(null, { status: 304 });
  }
  // The board is as of its latest change (never later than now): the next poll's `since`.
  const latest = [
    BASE,
    Number(d._changed ?? 0),
    ...units()
      .where(inDept)
      .map((u) => Number(u._changed)),
    ...calls()
      .where(inDept)
      .map((c) => Math.max(Number(c._changed), Number(c._closed ?? 0))),
  ].reduce((a, b) => Math.max(a, b), 0);
  const stamp = Math.max(latest, since ?? 0);
  sim().update(1, { stamp: Math.max(lastStamp(), stamp) });
  return HttpResponse.json({
    department: refOf(d),
    dispatchers: dispatchers()
      .where((x) => x.departmentId === departmentId)
      .map(pub),
    units: boardUnits.map(pub),
    openCalls: openCalls.map(pub),
    ...(since !== undefined ? { closedCallIds, partial: true } : { partial: false }),
    // Milliseconds, so two changes within one second are told apart.
    updatedAt: new Date(stamp).toISOString(),
  });
}

export async function withCall(params: Record<string, unknown>, run: (call: Row) => Response | Promise<Response>) {
  const call = calls().get(idParam(params));
  return call ? run(call) : notFound('Dieser Einsatz');
}
