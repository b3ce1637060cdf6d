// vcom working times [Dienstzeiten] with state (issue 25, point 5): clocking in and out, the
// own shifts with their total, the organisation's overview, a manager's correction. Domain
// rules the mock keeps: clock-out follows clock-in (no clock-out without a running shift, 409;
// no second clock-in, 409; a corrected shift ends after it starts, 422 under endedAt); every
// total is the sum of the shifts it covers (the page's totalMinutes, the duty state's week and
// the overview's rows are computed from the shifts, never stored); a begun minute counts.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection } from '../../store';
import { body, done, idParam, me, notFound, now, on, page, problem, type Json } from '../kit';
import type { Row } from './world';

const HOUR = 3_600_000;
/** Seeds lie before today (the real clock: the own view opens on the current week). */
const at = (daysAgo: number, hour: number) => {
  const today = new Date();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return new Date(midnight - daysAgo * 86_400_000 + hour * HOUR).toISOString();
};
const query = (request: Request) => new URL(request.url).searchParams;
const conflict = (detail: string) => problem(409, 'Konflikt', detail);
const invalid = (field: string, message: string) => problem(422, 'Eingabe ungültig', message, [{ field, message }]);

/** The signed-in member as the staff of his shifts (the hrLead scenario's account). */
export const myStaff = (team = 'police') => ({ staffId: 1808, name: me().name, team, rank: 'Personalleitung' });
const FELIX = { staffId: 1001, name: 'Felix_Richter', team: 'police', rank: 'Officer' };
const EMMA = { staffId: 1002, name: 'Emma_Koch', team: 'police', rank: 'Senior Officer' };

/** A begun minute counts: a shift of a few seconds is one minute, never zero. */
export const minutesBetween = (start: string, end: string) =>
  Math.min(1440, Math.max(1, Math.ceil((Date.parse(end) - Date.parse(start)) / 60_000)));

const shift = (staff: Json, daysAgo: number, from: number, to: number, note?: string) => {
  const startedAt = at(daysAgo, from);
  const endedAt = at(daysAgo, to);
  return {
    staff,
    team: 'police',
    startedAt,
    endedAt,
    minutes: minutesBetween(startedAt, endedAt),
    corrected: false,
    ...(note ? { note } : {}),
  };
};

export const shifts = () =>
  collection<Row>('vcom.workingTimes', () => [
    shift(myStaff(), 1, 14, 18, 'Streife Innenstadt'),
    shift(myStaff(), 2, 16, 20),
    shift(myStaff(), 9, 10, 13),
    shift(FELIX, 1, 12, 17, 'Streife Vinewood'),
    shift(FELIX, 3, 18, 22),
    shift(EMMA, 2, 9, 15),
  ]);

const mine = (s: Row) => (s.staff as Json).name === me().name;
const running = () => shifts().where((s) => mine(s) && !s.endedAt)[0];
const byNewest = (a: Row, b: Row) => String(b.startedAt).localeCompare(String(a.startedAt));

/** Shifts that start within [from, to] (dates, `to` inclusive); finished ones only when `done`. */
function inRange(list: Row[], from: string | null, to: string | null) {
  const start = from ? Date.parse(`${from}T00:00:00.000Z`) : -Infinity;
  const end = to ? Date.parse(`${to}T00:00:00.000Z`) + 86_400_000 : Infinity;
  return list.filter((s) => {
    const t = Date.parse(String(s.startedAt));
    return t >= start && t < end;
  });
}
const sum = (list: Row[]) => list.reduce((n, s) => n + (s.endedAt ? Number(s.minutes) : 0), 0);

