// vcom cases [Akten] with state (issue 24): the case files, their journal, persons, evidence
// and notes, and the audit trail every change writes (cases and citizens). Domain rules the
// mock keeps: a case's persons are existing citizens (404 otherwise); an edit names the
// version it read (If-Match "<version>" or "v<version>") and a stale one changes nothing
// (412); a closed, archived or handed-over case takes no edit (409); only a closed case is
// reopened or archived (409). Rights (workCases, archiveCase) are the check layer's (403).
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, MOCK_REFERENCE_DATE } from '../../store';
import { actingVcomStaff, policeVcomSession, staffOf } from '../../scenarios/vcom-session';
import { actor, body, notFound, now, on, page, problem, type Json } from '../kit';
import { fileFromPolice } from './justice';
import { citizenRef, citizens, crimeRef, crimes, SEED_COLLEAGUES, SEED_OFFICER, type Row } from './world';
import { refersToHandWritten } from '../../world/refs';

const at = (daysAgo: number) => new Date(MOCK_REFERENCE_DATE.getTime() - daysAgo * 86_400_000).toISOString();

/**
 * The acting officer as the author of what he writes: the staff member the scenario's vcom
 * session marks the request with (the police scenario's 1804, the approver's 1805), else the
 * police scenario's officer under the acting character's name.
 */
export const officer = (request: Request): Json =>
  actingVcomStaff(request) ?? { ...staffOf(policeVcomSession), name: actor(request).name };

// --- audit trail ---------------------------------------------------------------------------

export const audit = () =>
  collection<Row>('vcom.audit', () => [
    {
      at: at(5),
      actor: SEED_OFFICER,
      team: 'police',
      action: 'issue',
      entityType: 'citizen',
      entityId: 1,
      summary: 'Strafzettel T-2026-00041 ausgestellt',
    },
    {
      at: at(3),
      actor: SEED_OFFICER,
      team: 'police',
      action: 'create',
      entityType: 'citizen',
      entityId: 2,
      summary: 'Haftbefehl beantragt',
    },
    {
      at: at(2),
      actor: { staffId: 905, name: 'Karl_Braun', team: 'police', rank: 'Captain', badgeNumber: '12' },
      team: 'police',
      action: 'approve',
      entityType: 'citizen',
      entityId: 2,
      summary: 'Haftbefehl genehmigt',
    },
    {
      at: at(6),
      actor: SEED_OFFICER,
      team: 'police',
      action: 'create',
      entityType: 'case',
      entityId: 1,
      summary: 'Akte A-2026-0117 angelegt',
    },
    {
      at: at(4),
      actor: SEED_OFFICER,
      team: 'police',
      action: 'update',
      entityType: 'case',
      entityId: 1,
      summary: 'Akte geändert',
      changes: [{ field: 'status', from: 'open', to: 'inProgress' }],
    },
  ]);

type Change = { field: string; from?: string; to?: string };

/** Writes one audit entry by the signed-in officer (newest first). */
export function logAudit(
  request: Request,
  entityType: string,
  entityId: unknown,
  action: string,
  summary: string,
  changes?: Change[],
  actor: Json = officer(request),
) {
  audit().insert({
    at: now(),
    actor,
    team: 'police',
    action,
    entityType,
    entityId: Number(entityId),
    summary: summary.slice(0, 300),
    ...(changes?.length ? { changes } : {}),
  });
}

const auditOf = (entityType: string, id: unknown) =>
  audit()
    .where((a) => a.entityType === entityType && a.entityId === Number(id))
    .sort((a, b) => String(b.at).localeCompare(String(a.at)));

// --- the case files ------------------------------------------------------------------------

