// vcom justice system with state (issue 25, point 2): court cases with parties and hearings,
// and the judgment. Domain rules the mock keeps: parties and defendants are existing citizens;
// a hearing lies after the case was filed (422 under startsAt otherwise); a case edit with a
// stale If-Match answers 412 and changes nothing; a closed case takes no change (409); one
// judgment per case (409). A guilty judgment's sentences that name an offence of the
// catalogue become entries of the defendant's criminal record (the citizen file lists them).
// Team rights (workCourtCases, issueJudgment) are refused with 403 by the check layer first.
// Also (issue 25 point 2, the court's files and registers): the case's staff [Besetzung] is a
// member of the justice team; documents and notes belong to an existing case; every change of a
// case writes its audit trail (who, when, what); an appeal is lodged only while the judgment is
// appealable and its period runs (409), through an admitted lawyer if one is named (422); a
// revoked judgment takes no appeal and no second revocation (409); a lawyer is admitted once
// (409); a petition is decided once (409), a rejection with a reason.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, MOCK_REFERENCE_DATE } from '../../store';
import { judgeVcomSession } from '../../scenarios/vcom-session';
import { body, done, idParam, me, notFound, now, on, page, problem, type Json } from '../kit';
import { citizenRef, citizens, crimeRef, crimes, records, type Row } from './world';

const at = (daysAgo: number) => new Date(MOCK_REFERENCE_DATE.getTime() - daysAgo * 86_400_000).toISOString();
const query = (request: Request) => new URL(request.url).searchParams;
const norm = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/_/g, ' ');

const SEED_JUDGE = { staffId: 941, name: 'Greta_Lang', team: 'justice', rank: 'Richterin' };
/** The signed-in judge as the author of what he writes: the judge scenario's staff member (account 907). */
const JUDGE_STAFF_ID = judgeVcomSession.active?.staffId ?? 1807;
const judge = () => ({ staffId: JUDGE_STAFF_ID, name: me().name, team: 'justice', rank: 'Richter' });

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
    {
      id: 3,
      version: 2,
      number: '3 Ds 51/26',
      title: 'Staat gegen Tom_Becker',
      kind: 'criminal',
      status: 'decided',
      summary: 'Sachbeschädigung an einem Streifenwagen.',
      charges: [],
      judge: SEED_JUDGE,
      filedAt: at(20),
      filedBy: SEED_JUDGE,
    },
  ]);

export const parties = () =>
  collection<Row>('vcom.courtParties', () => [
    { id: 1, courtCaseId: 1, citizen: { id: 9, name: 'Lukas_Wolf' }, role: 'defendant', addedAt: at(58) },
    { id: 2, courtCaseId: 2, citizen: { id: 2, name: 'Lena_Fischer' }, role: 'defendant', addedAt: at(6) },
    { id: 3, courtCaseId: 2, citizen: { id: 8, name: 'Sofia_Klein' }, role: 'witness', addedAt: at(5) },
    { id: 4, courtCaseId: 3, citizen: { id: 1, name: 'Tom_Becker' }, role: 'defendant', addedAt: at(20) },
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
    {
      id: 2,
      courtCaseId: 3,
      courtCaseNumber: '3 Ds 51/26',
      verdict: 'guilty',
      defendant: { id: 1, name: 'Tom_Becker' },
      judge: SEED_JUDGE,
      issuedAt: at(1),
      reasoning: 'Die Beschädigung ist durch die Aufnahme der Dashcam belegt.',
      sentences: [{ kind: 'fine', amount: 1500 }],
      status: 'appealable',
      // A long period: the seed's judgment stays appealable for the tests' runs.
      appealUntil: at(-60),
    },
  ]);

// --- staff, documents, notes and the audit trail of a case ---------------------------------

/** The justice team's members a case can be staffed with. */
export const JUSTICE_STAFF = [
  SEED_JUDGE,
  { staffId: JUDGE_STAFF_ID, name: 'Max_Mustermann', team: 'justice', rank: 'Richter' },
  { staffId: 942, name: 'Ole_Hartmann', team: 'justice', rank: 'Staatsanwalt' },
  { staffId: 943, name: 'Ida_Vogel', team: 'justice', rank: 'Urkundsbeamtin' },
];
const staffRef = (staffId: number) => {
  const found = JUSTICE_STAFF.find((s) => s.staffId === staffId);
  return found && (staffId === JUDGE_STAFF_ID ? judge() : found);
};