/** Monday 00:00 UTC of the week of `date`. */
export function weekStart(date: Date): Date {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

function dutyState(): Json {
  const today = new Date();
  const day = today.toISOString().slice(0, 10);
  const week = weekStart(today).toISOString().slice(0, 10);
  const own = shifts().where(mine);
  const current = running();
  return {
    onDuty: Boolean(current),
    ...(current ? { team: current.team, since: current.startedAt, currentEntryId: current.id } : {}),
    todayMinutes: Math.min(1440, sum(inRange(own, day, day))),
    weekMinutes: Math.min(10080, sum(inRange(own, week, null))),
  };
}

const out = (s: Row) => s;

export const timesHandlers = (): RequestHandler[] => [
  ...on('getVcomDutyState', () => HttpResponse.json(dutyState())),
  ...on('startVcomDuty', async ({ request }) => {
    if (running()) return conflict('Du bist schon eingestempelt.');
    const input = await body(request);
    const team = String(input.team ?? 'police');
    shifts().insert({
      staff: myStaff(team),
      team,
      startedAt: now(),
      minutes: 0,
      corrected: false,
      ...(input.note ? { note: String(input.note) } : {}),
    });
    return HttpResponse.json(dutyState());
  }),
  ...on('stopVcomDuty', async ({ request }) => {
    const current = running();
    if (!current) return conflict('Du bist nicht eingestempelt: Ausstempeln folgt auf Einstempeln.');
    const input = await body(request);
    let endedAt = now();
    // Clock-out follows clock-in, even within the same millisecond.
    if (Date.parse(endedAt) <= Date.parse(String(current.startedAt))) {
      endedAt = new Date(Date.parse(String(current.startedAt)) + 1000).toISOString();
    }
    const finished = shifts().update(current.id, {
      endedAt,
      minutes: minutesBetween(String(current.startedAt), endedAt),
      ...(input.note ? { note: String(input.note) } : {}),
    }) as Row;
    return HttpResponse.json(out(finished));
  }),
  ...on('listVcomMyWorkingTimes', ({ request }) => {
    const q = query(request);
    const found = inRange(shifts().where(mine), q.get('from'), q.get('to')).sort(byNewest);
    return HttpResponse.json({ ...page(request, found.map(out)), totalMinutes: sum(found) });
  }),
  ...on('listVcomUserWorkingTimes', ({ params, request }) => {
    const q = query(request);
    const staffId = Number(idParam(params));
    const found = inRange(
      shifts().where((s) => (s.staff as Json).staffId === staffId),
      q.get('from'),
      q.get('to'),
    ).sort(byNewest);
    return HttpResponse.json({ ...page(request, found.map(out)), totalMinutes: sum(found) });
  }),
  ...on('listVcomTeamWorkingTimes', ({ params, request }) => {
    const q = query(request);
    const team = String(idParam(params));
    const found = inRange(
      shifts().where((s) => s.team === team && Boolean(s.endedAt)),
      q.get('from'),
      q.get('to'),
    );
    const rows = new Map<number, { staff: Json; minutes: number; shifts: number; lastShiftAt: string }>();
    for (const s of found) {
      const staff = s.staff as Json;
      const row = rows.get(Number(staff.staffId)) ?? { staff, minutes: 0, shifts: 0, lastShiftAt: '' };
      row.minutes += Number(s.minutes);
      row.shifts += 1;
      if (String(s.startedAt) > row.lastShiftAt) row.lastShiftAt = String(s.startedAt);
      rows.set(Number(staff.staffId), row);
    }
    const items = [...rows.values()].sort((a, b) => b.minutes - a.minutes);
    return HttpResponse.json({
      team,
      from: q.get('from'),
      to: q.get('to'),
      ...page(request, items),
      totalMinutes: sum(found),
    });
  }),
  ...on('editVcomWorkingTime', async ({ params, request }) => {
    const s = shifts().get(Number(idParam(params)));
    if (!s) return notFound('Diese Schicht');
    const input = await body(request);
    const startedAt = String(input.startedAt ?? s.startedAt);
    const endedAt = input.endedAt ?? s.endedAt;
    if (endedAt === undefined) return invalid('endedAt', 'Eine laufende Schicht endet erst mit dem Ausstempeln.');
    if (Date.parse(String(endedAt)) <= Date.parse(startedAt)) {
      return invalid('endedAt', 'Das Ende muss nach dem Beginn liegen.');
    }
    if (Date.parse(String(endedAt)) - Date.parse(startedAt) > 1440 * 60_000) {
      return invalid('endedAt', 'Eine Schicht dauert höchstens 24 Stunden.');
    }
    const next = shifts().update(s.id, {
      startedAt,
      endedAt: String(endedAt),
      minutes: minutesBetween(startedAt, String(endedAt)),
      corrected: true,
      ...(input.note !== undefined ? { note: String(input.note) } : {}),
    }) as Row;
    return HttpResponse.json(out(next));
  }),
  ...on('deleteVcomWorkingTime', ({ params }) => {
    const s = shifts().get(Number(idParam(params)));
    if (!s) return notFound('Diese Schicht');
    shifts().remove(s.id);
    return done('Schicht gelöscht.', s.id);
  }),
];
