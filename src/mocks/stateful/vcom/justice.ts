// vcom justice system with state (issue 25, point 2): court cases with parties and hearings,
// and the judgment. Domain rules the mock keeps: parties and defendants are existing citizens;
// a hearing lies after the case was filed (422 under startsAt otherwise); a case edit with a
// stale If-Match answers 412 and changes nothing; a closed case takes no change (409); one
// judgment per case (409). A guilty judgment's sentences that name an offence of the
// catalogue become entries of the defendant's criminal record (the citizen file lists them).
// Team rights (workCourtCases, issueJudgment) are refused with 403 by the check layer first.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, MOCK_REFERENCE_DATE } from '../../store';
import { body, done, idParam, me, notFound, now, on, page, problem, type Json } from '../kit';
import { citizenRef, citizens, crimeRef, crimes, records, type Row } from './world';

const at = (daysAgo: number) => new Date(MOCK_REFERENCE_DATE.getTime() - daysAgo * 86_400_000).toISOString();
const query = (request: Request) => new URL(request.url).searchParams;
const norm = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/_/g, ' ');

const SEED_JUDGE = { staffId: 941, name: 'Greta_Lang', team: 'justice', rank: 'Richterin' };
/** The signed-in judge as the author of what he writes. */
const judge = () => ({ staffId: 907, name: me().name, team: 'justice', rank: 'Richter' });

const crimeByCode = (code: string) => crimes().where((c) => c.code === code)[0] as Row;

export const courtCases = () =>
  collection<Row>('vcom.courtCases', () => [
    {
      id: 1,
      version: 3,
      number: '1 Ds 87/26',
      title: 'Staat gegen Lukas_Wolf',
      kind: 'criminal',
      status: 'decided',
      summary: 'Besitz von Betäubungsmitteln bei einer Verkehrskontrolle.',
      charges: [crimeRef(crimeByCode('BTMG-29'))],
      judge: SEED_JUDGE,
      filedAt: at(58),
      filedBy: SEED_JUDGE,
    },
    {
      id: 2,
      version: 1,
      number: '2 Js 142/26',
      title: 'Staat gegen Lena_Fischer',
      kind: 'criminal',
      status: 'filed',
      summary: 'Anklage wegen bewaffneten Raubes am Fleeca-Schalter.',
      charges: [crimeRef(crimeByCode('STGB-249'))],
      judge: SEED_JUDGE,
      filedAt: at(6),
      filedBy: SEED_JUDGE,
    },
  ]);

export const parties = () =>
  collection<Row>('vcom.courtParties', () => [
    { id: 1, courtCaseId: 1, citizen: { id: 9, name: 'Lukas_Wolf' }, role: 'defendant', addedAt: at(58) },
    { id: 2, courtCaseId: 2, citizen: { id: 2, name: 'Lena_Fischer' }, role: 'defendant', addedAt: at(6) },
    { id: 3, courtCaseId: 2, citizen: { id: 8, name: 'Sofia_Klein' }, role: 'witness', addedAt: at(5) },
  ]);

export const hearings = () =>
  collection<Row>('vcom.hearings', () => [
    { id: 1, courtCaseId: 1, startsAt: at(56), durationMinutes: 45, room: 'Saal A', status: 'held' },
    { id: 2, courtCaseId: 2, startsAt: at(-2), durationMinutes: 60, room: 'Saal A', status: 'scheduled' },
  ]);

export const judgments = () =>
  collection<Row>('vcom.judgments', () => [
    {
      id: 1,
      courtCaseId: 1,
      courtCaseNumber: '1 Ds 87/26',
      verdict: 'guilty',
      defendant: { id: 9, name: 'Lukas_Wolf' },
      judge: SEED_JUDGE,
      issuedAt: at(56),
      reasoning: 'Der Besitz ist durch das Protokoll der Kontrolle erwiesen.',
      sentences: [{ kind: 'fine', crime: crimeRef(crimeByCode('BTMG-29')), amount: 3000 }],
      status: 'final',
    },
  ]);

const caseOf = (params: Record<string, unknown>) => courtCases().get(Number(idParam(params)));
const conflict = (detail: string) => problem(409, 'Konflikt', detail);
const invalid = (field: string, message: string) => problem(422, 'Eingabe ungültig', message, [{ field, message }]);