export const courtDocuments = () =>
  collection<Row>('vcom.courtDocuments', () => [
    {
      id: 1,
      courtCaseId: 2,
      kind: 'indictment',
      title: 'Anklageschrift',
      text: 'Die Angeklagte wird beschuldigt, am Fleeca-Schalter bewaffnet Geld erbeutet zu haben.',
      author: { staffId: 942, name: 'Ole_Hartmann', team: 'justice', rank: 'Staatsanwalt' },
      createdAt: at(6),
    },
  ]);

export const courtNotes = () =>
  collection<Row>('vcom.courtNotes', () => [
    {
      id: 1,
      entityType: 'courtCase',
      entityId: 2,
      author: SEED_JUDGE,
      text: 'Zeugin Klein ist nur vormittags erreichbar.',
      confidential: false,
      pinned: false,
      createdAt: at(5),
    },
  ]);

export const courtAudit = () =>
  collection<Row>('vcom.courtAudit', () => [
    {
      id: 1,
      at: at(6),
      actor: SEED_JUDGE,
      team: 'justice',
      action: 'create',
      entityType: 'courtCase',
      entityId: 2,
      summary: 'Verfahren 2 Js 142/26 eröffnet',
    },
  ]);

/** One entry of a case's audit trail, by the signed-in member. */
function logCourt(caseId: unknown, action: string, summary: string, changes?: Json[]) {
  courtAudit().insert({
    at: now(),
    actor: judge(),
    team: 'justice',
    action,
    entityType: 'courtCase',
    entityId: Number(caseId),
    summary: summary.slice(0, 300),
    ...(changes?.length ? { changes } : {}),
  });
}

// --- lawyers and petitions ----------------------------------------------------------------

export const lawyers = () =>
  collection<Row>('vcom.lawyers', () => [
    {
      id: 1,
      lawyerId: 1,
      citizenId: 3,
      name: 'Jonas_Weber',
      firm: 'Weber & Partner',
      phone: '5552468',
      active: true,
      admittedAt: at(120),
    },
  ]);
const lawyerOut = ({ id: _, ...l }: Row) => l;

