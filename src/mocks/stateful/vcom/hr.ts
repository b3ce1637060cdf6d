// vcom HR with state (issue 25, point 3): applications [Bewerbungen] and personnel files
// [Personalakten]. Domain rules the mock keeps: one staff identity from application to HR file
// (the file names the application it came from, the staffId stays); an HR file belongs to a hired
// application (hiring without an accepted application answers 422/409, hiring turns the
// application to "hired"); only an open application is accepted or rejected (409 otherwise); the
// applicant sees his own applications with their state (listVcomMyApplications); a promotion goes
// up, a demotion down (422 under rankLevel otherwise); a former member takes no change (409); an
// edit with a stale If-Match answers 412. Team rights (manageHr) are refused by the check layer.
import { HttpResponse, type RequestHandler } from 'msw';
import { actingVcomStaff } from '../../scenarios/vcom-session';
import { collection, MOCK_REFERENCE_DATE } from '../../store';
import { body, idParam, me, notFound, now, on, page, problem, type Json } from '../kit';
import { slots } from './calendar';
import { staffApplications, staffFiles } from './staff';
import { checkApplication } from './hr-records';
import { citizens, type Row } from './world';

const at = (daysAgo: number) => new Date(MOCK_REFERENCE_DATE.getTime() - daysAgo * 86_400_000).toISOString();
const query = (request: Request) => new URL(request.url).searchParams;
const norm = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/_/g, ' ');
const conflict = (detail: string) => problem(409, 'Konflikt', detail);
const invalid = (field: string, message: string) => problem(422, 'Eingabe ungültig', message, [{ field, message }]);

const RANKS: Record<string, string[]> = {
  police: ['Anwärter', 'Officer', 'Officer II', 'Senior Officer', 'Sergeant', 'Lieutenant', 'Captain'],
  medic: ['Praktikant', 'Rettungshelfer', 'Rettungssanitäter', 'Notfallsanitäter', 'Notarzt', 'Oberarzt'],
  justice: ['Referendar', 'Justizangestellter', 'Staatsanwalt', 'Richter', 'Vorsitzender Richter'],
};
export const rankName = (team: unknown, level: number) => {
  const ranks = RANKS[String(team)] ?? RANKS.police ?? [];
  return ranks[Math.min(level, ranks.length - 1)] ?? 'Mitarbeiter';
};

/**
 * The HR lead who decides: the staff member the scenario's vcom session marks the request with
 * (the hrLead scenario's 1808, the admin's police account), else the hrLead account by default.
 */
const lead = (request: Request, team = 'police') =>
  actingVcomStaff(request) ?? { staffId: 1808, name: me().name, team, rank: 'Personalleitung' };
const SEED_LEAD = { staffId: 905, name: 'Karl_Braun', team: 'police', rank: 'Captain' };

const person = (id: number) => {
  const c = citizens().get(id) as Row;
  return { id: c.id as number, name: String(c.name) };
};

export const applications = () =>
  collection<Row>('vcom.applications', () => [
    {
      team: 'police',
      applicant: person(4),
      status: 'submitted',
      motivation: 'Ich möchte Los Santos sicherer machen und bringe Erfahrung als Sanitäterin mit.',
      answers: [],
      phone: '5551357',
      submittedAt: at(3),
      updatedAt: at(3),
      commentCount: 0,
    },
    {
      team: 'police',
      applicant: person(5),
      status: 'inReview',
      motivation: 'Nach zehn Jahren in der Küche suche ich eine neue Aufgabe im Streifendienst.',
      answers: [],
      submittedAt: at(5),
      updatedAt: at(4),
      reviewer: SEED_LEAD,
      commentCount: 0,
    },
    {
      team: 'medic',
      applicant: { id: me().id, name: me().name },
      status: 'inReview',
      motivation: 'Ich habe den Erste-Hilfe-Kurs bestanden und möchte im Rettungsdienst helfen.',
      answers: [],
      submittedAt: at(2),
      updatedAt: at(1),
      commentCount: 0,
    },
    {
      team: 'police',
      applicant: person(7),
      status: 'hired',
      motivation: 'Als Pilot kenne ich die Stadt von oben, jetzt möchte ich sie von unten schützen.',
      answers: [],
      submittedAt: at(42),
      updatedAt: at(38),
      reviewer: SEED_LEAD,
      commentCount: 0,
    },
    {
      team: 'police',
      applicant: person(10),
      status: 'rejected',
      motivation: 'Ich möchte neben der Schule etwas Sinnvolles tun.',
      answers: [],
      submittedAt: at(25),
      updatedAt: at(20),
      reviewer: SEED_LEAD,
      decisionNote: 'Leider sind derzeit keine Stellen im Streifendienst frei.',
      commentCount: 0,
    },
    {
      team: 'police',
      applicant: person(6),
      status: 'hired',
      motivation: 'Ich möchte Verantwortung übernehmen.',
      answers: [],
      submittedAt: at(95),
      updatedAt: at(90),
      reviewer: SEED_LEAD,
      commentCount: 0,
    },
    // --- issue 15 (mock audit): the hired applications behind the other staff's HR files.
    ...staffApplications({ id: me().id, name: me().name }, new Set([1001, 1002])),
  ]);

