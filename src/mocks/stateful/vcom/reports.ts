// vcom police reports [Einsatzberichte] with state (issue 24 point 4), and the audit trail of one
// entity (listVcomAudit) that the report shows. Domain rules the mock keeps: a report starts as
// the author's draft; only the author changes, deletes or submits it (403), and only while it is
// a draft (409); an edit names the version it read (If-Match) and a stale one changes nothing
// (412); a linked case and linked citizens exist (422 under the field); someone else's draft is
// not listed nor shown. Every change writes the audit trail (who, when, what).
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, MOCK_REFERENCE_DATE } from '../../store';
import { adminVcomSession, policeVcomSession, staffOf } from '../../scenarios/vcom-session';
import { body, idParam, notFound, now, on, page, problem, type Json } from '../kit';
import { audit, cases, logAudit, officer, versionOf } from './cases';
import { citizenRef, citizens, SEED_COLLEAGUES, SEED_OFFICER, type Row } from './world';

const at = (daysAgo: number) => new Date(MOCK_REFERENCE_DATE.getTime() - daysAgo * 86_400_000).toISOString();
const KINDS = new Set(['incident', 'arrest', 'accident', 'patrol', 'useOfForce', 'other']);
const invalid = (field: string, message: string) => problem(422, 'Eingabe ungültig', message, [{ field, message }]);
const norm = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/_/g, ' ');

export const reports = () =>
  collection<Row>('vcom.reports', () => [
    {
      version: 2,
      kind: 'arrest',
      title: 'Festnahme nach Banküberfall',
      text: 'Die Tatverdächtige wurde nach kurzer Flucht am Legion Square gestellt und festgenommen.',
      status: 'submitted',
      author: SEED_OFFICER,
      location: 'Legion Square',
      occurredAt: at(5),
      caseId: 1,
      citizens: [{ id: 2, name: 'Lena_Fischer' }],
      createdAt: at(5),
      submittedAt: at(5),
    },
    {
      version: 1,
      kind: 'accident',
      title: 'Verkehrsunfall Kreuzung Alta Street',
      text: 'Auffahrunfall mit zwei Fahrzeugen, keine Verletzten.',
      status: 'draft',
      // The police scenario's officer: his own draft to go on with.
      author: staffOf(policeVcomSession) ?? SEED_OFFICER,
      location: 'Alta Street',
      occurredAt: at(1),
      citizens: [{ id: 1, name: 'Tom_Becker' }],
      createdAt: at(1),
    },
    {
      version: 3,
      kind: 'patrol',
      title: 'Streifenfahrt Sandy Shores',
      text: 'Ruhige Nacht, eine Verkehrskontrolle ohne Beanstandung.',
      status: 'reviewed',
      author: SEED_COLLEAGUES[2],
      location: 'Sandy Shores',
      occurredAt: at(8),
      createdAt: at(8),
      submittedAt: at(8),
    },
    {
      version: 1,
      kind: 'incident',
      title: 'Ruhestörung Vinewood Hills',
      text: 'Laute Musik nach Mitternacht, die Party wurde nach einer Ermahnung beendet.',
      status: 'draft',
      // The admin's police account (the chief): his own draft, only he sees it.
      author: staffOf(adminVcomSession) ?? SEED_OFFICER,
      location: 'Vinewood Hills',
      occurredAt: at(0.5),
      createdAt: at(0.5),
    },
  ]);

const own = (r: Row, request: Request) => (r.author as Json).staffId === officer(request).staffId;
/** A report the asker may see: every one but someone else's draft. */
const visible = (r: Row | undefined, request: Request) =>
  r && (r.status !== 'draft' || own(r, request)) ? r : undefined;

/** The checked link fields of an input (caseId, citizenIds → citizens); a Response when invalid. */
function links(input: Json): Json | Response {
  const out: Json = {};
  if (input.caseId !== undefined && input.caseId !== null) {
    if (!cases().get(Number(input.caseId))) return invalid('caseId', 'Diese Akte gibt es nicht.');
    out.caseId = Number(input.caseId);
  }
  if (Array.isArray(input.citizenIds)) {
    const found = input.citizenIds.map((id) => citizens().get(Number(id)));
    if (found.some((c) => !c)) return invalid('citizenIds', 'Eine der verknüpften Personen gibt es nicht.');
    out.citizens = (found as Row[]).map(citizenRef);
  }
  return out;
}

const TEXT_FIELDS = ['title', 'text', 'location', 'occurredAt'] as const;

function textFields(input: Json): Json | Response {
  const out: Json = {};
  for (const key of TEXT_FIELDS) {
    if (input[key] === undefined) continue;
    const value = String(input[key]).trim();
    if (key === 'title' && !value) return invalid('title', 'Bitte gib einen Titel ein.');
    if (key === 'text' && !value) return invalid('text', 'Bitte schreibe den Bericht.');
    if (key === 'occurredAt' && (!Number.isFinite(Date.parse(value)) || Date.parse(value) > Date.now())) {
      return invalid('occurredAt', 'Der Einsatz darf nicht in der Zukunft liegen.');
    }
    out[key] = value;
  }
  return out;
}

