// vcom arrests [Festnahmen] with state (issue 24 point 5: "an arrest with prison time"), and the
// confirmation that an order was carried out. Domain rules the mock keeps: an arrest names an
// existing citizen (404) and offences of the one legal code (422 crimeIds); its fine and prison
// minutes default to the offences' sums, and given minutes lie within the contract's 0..600
// (422 prisonMinutes); an arrest on a warrant needs an approved warrant or manhunt of the same
// citizen (409/422 orderId) and marks it executed, and the citizen is no longer wanted once no
// active warrant is left; every offence is written into the citizen's criminal record and the
// arrest into the audit trail. An inmate whose time is served counts as released. Only the
// police team arrests (x-team-right arrest): the check layer answers 403 before this.
import { HttpResponse, type RequestHandler } from 'msw';
import { MOCK_REFERENCE_DATE, collection } from '../../store';
import { body, idParam, notFound, now, on, page, problem, type Json } from '../kit';
import { cases, logAudit, officer } from './cases';
import { citizenRef, citizens, crimeRef, crimes, records, SEED_OFFICER, warrants, type Row } from './world';

const MINUTE = 60_000;
const at = (daysAgo: number) => new Date(MOCK_REFERENCE_DATE.getTime() - daysAgo * 86_400_000).toISOString();
const later = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE).toISOString();
const invalid = (field: string, message: string) => problem(422, 'Eingabe ungültig', message, [{ field, message }]);
const WANTED_KINDS = new Set(['arrestWarrant', 'manhunt']);

/** [citizenId, crime codes, days ago]: served arrests that match the seeded criminal records. */
const SEEDS: Array<[number, string[], number]> = [
  [9, ['BTMG-29'], 60],
  [2, ['STGB-242', 'STGB-223'], 25],
];

export const arrests = () =>
  collection<Row>('vcom.arrests', () =>
    SEEDS.map(([citizenId, codes, days], n) => {
      const found = codes.map((code) => crimes().where((c) => c.code === code)[0] as Row);
      const minutes = found.reduce((s, c) => s + Number(c.prisonMinutes), 0);
      const arrestedAt = at(days);
      return {
        id: n + 1,
        citizen: citizenRef(citizens().get(citizenId) as Row),
        officer: SEED_OFFICER,
        crimes: found.map(crimeRef),
        fine: found.reduce((s, c) => s + Number(c.fine), 0),
        prisonMinutes: minutes,
        arrestedAt,
        releaseDueAt: later(arrestedAt, minutes),
        releasedAt: later(arrestedAt, minutes),
        status: 'released',
      };
    }),
  );

/** The arrest as it stands now: an inmate whose time is served is released. */
function live(a: Row): Row {
  if (a.status === 'inCustody' && a.releaseDueAt && String(a.releaseDueAt) <= now())
    return { ...a, status: 'released', releasedAt: a.releaseDueAt };
  return a;
}

/** Current inmates first, then the newest. */
const inmatesFirst = (a: Row, b: Row) =>
  Number(b.status === 'inCustody') - Number(a.status === 'inCustody') ||
  String(b.arrestedAt).localeCompare(String(a.arrestedAt));

/** An order was carried out: executed, and the citizen no longer wanted when no active warrant is left. */
function executed(request: Request, order: Row, executedAt: string, note?: string) {
  const next = warrants().update(order.id, {
    status: 'executed',
    executedAt,
    executedBy: officer(request),
    ...(note ? { decisionNote: note } : {}),
  });
  const citizenId = Number((order.citizen as Json).id);
  logAudit(request, 'citizen', citizenId, 'update', 'Anordnung vollstreckt', [
    { field: 'status', from: 'approved', to: 'executed' },
  ]);
  const stillWanted = warrants().where(
    (w) => (w.citizen as Json).id === citizenId && w.status === 'approved' && WANTED_KINDS.has(String(w.kind)),
  ).length;
  if (!stillWanted) {
    citizens().update(citizenId, { wanted: false, wantedLevel: 0, wantedReason: undefined, updatedAt: now() });
  }
  return next;
}