export const petitions = () =>
  collection<Row>('vcom.petitions', () => [
    {
      id: 1,
      kind: 'nameChange',
      applicant: { id: 6, name: 'Emma_Koch' },
      text: 'Ich beantrage die Änderung meines Nachnamens nach meiner Heirat in Koch-Neumann.',
      status: 'submitted',
      submittedAt: at(2),
    },
    {
      id: 2,
      kind: 'weaponPermit',
      applicant: { id: 7, name: 'Felix_Richter' },
      text: 'Ich beantrage einen Waffenschein für die Jagd im Paleto Forest.',
      status: 'approved',
      submittedAt: at(9),
      decidedBy: SEED_JUDGE,
      decidedAt: at(7),
      decisionNote: 'Jagdschein liegt vor.',
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
    logCourt(created.id, 'create', `Verfahren ${String(created.number)} eröffnet`);
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
    const changes = Object.keys(patch)
      .filter((key) => c[key] !== patch[key])
      .map((field) => ({ field, from: String(c[field] ?? '').slice(0, 500), to: String(patch[field]).slice(0, 500) }));
    logCourt(c.id, 'update', 'Verfahren geändert', changes);
    return HttpResponse.json(caseOut(next));
  }),
  ...on('closeVcomCourtCase', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    if (c.status === 'closed') return conflict('Dieses Verfahren ist schon geschlossen.');
    await body(request);
    const next = courtCases().update(c.id, { status: 'closed', closedAt: now(), version: Number(c.version) + 1 });
    logCourt(c.id, 'close', 'Verfahren geschlossen', [{ field: 'status', from: String(c.status), to: 'closed' }]);
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
    logCourt(c.id, 'assign', `${String(citizen.name).replace('_', ' ')} als Beteiligte(r) aufgenommen`);
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
    logCourt(c.id, 'unassign', `${String((party.citizen as Json).name).replace('_', ' ')} als Beteiligte(r) entfernt`);
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
    logCourt(c.id, 'create', `Termin im ${String(input.room)} angesetzt`);
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
    logCourt(
      h.courtCaseId,
      'update',
      patch.status === 'held' ? 'Termin als stattgefunden vermerkt' : 'Termin geändert',
    );
    return HttpResponse.json(hearingOut(hearings().update(h.id, patch) as Row));
  }),
  ...on('cancelVcomHearing', async ({ params, request }) => {
    const h = hearings().get(Number(idParam(params)));
    if (!h) return notFound('Dieser Termin');
    if (h.status !== 'scheduled' && h.status !== 'postponed')
      return conflict('Dieser Termin lässt sich nicht mehr absagen.');
    const input = await body(request);
    const note = String(input.reason ?? '');
    logCourt(h.courtCaseId, 'cancel', `Termin abgesagt: ${note}`);
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
    logCourt(c.id, 'issue', 'Urteil verkündet');
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

  ...on('assignVcomCourtCaseStaff', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    if (c.status === 'closed') return conflict('Dieses Verfahren ist geschlossen.');
    const input = await body(request);
    const role = String(input.role);
    const staff = staffRef(Number(input.staffId));
    if (!staff) return invalid('staffId', 'Unter dieser Dienstnummer arbeitet niemand in der Justiz.');
    const before = (c[role] as Json | undefined)?.name;
    const next = courtCases().update(c.id, { [role]: staff, version: Number(c.version) + 1 }) as Row;
    logCourt(c.id, 'assign', `Besetzung geändert: ${staff.name.replace('_', ' ')}`, [
      { field: role, ...(before ? { from: String(before) } : {}), to: staff.name },
    ]);
    return HttpResponse.json(caseOut(next));
  }),
  ...on('listVcomCourtDocuments', ({ params }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    const items = courtDocuments()
      .where((d) => d.courtCaseId === c.id)
      .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))
      .map(({ courtCaseId: _, ...d }) => d);
    return HttpResponse.json({ items });
  }),
  ...on('addVcomCourtDocument', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    const input = await body(request);
    const { courtCaseId: _, ...doc } = courtDocuments().insert({
      courtCaseId: c.id,
      kind: String(input.kind),
      title: String(input.title),
      ...(input.text ? { text: String(input.text) } : {}),
      ...(input.attachment ? { attachment: input.attachment } : {}),
      author: judge(),
      createdAt: now(),
    });
    logCourt(c.id, 'create', `Dokument abgelegt: ${String(input.title)}`);
    return HttpResponse.json(doc, { status: 201 });
  }),
  ...on('listVcomCourtCaseNotes', ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    const found = courtNotes()
      .where((n) => n.entityId === c.id)
      .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
    return HttpResponse.json(page(request, found));
  }),
  ...on('addVcomCourtCaseNote', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    const input = await body(request);
    const note = courtNotes().insert({
      entityType: 'courtCase',
      entityId: c.id,
      author: judge(),
      text: String(input.text),
      confidential: input.confidential === true,
      pinned: input.pinned === true,
      createdAt: now(),
    });
    logCourt(c.id, 'create', 'Notiz hinzugefügt');
    return HttpResponse.json(note, { status: 201 });
  }),
  ...on('listVcomCourtCaseAudit', ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Dieses Verfahren');
    const found = courtAudit()
      .where((a) => a.entityId === c.id)
      .sort((a, b) => String(b.at).localeCompare(String(a.at)));
    return HttpResponse.json(page(request, found));
  }),
  ...on('submitVcomJudgmentAppeal', async ({ params, request }) => {
    const x = judgments().get(Number(idParam(params)));
    if (!x) return notFound('Dieses Urteil');
    if (x.status !== 'appealable' || !x.appealUntil || Date.parse(String(x.appealUntil)) < Date.now()) {
      return conflict('Gegen dieses Urteil ist keine Berufung mehr möglich.');
    }
    const input = await body(request);
    if (input.lawyerCitizenId !== undefined) {
      const admitted = lawyers().where((l) => l.citizenId === Number(input.lawyerCitizenId) && l.active === true);
      if (!admitted.length) return invalid('lawyerCitizenId', 'Diese Person ist nicht als Anwalt zugelassen.');
    }
    const next = judgments().update(x.id, { status: 'appealed' }) as Row;
    courtCases().update(x.courtCaseId as number, { status: 'appealed' });
    logCourt(x.courtCaseId, 'update', `Berufung eingelegt: ${String(input.reason)}`, [
      { field: 'status', from: 'appealable', to: 'appealed' },
    ]);
    return HttpResponse.json(next);
  }),
  ...on('revokeVcomJudgment', async ({ params, request }) => {
    const x = judgments().get(Number(idParam(params)));
    if (!x) return notFound('Dieses Urteil');
    if (x.status === 'revoked') return conflict('Dieses Urteil ist schon aufgehoben.');
    const input = await body(request);
    const next = judgments().update(x.id, { status: 'revoked' }) as Row;
    logCourt(x.courtCaseId, 'revoke', `Urteil aufgehoben: ${String(input.reason)}`, [
      { field: 'status', from: String(x.status), to: 'revoked' },
    ]);
    return HttpResponse.json(next);
  }),
  ...on('listVcomLawyers', ({ request }) => {
    const active = query(request).get('active') !== 'false';
    const items = lawyers()
      .where((l) => l.active === active)
      .sort((a, b) => String(a.name).localeCompare(String(b.name)))
      .map(lawyerOut);
    return HttpResponse.json({ items });
  }),
  ...on('registerVcomLawyer', async ({ request }) => {
    const input = await body(request);
    const citizen = citizens().get(Number(input.citizenId));
    if (!citizen) return invalid('citizenId', 'Diese Person gibt es nicht.');
    if (lawyers().where((l) => l.citizenId === citizen.id && l.active === true).length) {
      return conflict('Diese Person ist schon als Anwalt zugelassen.');
    }
    const row = lawyers().insert({
      citizenId: citizen.id,
      name: citizen.name,
      ...(input.firm ? { firm: String(input.firm) } : {}),
      ...(input.phone ? { phone: String(input.phone) } : {}),
      active: true,
      admittedAt: now(),
    });
    const entry = lawyers().update(row.id, { lawyerId: row.id }) as Row;
    return HttpResponse.json(lawyerOut(entry), { status: 201 });
  }),
  ...on('removeVcomLawyer', ({ params }) => {
    const l = lawyers().get(Number(params.lawyerId));
    if (!l || l.active !== true) return notFound('Dieser Eintrag');
    lawyers().update(l.id, { active: false });
    return done('Zulassung entzogen.', l.id);
  }),
  ...on('listVcomPetitions', ({ request }) => {
    const q = query(request);
    const open = (p: Row) => (p.status === 'submitted' || p.status === 'inReview' ? 0 : 1);
    const found = petitions()
      .where((p) => (!q.get('kind') || p.kind === q.get('kind')) && (!q.get('status') || p.status === q.get('status')))
      .sort((a, b) => open(a) - open(b) || String(a.submittedAt).localeCompare(String(b.submittedAt)));
    return HttpResponse.json(page(request, found));
  }),
  ...on('getVcomPetition', ({ params }) => {
    const p = petitions().get(Number(idParam(params)));
    return p ? HttpResponse.json(p) : notFound('Dieser Antrag');
  }),
  ...on('submitVcomPetition', async ({ request }) => {
    const input = await body(request);
    const who = me();
    const created = petitions().insert({
      kind: String(input.kind),
      applicant: { id: who.id, name: who.name },
      text: String(input.text),
      status: 'submitted',
      submittedAt: now(),
    });
    return HttpResponse.json(created, { status: 201 });
  }),
  ...on('approveVcomPetition', async ({ params, request }) => {
    const p = petitions().get(Number(idParam(params)));
    if (!p) return notFound('Dieser Antrag');
    if (p.status === 'approved' || p.status === 'rejected')
      return conflict('Über diesen Antrag ist schon entschieden.');
    const input = await body(request);
    const note = input.note ? String(input.note) : undefined;
    const next = petitions().update(p.id, {
      status: 'approved',
      decidedBy: judge(),
      decidedAt: now(),
      ...(note ? { decisionNote: note } : {}),
    });
    return HttpResponse.json(next);
  }),
  ...on('rejectVcomPetition', async ({ params, request }) => {
    const p = petitions().get(Number(idParam(params)));
    if (!p) return notFound('Dieser Antrag');
    if (p.status === 'approved' || p.status === 'rejected')
      return conflict('Über diesen Antrag ist schon entschieden.');
    const input = await body(request);
    const next = petitions().update(p.id, {
      status: 'rejected',
      decidedBy: judge(),
      decidedAt: now(),
      decisionNote: String(input.reason),
    });
    return HttpResponse.json(next);
  }),
];
