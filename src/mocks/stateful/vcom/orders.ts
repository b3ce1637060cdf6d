// vcom orders and warrants [Haftbefehle] with state (issue 24): one store (world.ts warrants,
// which the citizen file reads too). Domain rules the mock keeps: an order names an existing
// citizen and existing offences (404/422); it is requested by the officer and decided by an
// approver, the acting staff member with the approveWarrant right (the scenario's session marks
// who acts: cases.ts officer); only a requested order is approved or rejected (409), a reject takes a
// reason. Who may request (requestOrders) or decide (approveWarrant) is the check layer's (403).
import { HttpResponse, type RequestHandler } from 'msw';
import { body, notFound, now, on, page, problem, type Json } from '../kit';
import { cases, logAudit, officer } from './cases';
import { citizenRef, citizens, crimeRef, crimes, warrants, type Row } from './world';

const byTime = (a: Row, b: Row) => String(b.requestedAt).localeCompare(String(a.requestedAt));
const orderOf = (params: Record<string, unknown>) => warrants().get(Number(params.orderId));
const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const norm = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/_/g, ' ');

export const orderHandlers = (): RequestHandler[] => [
  ...on('listVcomOrders', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const text = norm(q.get('q')).trim();
    const found = warrants().where(
      (o) =>
        (!q.get('kind') || o.kind === q.get('kind')) &&
        (!q.get('status') || o.status === q.get('status')) &&
        (!text || [(o.citizen as Json).name, o.reason, o.location].some((v) => norm(v).includes(text))),
    );
    return HttpResponse.json(page(request, found.sort(byTime)));
  }),
  ...on('listVcomPendingOrders', ({ request }) => {
    const found = warrants()
      .where((o) => o.status === 'requested')
      .sort((a, b) => -byTime(a, b));
    return HttpResponse.json(page(request, found));
  }),
  ...on('listVcomActiveWarrants', ({ request }) => {
    const stamp = now();
    const found = warrants().where(
      (o) =>
        (o.kind === 'arrestWarrant' || o.kind === 'manhunt') &&
        o.status === 'approved' &&
        (!o.validUntil || String(o.validUntil) > stamp),
    );
    return HttpResponse.json(page(request, found.sort(byTime)));
  }),
  ...on('getVcomOrder', ({ params }) => {
    const o = orderOf(params);
    return o ? HttpResponse.json(o) : notFound('Diese Anordnung');
  }),
  ...on('createVcomOrder', async ({ request }) => {
    const input = await body(request);
    const citizen = citizens().get(Number(input.citizenId));
    if (!citizen) return notFound('Diese Person');
    if (input.caseId !== undefined && !cases().get(Number(input.caseId))) return notFound('Diese Akte');
    const ids = Array.isArray(input.crimeIds) ? input.crimeIds.map(Number) : [];
    const found = ids.map((id) => crimes().get(id));
    if (found.some((c) => !c)) {
      return problem(422, 'Eingabe ungültig', 'Ein Tatbestand steht nicht im Bußgeldkatalog.', [
        { field: 'crimeIds', message: 'Bitte wähle Tatbestände aus dem Bußgeldkatalog.' },
      ]);
    }
    const order = warrants().insert({
      kind: input.kind,
      status: 'requested',
      citizen: citizenRef(citizen),
      ...(input.caseId !== undefined ? { caseId: Number(input.caseId) } : {}),
      reason: String(input.reason),
      ...(input.location ? { location: String(input.location) } : {}),
      crimes: (found as Row[]).map(crimeRef),
      requestedBy: officer(request),
      requestedAt: now(),
      ...(input.validUntil ? { validUntil: String(input.validUntil) } : {}),
    });
    logAudit(request, 'citizen', citizen.id, 'create', 'Anordnung beantragt');
    return HttpResponse.json(order, { status: 201 });
  }),
  ...on('approveVcomOrder', async ({ params, request }) => {
    const o = orderOf(params);
    if (!o) return notFound('Diese Anordnung');
    if (o.status !== 'requested') return problem(409, 'Nicht möglich', 'Die Anordnung ist schon entschieden.');
    const input = await body(request);
    const next = warrants().update(o.id, {
      status: 'approved',
      decidedBy: officer(request),
      decidedAt: now(),
      validUntil: input.validUntil ? String(input.validUntil) : String(o.validUntil ?? days(30)),
      ...(input.note ? { decisionNote: String(input.note) } : {}),
    });
    const citizenId = (o.citizen as Json).id;
    logAudit(request, 'citizen', citizenId, 'approve', 'Anordnung genehmigt', undefined, officer(request));
    if (o.kind === 'arrestWarrant' || o.kind === 'manhunt') citizens().update(Number(citizenId), { wanted: true });
    return HttpResponse.json(next);
  }),
  ...on('editVcomOrder', async ({ params, request }) => {
    const o = orderOf(params);
    if (!o) return notFound('Diese Anordnung');
    if (o.status !== 'requested')
      return problem(409, 'Nicht möglich', 'Eine entschiedene Anordnung wird nicht mehr geändert.');
    const input = await body(request);
    const patch: Json = {};
    const changes: Array<{ field: string; from?: string; to?: string }> = [];
    if (input.crimeIds !== undefined) {
      const ids = Array.isArray(input.crimeIds) ? input.crimeIds.map(Number) : [];
      const found = ids.map((id) => crimes().get(id));
      if (found.some((c) => !c)) {
        return problem(422, 'Eingabe ungültig', 'Ein Tatbestand steht nicht im Bußgeldkatalog.', [
          { field: 'crimeIds', message: 'Bitte wähle Tatbestände aus dem Bußgeldkatalog.' },
        ]);
      }
      patch.crimes = (found as Row[]).map(crimeRef);
    }
    for (const key of ['reason', 'location', 'validUntil'] as const) {
      if (input[key] === undefined || input[key] === o[key]) continue;
      patch[key] = String(input[key]).trim();
      changes.push({ field: key, from: String(o[key] ?? '').slice(0, 200), to: String(input[key]).slice(0, 200) });
    }
    const next = warrants().update(o.id, patch);
    logAudit(request, 'citizen', (o.citizen as Json).id, 'update', 'Anordnung geändert', changes);
    return HttpResponse.json(next);
  }),
  ...on('revokeVcomOrder', async ({ params, request }) => {
    const o = orderOf(params);
    if (!o) return notFound('Diese Anordnung');
    if (o.status !== 'approved') return problem(409, 'Nicht möglich', 'Nur eine genehmigte Anordnung wird aufgehoben.');
    const input = await body(request);
    const next = warrants().update(o.id, {
      status: 'revoked',
      decisionNote: String(input.reason),
    });
    const citizenId = Number((o.citizen as Json).id);
    logAudit(request, 'citizen', citizenId, 'revoke', `Anordnung aufgehoben: ${String(input.reason)}`, [
      { field: 'status', from: 'approved', to: 'revoked' },
    ]);
    // No other active warrant: the citizen is no longer wanted.
    const stillWanted = warrants().where(
      (w) =>
        (w.citizen as Json).id === citizenId &&
        w.status === 'approved' &&
        (w.kind === 'arrestWarrant' || w.kind === 'manhunt'),
    ).length;
    if (!stillWanted) citizens().update(citizenId, { wanted: false, wantedLevel: 0 });
    return HttpResponse.json(next);
  }),
  ...on('rejectVcomOrder', async ({ params, request }) => {
    const o = orderOf(params);
    if (!o) return notFound('Diese Anordnung');
    if (o.status !== 'requested') return problem(409, 'Nicht möglich', 'Die Anordnung ist schon entschieden.');
    const input = await body(request);
    const next = warrants().update(o.id, {
      status: 'rejected',
      decidedBy: officer(request),
      decidedAt: now(),
      decisionNote: String(input.reason),
    });
    logAudit(request, 'citizen', (o.citizen as Json).id, 'reject', 'Anordnung abgelehnt', undefined, officer(request));
    return HttpResponse.json(next);
  }),
];