export const cases = () =>
  collection<Row>('vcom.cases', () => [
    {
      version: 3,
      number: 'A-2026-0117',
      title: 'Bankraub Fleeca Legion Square',
      summary: 'Bewaffneter Überfall auf den Fleeca-Schalter, eine Täterin flüchtig.',
      status: 'inProgress',
      priority: 'high',
      classification: 'internal',
      createdBy: SEED_OFFICER,
      createdAt: at(6),
      updatedAt: at(4),
      officers: [{ staff: SEED_OFFICER, role: 'lead', assignedAt: at(6) }],
    },
    {
      version: 1,
      number: 'A-2026-0121',
      title: 'Drogenhandel Grove Street',
      summary: 'Hinweise auf Handel mit Betäubungsmitteln im Hinterhof.',
      status: 'open',
      priority: 'normal',
      classification: 'confidential',
      createdBy: SEED_OFFICER,
      createdAt: at(2),
      updatedAt: at(2),
      officers: [{ staff: SEED_OFFICER, role: 'lead', assignedAt: at(2) }],
    },
    {
      version: 2,
      number: 'A-2026-0098',
      title: 'Fahrerflucht Route 68',
      status: 'closed',
      outcome: 'unsolved',
      priority: 'low',
      classification: 'public',
      createdBy: SEED_OFFICER,
      createdAt: at(30),
      updatedAt: at(20),
      closedAt: at(20),
      officers: [{ staff: SEED_OFFICER, role: 'lead', assignedAt: at(30) }],
    },
  ]);

/** [caseId, citizenId, role] */
// The world's own vcom entities (arrests) name cases by caseId: they take one this module holds.
refersToHandWritten('caseId', () => cases().all().length);

export const casePersons = () =>
  collection<Row>('vcom.casePersons', () =>
    (
      [
        [1, 2, 'suspect'],
        [1, 5, 'witness'],
        [2, 9, 'suspect'],
      ] as const
    ).map(([caseId, citizenId, role]) => ({
      caseId,
      citizen: citizenRef(citizens().get(citizenId) as Row),
      role,
      addedAt: at(5),
      addedBy: SEED_OFFICER,
    })),
  );

export const caseEntries = () =>
  collection<Row>('vcom.caseEntries', () => [
    {
      caseId: 1,
      kind: 'statement',
      text: 'Zeuge Paul Hoffmann sah eine Frau mit Sturmhaube in ein Taxi steigen.',
      author: SEED_OFFICER,
      createdAt: at(5),
      citizen: { id: 5, name: 'Paul_Hoffmann' },
    },
    {
      caseId: 1,
      kind: 'observation',
      text: 'Das Taxi wurde später verlassen in Vinewood gefunden.',
      author: SEED_OFFICER,
      createdAt: at(4),
    },
  ]);

export const caseEvidence = () =>
  collection<Row>('vcom.caseEvidence', () => [
    {
      caseId: 1,
      kind: 'money',
      description: 'Bargeld in Sporttasche',
      quantity: 1,
      storage: 'Asservatenkammer Fach 12',
      securedBy: SEED_OFFICER,
      securedAt: at(4),
    },
  ]);

export const caseNotes = () =>
  collection<Row>('vcom.caseNotes', () => [
    {
      entityType: 'case',
      entityId: 1,
      author: SEED_OFFICER,
      text: 'Staatsanwaltschaft ist informiert.',
      confidential: false,
      createdAt: at(4),
    },
  ]);

const caseOf = (params: Record<string, unknown>) => cases().get(Number(params.caseId));
const withCounts = (c: Row): Json => ({
  ...c,
  personCount: casePersons().where((p) => p.caseId === c.id).length,
  entryCount: caseEntries().where((e) => e.caseId === c.id).length,
});
const bare = ({ caseId: _, ...rest }: Row) => rest;
const norm = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/_/g, ' ');
const closedStates = new Set(['closed', 'archived', 'handedOver']);
const conflict = (detail: string) => problem(409, 'Nicht möglich', detail);

let caseSerial = 121;
function nextCaseNumber() {
  const used = new Set(
    cases()
      .all()
      .map((c) => c.number),
  );
  let number: string;
  do number = `A-2026-${String(++caseSerial).padStart(4, '0')}`;
  while (used.has(number));
  return number;
}

/** Touches a case: a new version, the time, an audit entry. */
function touch(request: Request, c: Row, patch: Json, action: string, summary: string, changes?: Change[]) {
  const next = cases().update(c.id, { ...patch, version: Number(c.version) + 1, updatedAt: now() }) as Row;
  logAudit(request, 'case', c.id, action, summary, changes);
  return next;
}

/** The version an If-Match header names: `"3"`, `3`, `"v3"`, `W/"3"`; undefined when absent. */
export function versionOf(header: string | null): number | undefined {
  if (!header) return undefined;
  const match = /(\d+)/.exec(header);
  return match ? Number(match[1]) : Number.NaN;
}

const EDITABLE = ['title', 'summary', 'priority', 'classification', 'status'] as const;

