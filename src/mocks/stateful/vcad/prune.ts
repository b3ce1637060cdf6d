// What the dispatch backend no longer answers, the mock forgets too: a real backend keeps its
// logs in a database, the mock keeps them in the page (and the evening adds to them every 2 s),
// so without this a board left open for hours grows the page's memory with every update.
//   - closed calls closed longer ago than the general setting `keepClosedCallsDays`, and beyond
//     the newest CLOSED_CALLS_KEPT closed calls of each department, go with their call log;
//   - each unit's status history keeps its newest STATUS_KEPT_PER_UNIT changes.
// Open calls, their logs and the units are never pruned, so every domain rule holds.
import { type Json } from '../kit';
import { callLog, calls, generalSettings, nowMs, type Row, statusLog } from './world';

/** Closed calls kept per department (the history's last five pages and more). */
export const CLOSED_CALLS_KEPT = 100;
/** Status changes kept per unit (its detail shows the last 20). */
export const STATUS_KEPT_PER_UNIT = 50;
const DAY_MS = 86_400_000;

const closedAt = (call: Row) => Number(call._closed ?? Date.parse(String(call.closedAt)));

/** The closed calls the backend no longer keeps (old, or beyond its department's cap). */
export function expiredCalls(): Row[] {
  const days = Number((generalSettings().all()[0] as Json | undefined)?.keepClosedCallsDays ?? 30);
  const oldest = nowMs() - days * DAY_MS;
  const byDepartment = new Map<unknown, Row[]>();
  for (const call of calls().where((c) => c.state === 'closed')) {
    const id = (call.department as Json).id;
    byDepartment.set(id, [...(byDepartment.get(id) ?? []), call]);
  }
  return [...byDepartment.values()].flatMap((closed) =>
    closed
      .sort((a, b) => closedAt(b) - closedAt(a))
      .filter((call, index) => index >= CLOSED_CALLS_KEPT || closedAt(call) < oldest),
  );
}

/** Forgets expired closed calls with their logs and each unit's status changes beyond the cap. */
export function prune() {
  const gone = expiredCalls();
  const expired = new Set<unknown>(gone.map((c) => c.id));
  if (expired.size) {
    for (const call of gone) calls().remove(call.id as number);
    for (const entry of callLog().where((l) => expired.has(l.callId))) callLog().remove(entry.id);
  }
  // The status log is newest first: past a unit's cap come its older changes.
  const seen = new Map<unknown, number>();
  const older = statusLog().where((s) => {
    const n = (seen.get(s.unitId) ?? 0) + 1;
    seen.set(s.unitId, n);
    return n > STATUS_KEPT_PER_UNIT;
  });
  for (const entry of older) statusLog().remove(entry.id);
}
