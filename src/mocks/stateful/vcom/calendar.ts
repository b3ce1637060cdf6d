// vcom calendar with state (issue 25, point 4): an organisation's slots, booking a citizen,
// moving, cancelling. Domain rules the mock keeps: slots of one organisation do not overlap
// (a new or moved slot that does answers 409 and changes nothing; cancelled slots free their
// time); a slot ends after it starts (422 under endsAt); only a free slot is booked and only a
// booked one cancelled (409); the booked citizen exists (422 under citizenId).
import { HttpResponse, type RequestHandler } from 'msw';
import { collection } from '../../store';
import { body, done, idParam, me, notFound, on, page, problem, type Json } from '../kit';
import { citizenRef, citizens, type Row } from './world';

const HOUR = 3_600_000;
/** Seeds lie in the current week (the real clock: the week view opens on it). */
function at(weekday: number, hour: number, minutes = 0) {
  const today = new Date();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const monday = midnight - ((today.getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday + weekday * 86_400_000 + hour * HOUR + minutes * 60_000).toISOString();
}
const query = (request: Request) => new URL(request.url).searchParams;
const conflict = (detail: string) => problem(409, 'Konflikt', detail);
const invalid = (field: string, message: string) => problem(422, 'Eingabe ungültig', message, [{ field, message }]);

const SEED_OWNER = { staffId: 1002, name: 'Emma_Koch', team: 'police', rank: 'Senior Officer' };
/** The signed-in member as the owner of the slots he opens. */
const owner = (team: string) => ({ staffId: 1808, name: me().name, team, rank: 'Personalleitung' });

const slot = (weekday: number, from: number, to: number, title: string, kind: string, extra: Json = {}) => ({
  team: 'police',
  title,
  kind,
  startsAt: at(weekday, from),
  endsAt: at(weekday, to),
  location: 'Mission Row, Raum 2',
  owner: SEED_OWNER,
  status: 'free',
  ...extra,
});

export const slots = () =>
  collection<Row>('vcom.calendarSlots', () => [
    slot(0, 9, 10, 'Sprechstunde', 'appointment'),
    slot(1, 10, 11, 'Führerscheinprüfung', 'exam', {
      status: 'booked',
      citizen: { id: 1, name: 'Tom_Becker' },
      reason: 'Klasse B',
    }),
    slot(2, 14, 15, 'Vorstellungsgespräch', 'interview'),
    slot(3, 9, 10, 'Sprechstunde', 'appointment'),
    slot(4, 16, 18, 'Schulung Erste Hilfe', 'training', { location: 'Pillbox Hill, Behandlungsraum 1' }),
  ]);

const slotOf = (params: Record<string, unknown>) => slots().get(Number(idParam(params)));
const byStart = (a: Row, b: Row) => String(a.startsAt).localeCompare(String(b.startsAt));

/** The slot of the same organisation that `start`–`end` overlaps, if any (cancelled ones do not count). */
function overlapping(team: unknown, start: string, end: string, except?: unknown) {
  const s = Date.parse(start);
  const e = Date.parse(end);
  return slots().where(
    (x) =>
      x.team === team &&
      x.id !== except &&
      x.status !== 'cancelled' &&
      Date.parse(String(x.startsAt)) < e &&
      s < Date.parse(String(x.endsAt)),
  )[0];
}

/** A 422/409 for a period that breaks the rules, else undefined. */
function periodError(team: unknown, startsAt: unknown, endsAt: unknown, except?: unknown) {
  const s = Date.parse(String(startsAt));
  const e = Date.parse(String(endsAt));
  if (!Number.isFinite(s)) return invalid('startsAt', 'Bitte gib einen gültigen Beginn an.');
  if (!Number.isFinite(e) || e <= s) return invalid('endsAt', 'Das Ende muss nach dem Beginn liegen.');
  const other = overlapping(team, String(startsAt), String(endsAt), except);
  if (other) {
    return conflict(`Der Termin überschneidet sich mit „${String(other.title)}“. Wähle eine freie Zeit.`);
  }
  return undefined;
}

export const calendarHandlers = (): RequestHandler[] => [
  ...on('listVcomMyCalendarSlots', ({ request }) => {
    const found = slots().where(
      (x) =>
        x.status !== 'cancelled' &&
        ((x.owner as Json).name === me().name || (x.citizen as Json | undefined)?.id === me().id) &&
        Date.parse(String(x.endsAt)) >= Date.now(),
    );
    return HttpResponse.json(page(request, found.sort(byStart)));
  }),
  ...on('listVcomCalendarSlots', ({ request }) => {
    const q = query(request);
    const from = q.get('from') ? Date.parse(`${q.get('from')}T00:00:00.000Z`) : -Infinity;
    const to = q.get('to') ? Date.parse(`${q.get('to')}T00:00:00.000Z`) + 86_400_000 : Infinity;
    const found = slots().where(
      (x) =>
        x.team === q.get('team') &&
        (!q.get('kind') || x.kind === q.get('kind')) &&
        (!q.get('status') || x.status === q.get('status')) &&
        Date.parse(String(x.startsAt)) >= from &&
        Date.parse(String(x.startsAt)) < to,
    );
    return HttpResponse.json(page(request, found.sort(byStart)));
  }),
  ...on('createVcomCalendarSlot', async ({ request }) => {
    const input = await body(request);
    const wrong = periodError(input.team, input.startsAt, input.endsAt);
    if (wrong) return wrong;
    const created = slots().insert({
      team: String(input.team),
      title: String(input.title),
      kind: String(input.kind),
      startsAt: String(input.startsAt),
      endsAt: String(input.endsAt),
      ...(input.location ? { location: String(input.location) } : {}),
      owner: owner(String(input.team)),
      status: 'free',
    });
    return HttpResponse.json(created, { status: 201 });
  }),
  ...on('getVcomCalendarSlot', ({ params }) => {
    const x = slotOf(params);
    return x ? HttpResponse.json(x) : notFound('Dieser Termin');
  }),
  ...on('updateVcomCalendarSlot', async ({ params, request }) => {
    const x = slotOf(params);
    if (!x) return notFound('Dieser Termin');
    if (x.status === 'done' || x.status === 'noShow' || x.status === 'cancelled') {
      return conflict('Dieser Termin ist abgeschlossen.');
    }
    const input = await body(request);
    const startsAt = input.startsAt ?? x.startsAt;
    const endsAt = input.endsAt ?? x.endsAt;
    const wrong = periodError(x.team, startsAt, endsAt, x.id);
    if (wrong) return wrong;
    const patch: Json = { startsAt: String(startsAt), endsAt: String(endsAt) };
    for (const key of ['title', 'location']) if (input[key] !== undefined) patch[key] = input[key];
    return HttpResponse.json(slots().update(x.id, patch));
  }),
  ...on('deleteVcomCalendarSlot', ({ params }) => {
    const x = slotOf(params);
    if (!x) return notFound('Dieser Termin');
    slots().remove(x.id);
    return done('Termin gelöscht.', x.id);
  }),
  ...on('assignVcomCalendarSlot', async ({ params, request }) => {
    const x = slotOf(params);
    if (!x) return notFound('Dieser Termin');
    if (x.status !== 'free') return conflict('Dieser Termin ist schon vergeben.');
    const input = await body(request);
    const citizen = citizens().get(Number(input.citizenId));
    if (!citizen) return invalid('citizenId', 'Diese Person gibt es nicht.');
    return HttpResponse.json(
      slots().update(x.id, {
        status: 'booked',
        citizen: citizenRef(citizen),
        ...(input.reason ? { reason: String(input.reason) } : {}),
      }),
    );
  }),
  ...on('cancelVcomCalendarSlotBooking', ({ params }) => {
    const x = slotOf(params);
    if (!x) return notFound('Dieser Termin');
    if (x.status !== 'booked') return conflict('Dieser Termin ist nicht gebucht.');
    // The stored object itself: the booking's fields go, id and place stay.
    const freed = slots().update(x.id, { status: 'free' }) as Row;
    delete freed.citizen;
    delete freed.reason;
    return HttpResponse.json(freed);
  }),
  ...on('closeVcomCalendarSlot', async ({ params, request }) => {
    const x = slotOf(params);
    if (!x) return notFound('Dieser Termin');
    if (x.status !== 'booked') return conflict('Nur ein gebuchter Termin wird abgeschlossen.');
    if (Date.parse(String(x.startsAt)) > Date.now()) return conflict('Der Termin hat noch nicht begonnen.');
    const input = await body(request);
    return HttpResponse.json(slots().update(x.id, { status: String(input.outcome) }));
  }),
];