/** The case with its next scheduled hearing, counted from the hearings. */
function caseOut(c: Row): Json {
  const next = hearings()
    .where((h) => h.courtCaseId === c.id && h.status === 'scheduled')
    .map((h) => String(h.startsAt))
    .sort()[0];
  const { nextHearingAt: _, ...rest } = c;
  return { ...rest, ...(next ? { nextHearingAt: next } : {}) };
}

function ifMatch(request: Request): number | undefined {
  const header = request.headers.get('If-Match');
  if (!header) return undefined;
  const digits = /(\d+)/.exec(header);
  return digits ? Number(digits[1]) : Number.NaN;
}

let caseSerial = 142; // 2 Js 142/26 is seeded
const nextNumber = () => `2 Js ${++caseSerial}/26`;

const hearingOut = (h: Row) => h;

/**
 * A criminal court case filed by the police's hand-over of a case (cases.ts
 * transferVcomCaseToJustice): its charges and defendants come from the police case.
 */
export function fileFromPolice(fields: {
  policeCaseId: number;
  title: string;
  summary?: string;
  charges: Json[];
  defendants: Json[];
  filedBy: Json;
}) {
  const stamp = now();
  const created = courtCases().insert({
    version: 1,
    number: nextNumber(),
    title: fields.title,
    kind: 'criminal',
    status: 'filed',
    policeCaseId: fields.policeCaseId,
    ...(fields.summary ? { summary: fields.summary } : {}),
    charges: fields.charges,
    filedAt: stamp,
    filedBy: fields.filedBy,
  });
  for (const citizen of fields.defendants) {
    parties().insert({ courtCaseId: created.id, citizen, role: 'defendant', addedAt: stamp });
  }
  return created;
}

/** A hearing's start must lie after the case was filed; undefined when it does. */
function hearingTimeError(c: Row, startsAt: unknown) {
  const time = Date.parse(String(startsAt));
  if (!Number.isFinite(time)) return invalid('startsAt', 'Bitte gib einen gültigen Termin an.');
  if (time <= Date.parse(String(c.filedAt))) {
    return invalid('startsAt', 'Der Termin muss nach der Eröffnung des Verfahrens liegen.');
  }
  return undefined;
}