/** Personnel files; `id` is internal, the path's staffId is `staff.staffId`. */
export const hrFiles = () =>
  collection<Row>('vcom.hrFiles', () => [
    {
      version: 2,
      staff: { staffId: 1001, name: 'Felix_Richter', team: 'police', rank: rankName('police', 1) },
      team: 'police',
      rankLevel: 1,
      status: 'probation',
      department: 'Streifendienst',
      callsign: 'ADAM-21',
      hiredAt: at(38),
      probationUntil: at(24),
      applicationId: 4,
      trainingCount: 0,
      commendations: [],
    },
    {
      version: 4,
      staff: { staffId: 1002, name: 'Emma_Koch', team: 'police', rank: rankName('police', 3) },
      team: 'police',
      rankLevel: 3,
      status: 'active',
      department: 'Kriminalpolizei',
      callsign: 'DAVID-3',
      hiredAt: at(90),
      lastPromotionAt: at(30),
      applicationId: 6,
      trainingCount: 2,
      commendations: [],
    },
    // --- issue 15 (mock audit): every other staff member the world names has his HR file too.
    ...staffFiles(new Set([1001, 1002]), applications),
  ]);

export const hrEvents = () =>
  collection<Row>('vcom.hrEvents', () => [
    { staffId: 1001, kind: 'hired', at: at(38), by: SEED_LEAD, toRankLevel: 1 },
    { staffId: 1002, kind: 'hired', at: at(90), by: SEED_LEAD, toRankLevel: 1 },
    { staffId: 1002, kind: 'promoted', at: at(30), by: SEED_LEAD, fromRankLevel: 1, toRankLevel: 3 },
  ]);

export const sanctions = () =>
  collection<Row>('vcom.sanctions', () => [
    {
      staffId: 1002,
      kind: 'verbalWarning',
      reason: 'Zu spät zum Dienstbeginn erschienen.',
      status: 'expired',
      issuedBy: SEED_LEAD,
      issuedAt: at(60),
      expiresAt: at(30),
    },
  ]);

/** Internal review comments on applications (only HR sees them; the applicant never does). */
export const applicationComments = () =>
  collection<Row>('vcom.applicationComments', () => [
    {
      applicationId: 2,
      author: SEED_LEAD,
      text: 'Ruhiger Bewerber, kennt die Stadt gut. Ich empfehle ein Gespräch.',
      rating: 4,
      createdAt: at(4),
    },
  ]);