export const caseAttachments = () =>
  collection<Row>('vcom.caseAttachments', () => [
    {
      caseId: 1,
      kind: 'photo',
      title: 'Überwachungsbild Schalterhalle',
      path: '/uploads/vcom/cases/1/schalterhalle.jpg',
      uploadedBy: SEED_OFFICER,
      uploadedAt: at(5),
    },
  ]);

/** Police staff by id: the seeded colleagues and the acting officer (the scenario's account). */
function policeStaff(request: Request, staffId: number): Json | undefined {
  const self = officer(request);
  if (Number(self.staffId) === staffId) return self;
  return SEED_COLLEAGUES.find((s) => s.staffId === staffId);
}

const officersOf = (c: Row) => ((c.officers as Json[] | undefined) ?? []) as Json[];
const staffIdOf = (o: Json) => Number((o.staff as Json).staffId);
const invalid = (field: string, message: string) => problem(422, 'Eingabe ungültig', message, [{ field, message }]);

export const caseHandlers = (): RequestHandler[] => [
  ...on('listVcomCases', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const text = norm(q.get('q')).trim();
    const mine = q.get('mine') === 'true';
    const self = officer(request);
    const found = cases().where(
      (c) =>
        (!q.get('status') || c.status === q.get('status')) &&
        (!q.get('priority') || c.priority === q.get('priority')) &&
        (!mine || ((c.officers as Json[] | undefined) ?? []).some((o) => (o.staff as Json).staffId === self.staffId)) &&
        (!text || [c.number, c.title, c.summary].some((v) => norm(v).includes(text))),
    );
    found.sort((a, b) => String(b.updatedAt).localeCompare(String(a.updatedAt)));
    return HttpResponse.json(page(request, found.map(withCounts)));
  }),
  ...on('openVcomCase', async ({ request }) => {
    const input = await body(request);
    const ids = Array.isArray(input.citizenIds) ? input.citizenIds.map(Number) : [];
    const people = ids.map((id) => citizens().get(id));
    if (people.some((p) => !p)) {
      return problem(422, 'Eingabe ungültig', 'Eine genannte Person gibt es nicht.', [
        { field: 'citizenIds', message: 'Bitte wähle Personen aus der Personenabfrage.' },
      ]);
    }
    const stamp = now();
    const created = cases().insert({
      version: 1,
      number: nextCaseNumber(),
      title: String(input.title).trim(),
      ...(input.summary ? { summary: String(input.summary) } : {}),
      status: 'open',
      priority: input.priority,
      classification: input.classification,
      createdBy: officer(request),
      createdAt: stamp,
      updatedAt: stamp,
      officers: [{ staff: officer(request), role: 'lead', assignedAt: stamp }],
    });
    for (const person of people as Row[]) {
      casePersons().insert({
        caseId: created.id,
        citizen: citizenRef(person),
        role: 'suspect',
        addedAt: stamp,
        addedBy: officer(request),
      });
      logAudit(request, 'citizen', person.id, 'assign', `Als Verdächtige(r) in Akte ${String(created.number)} geführt`);
    }
    logAudit(request, 'case', created.id, 'create', `Akte ${String(created.number)} angelegt`);
    return HttpResponse.json(withCounts(created), { status: 201 });
  }),
  ...on('getVcomCase', ({ params }) => {
    const c = caseOf(params);
    return c ? HttpResponse.json(withCounts(c)) : notFound('Diese Akte');
  }),
  ...on('editVcomCase', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    const input = await body(request);
    const expected = versionOf(request.headers.get('If-Match'));
    if (expected !== undefined && expected !== Number(c.version)) {
      return HttpResponse.json(
        {
          type: '/problems/concurrency/version-mismatch',
          title: 'Das Dokument wurde inzwischen geändert',
          status: 412,
          detail: `Die Akte ist inzwischen bei Version ${String(c.version)}.`,
        },
        { status: 412, headers: { 'Content-Type': 'application/problem+json' } },
      );
    }
    if (closedStates.has(String(c.status))) {
      return conflict('Eine abgeschlossene, archivierte oder abgegebene Akte wird nicht mehr geändert.');
    }
    const changes: Change[] = [];
    const patch: Json = {};
    for (const key of EDITABLE) {
      if (input[key] === undefined || input[key] === c[key]) continue;
      patch[key] = key === 'title' ? String(input[key]).trim() : input[key];
      changes.push({
        field: key,
        from: String(c[key] ?? '').slice(0, 200),
        to: String(input[key]).slice(0, 200),
      });
    }
    if (!changes.length) return HttpResponse.json(withCounts(c));
    return HttpResponse.json(withCounts(touch(request, c, patch, 'update', 'Akte geändert', changes)));
  }),
  ...on('closeVcomCase', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    if (closedStates.has(String(c.status))) return conflict('Die Akte ist schon abgeschlossen.');
    const input = await body(request);
    const next = touch(
      request,
      c,
      { status: 'closed', outcome: input.outcome, closedAt: now() },
      'close',
      input.note ? `Akte abgeschlossen: ${String(input.note)}` : 'Akte abgeschlossen',
      [{ field: 'status', from: String(c.status), to: 'closed' }],
    );
    return HttpResponse.json(withCounts(next));
  }),
  ...on('openVcomClosedCase', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    if (c.status !== 'closed') return conflict('Nur eine abgeschlossene Akte wird wieder eröffnet.');
    const input = await body(request);
    const next = touch(
      request,
      c,
      { status: 'inProgress', outcome: undefined, closedAt: undefined },
      'open',
      `Akte wieder eröffnet: ${String(input.reason)}`,
      [{ field: 'status', from: 'closed', to: 'inProgress' }],
    );
    return HttpResponse.json(withCounts(next));
  }),
  ...on('archiveVcomCase', ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    if (c.status !== 'closed') return conflict('Nur eine abgeschlossene Akte wird archiviert.');
    const next = touch(request, c, { status: 'archived' }, 'update', 'Akte archiviert', [
      { field: 'status', from: 'closed', to: 'archived' },
    ]);
    return HttpResponse.json(withCounts(next));
  }),

  ...on('listVcomCaseEntries', ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    const found = caseEntries()
      .where((e) => e.caseId === c.id)
      .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
    return HttpResponse.json(page(request, found.map(bare)));
  }),
  ...on('addVcomCaseEntry', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    if (c.status === 'archived' || c.status === 'handedOver') return conflict('Die Akte ist schreibgeschützt.');
    const input = await body(request);
    const citizen = input.citizenId === undefined ? undefined : citizens().get(Number(input.citizenId));
    if (input.citizenId !== undefined && !citizen) return notFound('Diese Person');
    const entry = caseEntries().insert({
      caseId: c.id,
      kind: input.kind,
      text: String(input.text),
      author: officer(request),
      createdAt: now(),
      ...(citizen ? { citizen: citizenRef(citizen) } : {}),
    });
    touch(request, c, {}, 'update', 'Eintrag im Journal');
    return HttpResponse.json(bare(entry), { status: 201 });
  }),

  ...on('listVcomCasePersons', ({ params }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    return HttpResponse.json({
      items: casePersons()
        .where((p) => p.caseId === c.id)
        .map(bare),
    });
  }),
  ...on('addVcomCasePerson', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    const input = await body(request);
    const citizen = citizens().get(Number(input.citizenId));
    if (!citizen) return notFound('Diese Person');
    if (casePersons().where((p) => p.caseId === c.id && (p.citizen as Json).id === citizen.id).length) {
      return conflict('Diese Person gehört schon zur Akte.');
    }
    const person = casePersons().insert({
      caseId: c.id,
      citizen: citizenRef(citizen),
      role: input.role,
      addedAt: now(),
      addedBy: officer(request),
      ...(input.note ? { note: String(input.note) } : {}),
    });
    touch(request, c, {}, 'assign', `${String(citizen.name)} hinzugefügt`);
    logAudit(request, 'citizen', citizen.id, 'assign', `In Akte ${String(c.number)} aufgenommen`);
    return HttpResponse.json(bare(person), { status: 201 });
  }),
  ...on('removeVcomCasePerson', ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    const citizenId = Number(params.citizenId);
    const found = casePersons().where((p) => p.caseId === c.id && (p.citizen as Json).id === citizenId)[0];
    if (!found) return notFound('Diese Person in der Akte');
    casePersons().remove(found.id);
    touch(request, c, {}, 'unassign', `${String((found.citizen as Json).name)} entfernt`);
    logAudit(request, 'citizen', citizenId, 'unassign', `Aus Akte ${String(c.number)} entfernt`);
    return new HttpResponse(null, { status: 204 });
  }),

  ...on('listVcomCaseEvidence', ({ params }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    return HttpResponse.json({
      items: caseEvidence()
        .where((e) => e.caseId === c.id)
        .map(bare),
    });
  }),
  ...on('addVcomCaseEvidence', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    const input = await body(request);
    const item = caseEvidence().insert({
      caseId: c.id,
      kind: input.kind,
      description: String(input.description),
      quantity: Number(input.quantity),
      ...(input.serial ? { serial: String(input.serial) } : {}),
      ...(input.storage ? { storage: String(input.storage) } : {}),
      securedBy: officer(request),
      securedAt: now(),
    });
    touch(request, c, {}, 'create', `Asservat erfasst: ${String(input.description)}`);
    return HttpResponse.json(bare(item), { status: 201 });
  }),

  ...on('listVcomCaseNotes', ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    const found = caseNotes()
      .where((n) => n.entityType === 'case' && n.entityId === c.id)
      .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
    return HttpResponse.json(page(request, found));
  }),
  ...on('addVcomCaseNote', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    const input = await body(request);
    const note = caseNotes().insert({
      entityType: 'case',
      entityId: c.id,
      author: officer(request),
      text: String(input.text),
      confidential: input.confidential === true,
      pinned: input.pinned === true,
      createdAt: now(),
    });
    logAudit(request, 'case', c.id, 'create', 'Notiz hinzugefügt');
    return HttpResponse.json(note, { status: 201 });
  }),

  ...on('listVcomCaseOfficers', ({ params }) => {
    const c = caseOf(params);
    return c ? HttpResponse.json({ items: officersOf(c) }) : notFound('Diese Akte');
  }),
  ...on('assignVcomCaseOfficer', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    if (closedStates.has(String(c.status)))
      return conflict('Eine abgeschlossene oder abgegebene Akte wird nicht mehr besetzt.');
    const input = await body(request);
    const staff = policeStaff(request, Number(input.staffId));
    if (!staff) return invalid('staffId', 'Unter dieser Personalnummer gibt es niemanden bei der Polizei.');
    const role = String(input.role);
    const before = officersOf(c).find((o) => staffIdOf(o) === staff.staffId);
    if (before?.role === role) return conflict('Diese Person arbeitet schon so an der Akte.');
    // One lead: a new lead makes the former one a member.
    const rest = officersOf(c)
      .filter((o) => staffIdOf(o) !== staff.staffId)
      .map((o) => (role === 'lead' && o.role === 'lead' ? { ...o, role: 'member' } : o));
    const officers = [...rest, { staff, role, assignedAt: before?.assignedAt ?? now() }];
    const next = touch(
      request,
      c,
      { officers },
      'assign',
      `${String(staff.name)} zugewiesen (${role === 'lead' ? 'Leitung' : 'Mitarbeit'})`,
      [{ field: 'officers', from: before ? String(before.role) : '', to: `${String(staff.staffId)}:${role}` }],
    );
    return HttpResponse.json({ items: officersOf(next) });
  }),
  ...on('unassignVcomCaseOfficer', ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    const staffId = Number(params.staffId);
    const found = officersOf(c).find((o) => staffIdOf(o) === staffId);
    if (!found) return notFound('Diese Person an der Akte');
    if (closedStates.has(String(c.status)))
      return conflict('Eine abgeschlossene oder abgegebene Akte wird nicht mehr besetzt.');
    if (officersOf(c).length === 1) return conflict('Mindestens eine Person muss an der Akte arbeiten.');
    const next = touch(
      request,
      c,
      { officers: officersOf(c).filter((o) => o !== found) },
      'unassign',
      `${String((found.staff as Json).name)} von der Akte genommen`,
    );
    return HttpResponse.json({ items: officersOf(next) });
  }),

  ...on('listVcomCaseAttachments', ({ params }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    return HttpResponse.json({
      items: caseAttachments()
        .where((a) => a.caseId === c.id)
        .map(bare),
    });
  }),
  ...on('addVcomCaseAttachment', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    if (c.status === 'archived' || c.status === 'handedOver') return conflict('Die Akte ist schreibgeschützt.');
    const input = await body(request);
    const path = String(input.path ?? '').trim();
    // Same origin only: an uploaded file's path, never another site.
    if (!path.startsWith('/') || path.startsWith('//')) {
      return invalid('path', 'Bitte gib den Pfad einer hochgeladenen Datei an (beginnt mit /).');
    }
    const item = caseAttachments().insert({
      caseId: c.id,
      kind: input.kind,
      title: String(input.title).trim(),
      path,
      uploadedBy: officer(request),
      uploadedAt: now(),
    });
    touch(request, c, {}, 'create', `Anhang hinzugefügt: ${String(input.title)}`);
    return HttpResponse.json(bare(item), { status: 201 });
  }),
  ...on('deleteVcomCaseAttachment', ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    const item = caseAttachments().get(Number(params.id));
    if (!item || item.caseId !== c.id) return notFound('Dieser Anhang');
    if (c.status === 'archived' || c.status === 'handedOver') return conflict('Die Akte ist schreibgeschützt.');
    caseAttachments().remove(item.id);
    touch(request, c, {}, 'delete', `Anhang entfernt: ${String(item.title)}`);
    return HttpResponse.json({ ok: true, message: 'Anhang entfernt.', affectedId: item.id });
  }),

  ...on('transferVcomCaseToJustice', async ({ params, request }) => {
    const c = caseOf(params);
    if (!c) return notFound('Diese Akte');
    if (c.status !== 'open' && c.status !== 'inProgress') {
      return conflict('Nur eine offene Akte in Bearbeitung wird an die Justiz abgegeben.');
    }
    const input = await body(request);
    const ids = Array.isArray(input.charges) ? input.charges.map(Number) : [];
    const charges = ids.map((id) => crimes().get(id));
    if (!ids.length || charges.some((x) => !x)) {
      return invalid('charges', 'Bitte wähle Tatbestände aus dem Bußgeldkatalog.');
    }
    const persons = casePersons().where((p) => p.caseId === c.id);
    const named = Array.isArray(input.defendantIds) ? input.defendantIds.map(Number) : undefined;
    // Defendants are persons of the case; without a choice, its suspects and accused.
    const defendants = named
      ? named.map((id) => persons.find((p) => (p.citizen as Json).id === id)?.citizen as Json | undefined)
      : persons.filter((p) => p.role === 'suspect' || p.role === 'accused').map((p) => p.citizen as Json);
    if (defendants.some((d) => !d)) return invalid('defendantIds', 'Angeklagt werden nur Personen der Akte.');
    if (!defendants.length)
      return invalid('defendantIds', 'Die Akte nennt keine verdächtige Person: bitte wähle Angeklagte.');
    const note = input.note ? String(input.note).trim() : '';
    const court = fileFromPolice({
      policeCaseId: Number(c.id),
      title: `Staat gegen ${(defendants as Json[]).map((d) => String(d.name)).join(', ')} (${String(c.number)})`.slice(
        -120,
      ),
      ...(note || c.summary ? { summary: String(note || c.summary).slice(0, 4000) } : {}),
      charges: (charges as Row[]).map(crimeRef),
      defendants: defendants as Json[],
      filedBy: officer(request),
    });
    touch(
      request,
      c,
      { status: 'handedOver', outcome: 'handedOver', closedAt: now(), courtCaseId: court.id },
      'close',
      `An die Justiz abgegeben: Verfahren ${String(court.number)}`,
      [{ field: 'status', from: String(c.status), to: 'handedOver' }],
    );
    for (const d of defendants as Json[]) {
      logAudit(request, 'citizen', d.id, 'assign', `Angeklagt im Verfahren ${String(court.number)}`);
    }
    return HttpResponse.json({
      ok: true,
      message: `An die Justiz abgegeben: ${String(court.number)}.`,
      affectedId: court.id,
    });
  }),

  ...on('listVcomCaseAudit', ({ params, request }) => {
    const c = caseOf(params);
    return c ? HttpResponse.json(page(request, auditOf('case', c.id))) : notFound('Diese Akte');
  }),
  ...on('listVcomCitizenAudit', ({ params, request }) => {
    const c = citizens().get(Number(params.citizenId));
    return c ? HttpResponse.json(page(request, auditOf('citizen', c.id))) : notFound('Diese Person');
  }),
  ...on('listVcomCitizenCases', ({ params, request }) => {
    const c = citizens().get(Number(params.citizenId));
    if (!c) return notFound('Diese Person');
    const ids = new Set(
      casePersons()
        .where((p) => (p.citizen as Json).id === c.id)
        .map((p) => p.caseId),
    );
    return HttpResponse.json(
      page(
        request,
        cases()
          .where((x) => ids.has(x.id))
          .map(withCounts),
      ),
    );
  }),
];