export const justiceHandlers = (): RequestHandler[] => [
  ...on('listVcomCourtCases', ({ request }) => {
    const q = query(request);
    const text = norm(q.get('q')).trim();
    const found = courtCases().where(
      (c) =>
        (!q.get('status') || c.status === q.get('status')) &&
        (!q.get('kind') || c.kind === q.get('kind')) &&
        (!text || norm(c.title).includes(text) || norm(c.number).includes(text)),
    );
    return HttpResponse.json(
      page(request, found.sort((a, b) => String(b.filedAt).localeCompare(String(a.filedAt))).map(caseOut)),
    );
  }),
  ...on('createVcomCourtCase', async ({ request }) => {
    const input = await body(request);
    const ids = Array.isArray(input.chargeIds) ? input.chargeIds.map(Number) : [];
    const charges = ids.map((id) => crimes().get(id));
    if (charges.some((c) => !c)) return invalid('chargeIds', 'Ein Tatbestand steht nicht im Bußgeldkatalog.');
    const created = courtCases().insert({
      version: 1,
      number: nextNumber(),
      title: String(input.title),
      kind: String(input.kind),
      status: 'filed',
      ...(input.summary ? { summary: String(input.summary) } : {}),
      charges: (charges as Row[]).map(crimeRef),
      filedAt: now(),
      filedBy: judge(),
    });
    return HttpResponse.json(caseOut(created), { status: 201 });
  }),
  ...on('getVcomCourtCase', ({ params }) => {
    const c = caseOf(params);
    return c ? HttpResponse.json(caseOut(c)) : notFound('Dieses Verfahren');
  }),
  ...on('editVcomCourtCase', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    const expected = ifMatch(request);
    if (expected !== undefined && expected !== Number(c.version)) {
      return problem(
        412,
        'Das Dokument wurde inzwischen geändert',
        'Jemand hat dieses Verfahren inzwischen geändert. Vergleiche beide Fassungen und sende erneut.',
      );
    }
    if (c.status === 'closed' || c.status === 'decided') return conflict('Dieses Verfahren ist abgeschlossen.');
    const input = await body(request);
    const patch: Json = {};
    for (const key of ['title', 'summary', 'status']) if (input[key] !== undefined) patch[key] = input[key];
    const next = courtCases().update(c.id, { ...patch, version: Number(c.version) + 1 }) as Row;
    return HttpResponse.json(caseOut(next));
  }),
  ...on('closeVcomCourtCase', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    if (c.status === 'closed') return conflict('Dieses Verfahren ist schon geschlossen.');
    await body(request);
    const next = courtCases().update(c.id, { status: 'closed', closedAt: now(), version: Number(c.version) + 1 });
    return HttpResponse.json(caseOut(next as Row));
  }),
  ...on('listVcomCourtCaseParties', ({ params }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    return HttpResponse.json({
      items: parties()
        .where((p) => p.courtCaseId === c.id)
        .map(({ id: _, courtCaseId: __, ...p }) => p),
    });
  }),
  ...on('addVcomCourtCaseParty', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    const input = await body(request);
    const citizen = citizens().get(Number(input.citizenId));
    if (!citizen) return invalid('citizenId', 'Diese Person gibt es nicht.');
    if (parties().where((p) => p.courtCaseId === c.id && (p.citizen as Json).id === citizen.id).length) {
      return conflict('Diese Person ist schon Beteiligte des Verfahrens.');
    }
    const lawyer = input.lawyerCitizenId ? citizens().get(Number(input.lawyerCitizenId)) : undefined;
    const added = parties().insert({
      courtCaseId: c.id,
      citizen: citizenRef(citizen),
      role: String(input.role),
      ...(lawyer ? { lawyer: citizenRef(lawyer) } : {}),
      addedAt: now(),
    });
    const { id: _, courtCaseId: __, ...out } = added;
    return HttpResponse.json(out, { status: 201 });
  }),
  ...on('removeVcomCourtCaseParty', ({ params }) => {
    const c = courtCases().get(Number(params.id));
    if (!c) return notFound('Dieses Verfahren');
    const citizenId = Number(params.citizenId);
    const party = parties().where((p) => p.courtCaseId === c.id && (p.citizen as Json).id === citizenId)[0];
    if (!party) return notFound('Diese beteiligte Person');
    parties().remove(party.id);
    return done('Beteiligte Person entfernt.', citizenId);
  }),
  ...on('listVcomHearings', ({ params }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    return HttpResponse.json({
      items: hearings()
        .where((h) => h.courtCaseId === c.id)
        .sort((a, b) => String(a.startsAt).localeCompare(String(b.startsAt)))
        .map(hearingOut),
    });
  }),
  ...on('addVcomHearing', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    if (c.status === 'closed' || c.status === 'decided') return conflict('Dieses Verfahren ist abgeschlossen.');
    const input = await body(request);
    const refused = hearingTimeError(c, input.startsAt);
    if (refused) return refused;
    const hearing = hearings().insert({
      courtCaseId: c.id,
      startsAt: new Date(String(input.startsAt)).toISOString(),
      durationMinutes: Number(input.durationMinutes),
      room: String(input.room),
      status: 'scheduled',
      ...(input.note ? { note: String(input.note) } : {}),
    });
    if (c.status === 'filed') courtCases().update(c.id, { status: 'scheduled', version: Number(c.version) + 1 });
    return HttpResponse.json(hearingOut(hearing), { status: 201 });
  }),
  ...on('editVcomHearing', async ({ params, request }) => {
    const h = hearings().get(Number(idParam(params)));
    if (!h) return notFound('Dieser Termin');
    if (h.status === 'cancelled') return conflict('Dieser Termin ist abgesagt.');
    const input = await body(request);
    const c = courtCases().get(h.courtCaseId as number) as Row;
    if (input.startsAt !== undefined) {
      const refused = hearingTimeError(c, input.startsAt);
      if (refused) return refused;
    }
    const patch: Json = {};
    for (const key of ['startsAt', 'durationMinutes', 'room', 'status', 'note']) {
      if (input[key] !== undefined) patch[key] = input[key];
    }
    if (patch.startsAt) patch.startsAt = new Date(String(patch.startsAt)).toISOString();
    return HttpResponse.json(hearingOut(hearings().update(h.id, patch) as Row));
  }),
  ...on('cancelVcomHearing', async ({ params, request }) => {
    const h = hearings().get(Number(idParam(params)));
    if (!h) return notFound('Dieser Termin');
    if (h.status !== 'scheduled' && h.status !== 'postponed')
      return conflict('Dieser Termin lässt sich nicht mehr absagen.');
    const input = await body(request);
    const note = String(input.reason ?? '');
    return HttpResponse.json(hearingOut(hearings().update(h.id, { status: 'cancelled', note }) as Row));
  }),
  ...on('listVcomJudgments', ({ request }) => {
    const q = query(request);
    const text = norm(q.get('q')).trim();
    const found = judgments().where(
      (x) =>
        (!q.get('verdict') || x.verdict === q.get('verdict')) &&
        (!text ||
          norm(x.courtCaseNumber).includes(text) ||
          norm((x.defendant as Json | undefined)?.name).includes(text)),
    );
    return HttpResponse.json(
      page(
        request,
        found.sort((a, b) => String(b.issuedAt).localeCompare(String(a.issuedAt))),
      ),
    );
  }),
  ...on('getVcomJudgment', ({ params }) => {
    const x = judgments().get(Number(idParam(params)));
    return x ? HttpResponse.json(x) : notFound('Dieses Urteil');
  }),
  ...on('getVcomCourtCaseJudgment', ({ params }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    const j = judgments().where((x) => x.courtCaseId === c.id)[0];
    return j ? HttpResponse.json(j) : notFound('Ein Urteil');
  }),
  ...on('issueVcomJudgment', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    if (judgments().where((x) => x.courtCaseId === c.id).length)
      return conflict('In diesem Verfahren gibt es schon ein Urteil.');
    if (c.status === 'closed') return conflict('Dieses Verfahren ist geschlossen.');
    const input = await body(request);
    const defendant = input.defendantCitizenId ? citizens().get(Number(input.defendantCitizenId)) : undefined;
    if (input.defendantCitizenId && !defendant) return invalid('defendantCitizenId', 'Diese Person gibt es nicht.');
    const list = Array.isArray(input.sentences) ? (input.sentences as Json[]) : [];
    if (list.some((s) => s.crimeId !== undefined && !crimes().get(Number(s.crimeId)))) {
      return invalid('sentences', 'Ein Tatbestand steht nicht im Bußgeldkatalog.');
    }
    const sentences = list.map(({ crimeId, ...s }) => ({
      ...s,
      ...(crimeId !== undefined ? { crime: crimeRef(crimes().get(Number(crimeId)) as Row) } : {}),
    }));
    const issuedAt = now();
    const appealDays = Number(input.appealDays ?? 3);
    const judgment = judgments().insert({
      courtCaseId: c.id,
      courtCaseNumber: c.number,
      verdict: String(input.verdict),
      ...(defendant ? { defendant: citizenRef(defendant) } : {}),
      judge: judge(),
      issuedAt,
      reasoning: String(input.reasoning),
      sentences,
      status: appealDays > 0 ? 'appealable' : 'final',
      ...(appealDays > 0
        ? { appealUntil: new Date(Date.parse(issuedAt) + appealDays * 86_400_000).toISOString() }
        : {}),
    });
    courtCases().update(c.id, { status: 'decided', version: Number(c.version) + 1 });
    // The judgment's offences go into the defendant's criminal record.
    if (defendant && input.verdict === 'guilty') {
      const byCrime = new Map<number, { fine: number; prisonMinutes: number }>();
      for (const s of list) {
        if (s.crimeId === undefined) continue;
        const entry = byCrime.get(Number(s.crimeId)) ?? { fine: 0, prisonMinutes: 0 };
        if (s.kind === 'fine') entry.fine += Number(s.amount ?? 0);
        if (s.kind === 'prison') entry.prisonMinutes += Number(s.minutes ?? 0);
        byCrime.set(Number(s.crimeId), entry);
      }
      for (const [crimeId, sums] of byCrime) {
        records().insert({
          version: 1,
          citizenId: defendant.id,
          citizen: citizenRef(defendant),
          crime: crimeRef(crimes().get(crimeId) as Row),
          committedAt: String(c.filedAt),
          recordedBy: judge(),
          recordedAt: issuedAt,
          fine: sums.fine,
          prisonMinutes: sums.prisonMinutes,
          note: `Urteil im Verfahren ${String(c.number)}`,
        });
      }
    }
    return HttpResponse.json(judgment, { status: 201 });
  }),
];