const stale = (r: Row) =>
  HttpResponse.json(
    {
      type: '/problems/concurrency/version-mismatch',
      title: 'Das Dokument wurde inzwischen geändert',
      status: 412,
      detail: `Der Bericht ist inzwischen bei Version ${String(r.version)}.`,
    },
    { status: 412, headers: { 'Content-Type': 'application/problem+json' } },
  );

/** Only the author's own draft takes a change: 403 for another's, 409 once submitted. */
function writable(r: Row, request: Request): Response | undefined {
  if (!own(r, request)) return problem(403, 'Keine Berechtigung', 'Nur der Verfasser ändert seinen Bericht.');
  if (r.status !== 'draft') return problem(409, 'Nicht möglich', 'Ein eingereichter Bericht wird nicht mehr geändert.');
  return undefined;
}

export const reportHandlers = (): RequestHandler[] => [
  ...on('listVcomPoliceReports', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const text = norm(q.get('q')).trim();
    const found = reports().where(
      (r) =>
        visible(r, request) !== undefined &&
        (!q.get('kind') || r.kind === q.get('kind')) &&
        (!q.get('status') || r.status === q.get('status')) &&
        (q.get('mine') !== 'true' || own(r, request)) &&
        (!text || [r.title, r.text, r.location].some((v) => norm(v).includes(text))),
    );
    return HttpResponse.json(
      page(
        request,
        found.sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt))),
      ),
    );
  }),
  ...on('createVcomPoliceReport', async ({ request }) => {
    const input = await body(request);
    if (!KINDS.has(String(input.kind))) return invalid('kind', 'Bitte wähle die Art des Berichts.');
    const fields = textFields(input);
    if (fields instanceof Response) return fields;
    if (!fields.title) return invalid('title', 'Bitte gib einen Titel ein.');
    if (!fields.text) return invalid('text', 'Bitte schreibe den Bericht.');
    const linked = links(input);
    if (linked instanceof Response) return linked;
    const created = reports().insert({
      version: 1,
      kind: input.kind,
      ...fields,
      ...linked,
      status: 'draft',
      author: officer(request),
      createdAt: now(),
    });
    logAudit(request, 'report', created.id, 'create', `Bericht angelegt: ${String(fields.title)}`);
    return HttpResponse.json(created, { status: 201 });
  }),
  ...on('getVcomPoliceReport', ({ params, request }) => {
    const r = visible(reports().get(Number(idParam(params))), request);
    return r ? HttpResponse.json(r) : notFound('Dieser Bericht');
  }),
  ...on('editVcomPoliceReport', async ({ params, request }) => {
    const r = visible(reports().get(Number(idParam(params))), request);
    if (!r) return notFound('Dieser Bericht');
    const expected = versionOf(request.headers.get('If-Match'));
    if (expected !== undefined && expected !== Number(r.version)) return stale(r);
    const refused = writable(r, request);
    if (refused) return refused;
    const input = await body(request);
    const fields = textFields(input);
    if (fields instanceof Response) return fields;
    const linked = links(input);
    if (linked instanceof Response) return linked;
    const patch = { ...fields, ...linked };
    const changes = Object.keys(patch)
      .filter((key) => JSON.stringify(patch[key]) !== JSON.stringify(r[key]))
      .map((field) => ({
        field,
        from: (field === 'citizens' ? '' : String(r[field] ?? '')).slice(0, 200),
        to: (field === 'citizens' ? '' : String(patch[field] ?? '')).slice(0, 200),
      }));
    if (!changes.length) return HttpResponse.json(r);
    const next = reports().update(r.id, { ...patch, version: Number(r.version) + 1 }) as Row;
    logAudit(request, 'report', r.id, 'update', 'Bericht geändert', changes);
    return HttpResponse.json(next);
  }),
  ...on('deleteVcomPoliceReport', ({ params, request }) => {
    const r = visible(reports().get(Number(idParam(params))), request);
    if (!r) return notFound('Dieser Bericht');
    const refused = writable(r, request);
    if (refused) return refused;
    reports().remove(r.id);
    logAudit(request, 'report', r.id, 'delete', `Entwurf gelöscht: ${String(r.title)}`);
    return HttpResponse.json({ ok: true, message: 'Bericht gelöscht.', affectedId: r.id });
  }),
  ...on('submitVcomPoliceReport', ({ params, request }) => {
    const r = visible(reports().get(Number(idParam(params))), request);
    if (!r) return notFound('Dieser Bericht');
    const refused = writable(r, request);
    if (refused) return refused;
    const next = reports().update(r.id, {
      status: 'submitted',
      submittedAt: now(),
      version: Number(r.version) + 1,
    }) as Row;
    logAudit(request, 'report', r.id, 'submit', 'Bericht eingereicht');
    return HttpResponse.json(next);
  }),
  // The audit trail of one entity, newest first (the report's history; works for every entity type).
  ...on('listVcomAudit', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const found = audit()
      .where((a) => a.entityType === q.get('entityType') && a.entityId === Number(q.get('entityId')))
      .sort((a, b) => String(b.at).localeCompare(String(a.at)));
    return HttpResponse.json(page(request, found));
  }),
];