export const arrestHandlers = (): RequestHandler[] => [
  ...on('listVcomArrests', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    const found = arrests()
      .all()
      .map(live)
      .filter((a) => !status || a.status === status);
    return HttpResponse.json(page(request, found.sort(inmatesFirst)));
  }),
  ...on('getVcomArrest', ({ params }) => {
    const a = arrests().get(Number(idParam(params)));
    return a ? HttpResponse.json(live(a)) : notFound('Diese Festnahme');
  }),
  ...on('arrestVcomCitizen', async ({ request }) => {
    const input = await body(request);
    const citizen = citizens().get(Number(input.citizenId));
    if (!citizen) return notFound('Diese Person');
    const ids = Array.isArray(input.crimeIds) ? input.crimeIds.map(Number) : [];
    const found = ids.map((id) => crimes().get(id));
    if (!found.length || found.some((c) => !c || c.active === false))
      return invalid('crimeIds', 'Bitte wähle Tatbestände aus dem Gesetzbuch.');
    const offences = found as Row[];
    const sum = offences.reduce((s, c) => s + Number(c.prisonMinutes), 0);
    const minutes = input.prisonMinutes === undefined ? Math.min(600, sum) : Number(input.prisonMinutes);
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > 600)
      return invalid('prisonMinutes', 'Die Haftzeit liegt zwischen 0 und 600 Minuten.');
    if (input.caseId !== undefined && !cases().get(Number(input.caseId))) return notFound('Diese Akte');
    let order: Row | undefined;
    if (input.orderId !== undefined) {
      order = warrants().get(Number(input.orderId));
      if (!order) return notFound('Diese Anordnung');
      if ((order.citizen as Json).id !== citizen.id)
        return invalid('orderId', 'Der Haftbefehl gilt für eine andere Person.');
      if (!WANTED_KINDS.has(String(order.kind)))
        return invalid('orderId', 'Nur ein Haftbefehl oder eine Fahndung führt zur Festnahme.');
      if (order.status !== 'approved')
        return problem(409, 'Nicht möglich', 'Der Haftbefehl ist nicht (mehr) genehmigt.');
    }
    const arrestedAt = now();
    const note = typeof input.note === 'string' && input.note.trim() ? input.note.trim() : undefined;
    const arrest = arrests().insert({
      citizen: citizenRef(citizen),
      officer: officer(request),
      crimes: offences.map(crimeRef),
      fine: input.fine === undefined ? offences.reduce((s, c) => s + Number(c.fine), 0) : Number(input.fine),
      prisonMinutes: minutes,
      ...(order ? { orderId: order.id } : {}),
      ...(input.caseId !== undefined ? { caseId: Number(input.caseId) } : {}),
      arrestedAt,
      releaseDueAt: later(arrestedAt, minutes),
      status: minutes > 0 ? 'inCustody' : 'released',
      ...(minutes > 0 ? {} : { releasedAt: arrestedAt }),
      ...(note ? { note } : {}),
    });
    // The citizen file: each offence becomes an entry of the criminal record.
    for (const crime of offences) {
      records().insert({
        version: 1,
        citizenId: citizen.id,
        citizen: citizenRef(citizen),
        crime: crimeRef(crime),
        committedAt: arrestedAt,
        recordedBy: officer(request),
        recordedAt: arrestedAt,
        fine: crime.fine,
        prisonMinutes: crime.prisonMinutes,
        ...(input.caseId !== undefined ? { caseId: Number(input.caseId) } : {}),
        note: `Festnahme ${String(arrest.id)}`,
      });
    }
    logAudit(request, 'citizen', citizen.id, 'create', `Festnahme erfasst: ${minutes} Minuten Haft`);
    if (order) executed(request, order, arrestedAt);
    return HttpResponse.json(arrest, { status: 201 });
  }),
  ...on('releaseVcomArrest', async ({ params, request }) => {
    const found = arrests().get(Number(idParam(params)));
    if (!found) return notFound('Diese Festnahme');
    if (live(found).status !== 'inCustody') return problem(409, 'Nicht möglich', 'Die Person ist nicht mehr in Haft.');
    const input = await body(request);
    const reason = String(input.reason ?? '').trim();
    const next = arrests().update(found.id, {
      status: 'released',
      releasedAt: now(),
      note: [found.note, `Vorzeitig entlassen: ${reason}`].filter(Boolean).join('\n').slice(0, 1000),
    });
    logAudit(request, 'citizen', (found.citizen as Json).id, 'update', `Vorzeitig entlassen: ${reason}`);
    return HttpResponse.json(next);
  }),
  ...on('confirmVcomOrderExecution', async ({ params, request }) => {
    const order = warrants().get(Number(params.orderId));
    if (!order) return notFound('Diese Anordnung');
    if (order.status !== 'approved')
      return problem(409, 'Nicht möglich', 'Nur eine genehmigte Anordnung wird vollstreckt.');
    const input = await body(request);
    const stamp = Date.parse(String(input.executedAt));
    if (!Number.isFinite(stamp) || stamp > Date.now() + MINUTE)
      return invalid('executedAt', 'Die Vollstreckung darf nicht in der Zukunft liegen.');
    if (order.decidedAt && stamp < Date.parse(String(order.decidedAt)))
      return invalid('executedAt', 'Die Vollstreckung liegt nach der Genehmigung.');
    const note = typeof input.note === 'string' && input.note.trim() ? input.note.trim() : undefined;
    return HttpResponse.json(executed(request, order, new Date(stamp).toISOString(), note));
  }),
];