/** A calendar day `days` after the reference date (leave runs from day to day). */
const day = (days: number) => new Date(MOCK_REFERENCE_DATE.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Leave requests [Urlaubsanträge]. Rules the mock keeps: the end is not before the start and a
 * request does not overlap the member's approved leave (422 under the field); only a requested
 * one is approved or rejected (409), a rejection names its reason.
 */
export const leaveRequests = () =>
  collection<Row>('vcom.leave', () => [
    {
      staff: { staffId: 1001, name: 'Felix_Richter', team: 'police', rank: rankName('police', 1) },
      from: day(5),
      to: day(9),
      reason: 'Familienbesuch in Liberty City.',
      status: 'requested',
      createdAt: at(2),
    },
    {
      staff: { staffId: 1808, name: me().name, team: 'police', rank: 'Personalleitung' },
      from: day(20),
      to: day(24),
      status: 'approved',
      decidedBy: SEED_LEAD,
      decidedAt: at(1),
      createdAt: at(3),
    },
  ]);
const overlapsApproved = (staffId: unknown, from: string, to: string, except?: unknown) =>
  leaveRequests().where(
    (l) =>
      (l.staff as Json).staffId === staffId &&
      l.status === 'approved' &&
      l.id !== except &&
      String(l.from) <= to &&
      String(l.to) >= from,
  )[0];

const OPEN = new Set(['submitted', 'inReview', 'interview']);
const fileOf = (params: Record<string, unknown>) =>
  hrFiles().where((f) => String((f.staff as Json).staffId) === idParam(params))[0];
const activeSanctions = (staffId: unknown) =>
  sanctions().where((s) => s.staffId === staffId && s.status === 'active').length;

function fileOut(f: Row): Json {
  const { id: _, ...rest } = f;
  return { ...rest, activeSanctions: activeSanctions((f.staff as Json).staffId) };
}
const summaryOut = (f: Row): Json => {
  const out = fileOut(f);
  return {
    staff: out.staff,
    rankLevel: out.rankLevel,
    status: out.status,
    hiredAt: out.hiredAt,
    activeSanctions: out.activeSanctions,
    ...(out.lastPromotionAt ? { lastPromotionAt: out.lastPromotionAt } : {}),
  };
};

function event(request: Request, staffId: unknown, fields: Json) {
  hrEvents().insert({ staffId, at: now(), by: lead(request), ...fields });
}

function ifMatch(request: Request): number | undefined {
  const header = request.headers.get('If-Match');
  if (!header) return undefined;
  const digits = /(\d+)/.exec(header);
  return digits ? Number(digits[1]) : Number.NaN;
}

const appOf = (params: Record<string, unknown>) => applications().get(Number(idParam(params)));
const mine = (a: Row) => (a.applicant as Json).id === me().id;
const byNewest = (key: string) => (a: Row, b: Row) => String(b[key]).localeCompare(String(a[key]));

let staffSerial = 1100;

function changeRank(up: boolean) {
  return async ({ params, request }: { params: Record<string, unknown>; request: Request }) => {
    const f = fileOf(params);
    if (!f) return notFound('Diese Personalakte');
    if (f.status === 'former') return conflict('Diese Person ist nicht mehr im Dienst.');
    const input = await body(request);
    const level = Number(input.rankLevel);
    const from = Number(f.rankLevel);
    if (up ? level <= from : level >= from) {
      return invalid(
        'rankLevel',
        up ? 'Eine Beförderung braucht einen höheren Rang.' : 'Eine Rückstufung braucht einen niedrigeren Rang.',
      );
    }
    const staff: Json = { ...(f.staff as Json), rank: rankName(f.team, level) };
    const next = hrFiles().update(f.id, {
      rankLevel: level,
      staff,
      version: Number(f.version) + 1,
      ...(up ? { lastPromotionAt: now() } : {}),
    }) as Row;
    event(request, staff.staffId, {
      kind: up ? 'promoted' : 'demoted',
      fromRankLevel: from,
      toRankLevel: level,
      note: String(input.reason),
    });
    return HttpResponse.json(fileOut(next));
  };
}

const leaveHandlers = (): RequestHandler[] => [
  ...on('listVcomLeaveRequests', ({ request }) => {
    const q = query(request);
    const self = lead(request);
    const found = leaveRequests()
      .where(
        (l) =>
          (q.get('mine') === 'true'
            ? (l.staff as Json).staffId === self.staffId
            : (l.staff as Json).team === self.team) &&
          (!q.get('status') || l.status === q.get('status')),
      )
      .sort((a, b) => String(a.from).localeCompare(String(b.from)));
    return HttpResponse.json(page(request, found));
  }),
  ...on('addVcomLeaveRequest', async ({ request }) => {
    const input = await body(request);
    const from = String(input.from);
    const to = String(input.to);
    if (to < from) return invalid('to', 'Das Ende muss am oder nach dem ersten Urlaubstag liegen.');
    const staff = lead(request);
    const taken = overlapsApproved(staff.staffId, from, to);
    if (taken) {
      return invalid(
        'from',
        `In dieser Zeit hast du schon genehmigten Urlaub (${String(taken.from)} bis ${String(taken.to)}).`,
      );
    }
    const created = leaveRequests().insert({
      staff,
      from,
      to,
      ...(input.reason ? { reason: String(input.reason) } : {}),
      status: 'requested',
      createdAt: now(),
    });
    return HttpResponse.json(created, { status: 201 });
  }),
  ...on('cancelVcomLeaveRequest', ({ params, request }) => {
    const l = leaveRequests().get(Number(idParam(params)));
    if (!l) return notFound('Dieser Urlaubsantrag');
    // Only the member's own request; a leave that began is no longer cancelled (409).
    if ((l.staff as Json).staffId !== lead(request).staffId) {
      return problem(403, 'Keine Berechtigung', 'Das ist nicht dein Urlaubsantrag.');
    }
    if (l.status !== 'requested' && l.status !== 'approved') return conflict('Dieser Antrag ist schon erledigt.');
    if (String(l.from) <= now().slice(0, 10)) return conflict('Der Urlaub hat schon begonnen.');
    return HttpResponse.json(leaveRequests().update(l.id, { status: 'cancelled', decidedAt: now() }));
  }),
  ...on('approveVcomLeaveRequest', async ({ params, request }) => {
    const l = leaveRequests().get(Number(idParam(params)));
    if (!l) return notFound('Dieser Urlaubsantrag');
    if (l.status !== 'requested') return conflict('Über diesen Antrag ist schon entschieden.');
    if (overlapsApproved((l.staff as Json).staffId, String(l.from), String(l.to), l.id)) {
      return conflict('Die Person hat in dieser Zeit schon genehmigten Urlaub.');
    }
    const input = await body(request);
    return HttpResponse.json(
      leaveRequests().update(l.id, {
        status: 'approved',
        decidedBy: lead(request),
        decidedAt: now(),
        ...(input.note ? { decisionNote: String(input.note) } : {}),
      }),
    );
  }),
  ...on('rejectVcomLeaveRequest', async ({ params, request }) => {
    const l = leaveRequests().get(Number(idParam(params)));
    if (!l) return notFound('Dieser Urlaubsantrag');
    if (l.status !== 'requested') return conflict('Über diesen Antrag ist schon entschieden.');
    const input = await body(request);
    return HttpResponse.json(
      leaveRequests().update(l.id, {
        status: 'rejected',
        decidedBy: lead(request),
        decidedAt: now(),
        decisionNote: String(input.reason),
      }),
    );
  }),
];

export const hrHandlers = (): RequestHandler[] => [
  ...leaveHandlers(),
  // "mine" before {applicationId}: the fixed path wins.
  ...on('listVcomMyApplications', ({ request }) =>
    HttpResponse.json(page(request, applications().where(mine).sort(byNewest('submittedAt')))),
  ),
  ...on('listVcomApplications', ({ request }) => {
    const q = query(request);
    const text = norm(q.get('q')).trim();
    const found = applications().where(
      (a) =>
        a.team === q.get('team') &&
        (!q.get('status') || a.status === q.get('status')) &&
        (!text || norm((a.applicant as Json).name).includes(text)),
    );
    // Oldest open first, then the decided ones, newest first.
    found.sort((a, b) => {
      const open = Number(OPEN.has(String(b.status))) - Number(OPEN.has(String(a.status)));
      if (open) return open;
      return OPEN.has(String(a.status))
        ? String(a.submittedAt).localeCompare(String(b.submittedAt))
        : String(b.updatedAt).localeCompare(String(a.updatedAt));
    });
    return HttpResponse.json(page(request, found));
  }),
  ...on('submitVcomApplication', async ({ request }) => {
    const input = await body(request);
    const team = String(input.team);
    if (
      applications().where((a) => mine(a) && a.team === team && (OPEN.has(String(a.status)) || a.status === 'accepted'))
        .length
    ) {
      return conflict('Du hast dich bei dieser Organisation schon beworben.');
    }
    // The organisation's form and vacancy decide (./hr-records.ts): answers carry their question.
    const { refusal, answers } = checkApplication(input);
    if (refusal) return refusal;
    const created = applications().insert({
      team,
      applicant: { id: me().id, name: me().name },
      status: 'submitted',
      motivation: String(input.motivation),
      answers,
      ...(input.vacancyId !== undefined ? { vacancyId: Number(input.vacancyId) } : {}),
      ...(input.phone ? { phone: String(input.phone) } : {}),
      submittedAt: now(),
      updatedAt: now(),
      commentCount: 0,
    });
    return HttpResponse.json(created, { status: 201 });
  }),
  ...on('getVcomApplication', ({ params }) => {
    const a = appOf(params);
    return a ? HttpResponse.json(a) : notFound('Diese Bewerbung');
  }),
  ...on('editVcomApplication', async ({ params, request }) => {
    const a = appOf(params);
    if (!a) return notFound('Diese Bewerbung');
    if (!mine(a)) return problem(403, 'Keine Berechtigung', 'Das ist nicht deine Bewerbung.');
    if (a.status !== 'submitted') return conflict('Die Bewerbung wird schon geprüft und lässt sich nicht mehr ändern.');
    const input = await body(request);
    const patch: Json = { updatedAt: now() };
    for (const key of ['motivation', 'phone']) if (input[key] !== undefined) patch[key] = input[key];
    return HttpResponse.json(applications().update(a.id, patch));
  }),
  ...on('listVcomApplicationComments', ({ params, request }) => {
    const a = appOf(params);
    if (!a) return notFound('Diese Bewerbung');
    const found = applicationComments()
      .where((c) => c.applicationId === a.id)
      .sort((x, y) => String(x.createdAt).localeCompare(String(y.createdAt)))
      .map(({ applicationId: _, ...c }) => c);
    return HttpResponse.json(page(request, found));
  }),
  ...on('addVcomApplicationComment', async ({ params, request }) => {
    const a = appOf(params);
    if (!a) return notFound('Diese Bewerbung');
    const input = await body(request);
    const text = String(input.text ?? '').trim();
    if (!text) return invalid('text', 'Bitte schreib einen Kommentar.');
    const created = applicationComments().insert({
      applicationId: a.id,
      author: lead(request, String(a.team)),
      text,
      ...(input.rating !== undefined ? { rating: Number(input.rating) } : {}),
      createdAt: now(),
    });
    // A first comment puts a submitted application into review.
    applications().update(a.id, {
      commentCount: Number(a.commentCount ?? 0) + 1,
      ...(a.status === 'submitted' ? { status: 'inReview', reviewer: lead(request, String(a.team)) } : {}),
    });
    const { applicationId: _, ...out } = created;
    return HttpResponse.json(out, { status: 201 });
  }),
  ...on('assignVcomApplicationInterview', async ({ params, request }) => {
    const a = appOf(params);
    if (!a) return notFound('Diese Bewerbung');
    if (!OPEN.has(String(a.status))) return conflict('Über diese Bewerbung ist schon entschieden.');
    const input = await body(request);
    const slot = slots().get(Number(input.slotId));
    if (!slot || slot.team !== a.team) return invalid('slotId', 'Diesen Termin gibt es in deinem Kalender nicht.');
    if (slot.status !== 'free') return conflict('Dieser Termin ist schon vergeben. Wähle einen freien.');
    // The interview books the slot for the applicant: the calendar shows who comes.
    slots().update(slot.id, {
      status: 'booked',
      citizen: a.applicant,
      reason: input.message ? String(input.message) : 'Vorstellungsgespräch',
    });
    if (a.interviewSlotId !== undefined && a.interviewSlotId !== slot.id) {
      const old = slots().get(Number(a.interviewSlotId));
      if (old && old.status === 'booked') {
        const freed = slots().update(old.id, { status: 'free' }) as Row;
        delete freed.citizen;
        delete freed.reason;
      }
    }
    return HttpResponse.json(
      applications().update(a.id, {
        status: 'interview',
        interviewSlotId: slot.id,
        updatedAt: now(),
        reviewer: lead(request, String(a.team)),
      }),
    );
  }),
  ...on('withdrawVcomApplication', ({ params }) => {
    const a = appOf(params);
    if (!a) return notFound('Diese Bewerbung');
    if (!mine(a)) return problem(403, 'Keine Berechtigung', 'Das ist nicht deine Bewerbung.');
    if (!OPEN.has(String(a.status))) return conflict('Über diese Bewerbung ist schon entschieden.');
    return HttpResponse.json(applications().update(a.id, { status: 'withdrawn', updatedAt: now() }));
  }),
  ...on('acceptVcomApplication', async ({ params, request }) => {
    const a = appOf(params);
    if (!a) return notFound('Diese Bewerbung');
    if (!OPEN.has(String(a.status))) return conflict('Über diese Bewerbung ist schon entschieden.');
    const input = await body(request);
    return HttpResponse.json(
      applications().update(a.id, {
        status: 'accepted',
        updatedAt: now(),
        reviewer: lead(request, String(a.team)),
        ...(input.note ? { decisionNote: String(input.note) } : {}),
      }),
    );
  }),
  ...on('rejectVcomApplication', async ({ params, request }) => {
    const a = appOf(params);
    if (!a) return notFound('Diese Bewerbung');
    if (!OPEN.has(String(a.status)) && a.status !== 'accepted')
      return conflict('Über diese Bewerbung ist schon entschieden.');
    const input = await body(request);
    return HttpResponse.json(
      applications().update(a.id, {
        status: 'rejected',
        updatedAt: now(),
        reviewer: lead(request, String(a.team)),
        decisionNote: String(input.reason),
      }),
    );
  }),
  ...on('listVcomHrFiles', ({ request }) => {
    const q = query(request);
    const text = norm(q.get('q')).trim();
    const found = hrFiles().where(
      (f) =>
        f.team === q.get('team') &&
        (!q.get('status') || f.status === q.get('status')) &&
        (!text || norm((f.staff as Json).name).includes(text)),
    );
    found.sort((a, b) => Number(b.rankLevel) - Number(a.rankLevel));
    return HttpResponse.json(page(request, found.map(summaryOut)));
  }),
  ...on('hireVcomStaff', async ({ request }) => {
    const input = await body(request);
    if (input.applicationId === undefined) {
      return invalid('applicationId', 'Eine Einstellung braucht eine angenommene Bewerbung.');
    }
    const a = applications().get(Number(input.applicationId));
    if (!a) return invalid('applicationId', 'Diese Bewerbung gibt es nicht.');
    if (a.status !== 'accepted') return conflict('Nur eine angenommene Bewerbung führt zur Einstellung.');
    const applicant = a.applicant as Json;
    if (Number(input.citizenId) !== applicant.id)
      return invalid('citizenId', 'Die Person ist nicht die Bewerberin oder der Bewerber.');
    if (input.team !== a.team) return invalid('team', 'Die Bewerbung gilt einer anderen Organisation.');
    const level = Number(input.rankLevel);
    const team = String(a.team);
    const staffId = ++staffSerial;
    const days = input.probationDays === undefined ? 14 : Number(input.probationDays);
    const hiredAt = now();
    const file = hrFiles().insert({
      version: 1,
      staff: { staffId, name: applicant.name, team, rank: rankName(team, level) },
      team,
      rankLevel: level,
      status: days > 0 ? 'probation' : 'active',
      ...(input.department ? { department: String(input.department) } : {}),
      hiredAt,
      ...(days > 0 ? { probationUntil: new Date(Date.parse(hiredAt) + days * 86_400_000).toISOString() } : {}),
      applicationId: a.id,
      trainingCount: 0,
      commendations: [],
    });
    applications().update(a.id, { status: 'hired', updatedAt: hiredAt });
    event(request, staffId, { kind: 'hired', toRankLevel: level, ...(input.note ? { note: String(input.note) } : {}) });
    return HttpResponse.json(fileOut(file), { status: 201 });
  }),
  ...on('getVcomHrFile', ({ params }) => {
    const f = fileOf(params);
    return f ? HttpResponse.json(fileOut(f)) : notFound('Diese Personalakte');
  }),
  ...on('editVcomHrFile', async ({ params, request }) => {
    const f = fileOf(params);
    if (!f) return notFound('Diese Personalakte');
    const expected = ifMatch(request);
    if (expected !== undefined && expected !== Number(f.version)) {
      return problem(
        412,
        'Das Dokument wurde inzwischen geändert',
        'Jemand hat diese Personalakte inzwischen geändert. Lade sie neu und sende erneut.',
      );
    }
    const input = await body(request);
    const patch: Json = {};
    for (const key of ['department', 'callsign', 'phone', 'email', 'probationUntil']) {
      if (input[key] !== undefined) patch[key] = input[key];
    }
    return HttpResponse.json(fileOut(hrFiles().update(f.id, { ...patch, version: Number(f.version) + 1 }) as Row));
  }),
  ...on('promoteVcomStaff', changeRank(true)),
  ...on('demoteVcomStaff', changeRank(false)),
  ...on('fireVcomStaff', async ({ params, request }) => {
    const f = fileOf(params);
    if (!f) return notFound('Diese Personalakte');
    if (f.status === 'former') return conflict('Diese Person ist nicht mehr im Dienst.');
    const input = await body(request);
    const next = hrFiles().update(f.id, {
      status: 'former',
      leftAt: now(),
      version: Number(f.version) + 1,
      ...(input.rehireBlockedUntil ? { rehireBlockedUntil: String(input.rehireBlockedUntil) } : {}),
    }) as Row;
    event(request, (f.staff as Json).staffId, { kind: 'fired', note: String(input.reason) });
    return HttpResponse.json(fileOut(next));
  }),
  ...on('listVcomHrHistory', ({ params, request }) => {
    const f = fileOf(params);
    if (!f) return notFound('Diese Personalakte');
    const staffId = (f.staff as Json).staffId;
    const found = hrEvents()
      .where((e) => e.staffId === staffId)
      .sort(byNewest('at'))
      .map(({ staffId: _, ...e }) => e);
    return HttpResponse.json(page(request, found));
  }),
  ...on('listVcomSanctions', ({ params }) => {
    const f = fileOf(params);
    if (!f) return notFound('Diese Personalakte');
    const staffId = (f.staff as Json).staffId;
    return HttpResponse.json({
      items: sanctions()
        .where((s) => s.staffId === staffId)
        .sort(byNewest('issuedAt'))
        .map(({ staffId: _, ...s }) => s),
    });
  }),
  ...on('issueVcomSanction', async ({ params, request }) => {
    const f = fileOf(params);
    if (!f) return notFound('Diese Personalakte');
    if (f.status === 'former') return conflict('Diese Person ist nicht mehr im Dienst.');
    const input = await body(request);
    const staffId = (f.staff as Json).staffId;
    const created = sanctions().insert({
      staffId,
      kind: String(input.kind),
      reason: String(input.reason),
      ...(input.amount !== undefined ? { amount: Number(input.amount) } : {}),
      ...(input.suspensionDays !== undefined ? { suspensionDays: Number(input.suspensionDays) } : {}),
      status: 'active',
      issuedBy: lead(request, String(f.team)),
      issuedAt: now(),
      ...(input.expiresAt ? { expiresAt: String(input.expiresAt) } : {}),
    });
    event(request, staffId, { kind: 'sanctioned', note: String(input.reason) });
    const { staffId: _, ...out } = created;
    return HttpResponse.json(out, { status: 201 });
  }),
  ...on('revokeVcomSanction', async ({ params, request }) => {
    const s = sanctions().get(Number(idParam(params)));
    if (!s) return notFound('Diese Maßnahme');
    if (s.status !== 'active') return conflict('Diese Maßnahme gilt nicht mehr.');
    await body(request);
    const { staffId: _, ...out } = sanctions().update(s.id, { status: 'revoked' }) as Row;
    return HttpResponse.json(out);
  }),
];
