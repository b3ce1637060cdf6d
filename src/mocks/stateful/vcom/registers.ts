// The registers of vcom with state (issue 24): a ticket corrected, cancelled with a reason or
// paid at the station; the vehicle register searched and its stolen/wanted marks set; the penal
// catalogue's categories counted. Domain rules: a corrected ticket's totals stay the sum of its
// offences, which come from the catalogue (422 otherwise); only an open or overdue ticket is
// corrected or paid, a paid or cancelled one is not cancelled (409). Every change is written to
// the audit trail of the citizen it concerns (the ticket's citizen, the vehicle's owner).
import { HttpResponse, type RequestHandler } from 'msw';
import { body, idParam, notFound, now, on, page, problem, type Json } from '../kit';
import { offencesOf } from '../vcom';
import { logAudit } from './cases';
import { crimes, tickets, vehicles, type Row } from './world';

const query = (request: Request) => new URL(request.url).searchParams;
const norm = (text: unknown) => String(text ?? '').toLowerCase();
const invalid = (field: string, message: string) => problem(422, 'Eingabe ungültig', message, [{ field, message }]);
const citizenOf = (t: Row) => (t.citizen as Json).id;
/** A ticket still to be paid: it can be corrected, paid or cancelled. */
const unpaid = (t: Row) => t.status === 'open' || t.status === 'overdue';

const CATEGORY_NAMES: Record<string, string> = {
  traffic: 'Verkehr',
  property: 'Eigentum',
  violence: 'Gewalt',
  drugs: 'Betäubungsmittel',
  weapons: 'Waffen',
  order: 'Öffentliche Ordnung',
  state: 'Staat',
  other: 'Sonstiges',
};

const ticketHandlers = (): RequestHandler[] => [
  ...on('editVcomTicket', async ({ params, request }) => {
    const found = tickets().get(Number(idParam(params)));
    if (!found) return notFound('Dieser Strafzettel');
    if (!unpaid(found)) return problem(409, 'Nicht möglich', 'Nur ein offener Strafzettel wird berichtigt.');
    const input = await body(request);
    const patch: Json = {};
    if (input.crimeIds !== undefined) {
      // The totals are counted here from the catalogue, never taken from the client.
      const sum = offencesOf(input.crimeIds);
      if (!sum) return invalid('crimeIds', 'Bitte wähle Tatbestände aus dem Bußgeldkatalog.');
      Object.assign(patch, sum);
    }
    if (input.location !== undefined) {
      const location = String(input.location).trim();
      if (!location) return invalid('location', 'Bitte gib den Ort an.');
      patch.location = location;
    }
    if (input.plate !== undefined) patch.plate = String(input.plate) || undefined;
    if (input.note !== undefined) patch.note = String(input.note) || undefined;
    const next = tickets().update(found.id, patch) as Row;
    logAudit(request, 'citizen', citizenOf(found), 'update', `Strafzettel ${String(found.ticketNumber)} berichtigt`);
    return HttpResponse.json(next);
  }),
  ...on('cancelVcomTicket', async ({ params, request }) => {
    const found = tickets().get(Number(idParam(params)));
    if (!found) return notFound('Dieser Strafzettel');
    if (found.status === 'paid' || found.status === 'cancelled') {
      return problem(409, 'Nicht möglich', 'Ein bezahlter oder stornierter Strafzettel wird nicht storniert.');
    }
    const reason = String((await body(request)).reason ?? '').trim();
    if (reason.length < 3) return invalid('reason', 'Bitte gib einen Grund an (mindestens 3 Zeichen).');
    const next = tickets().update(found.id, { status: 'cancelled', cancelReason: reason.slice(0, 1000) }) as Row;
    logAudit(
      request,
      'citizen',
      citizenOf(found),
      'cancel',
      `Strafzettel ${String(found.ticketNumber)} storniert: ${reason}`,
    );
    return HttpResponse.json(next);
  }),
  ...on('markVcomTicketPaid', ({ params, request }) => {
    const found = tickets().get(Number(idParam(params)));
    if (!found) return notFound('Dieser Strafzettel');
    if (!unpaid(found)) return problem(409, 'Nicht möglich', 'Nur ein offener Strafzettel wird bezahlt.');
    const next = tickets().update(found.id, { status: 'paid', paidAt: now() }) as Row;
    logAudit(request, 'citizen', citizenOf(found), 'update', `Strafzettel ${String(found.ticketNumber)} bar bezahlt`);
    return HttpResponse.json(next);
  }),
];

const bareVehicle = ({ ownerId: _, ...v }: Row) => v;

const vehicleHandlers = (): RequestHandler[] => [
  ...on('searchVcomVehicles', ({ request }) => {
    const q = query(request);
    const text = norm(q.get('q')).trim();
    const found = vehicles().where(
      (v) =>
        (q.get('flagged') !== 'true' || v.stolen === true || v.wanted === true) &&
        (!text || [v.plate, v.model, (v.owner as Json | undefined)?.name].some((x) => norm(x).includes(text))),
    );
    return HttpResponse.json(
      page(request, found.sort((a, b) => String(a.plate).localeCompare(String(b.plate))).map(bareVehicle)),
    );
  }),
  ...on('getVcomVehicle', ({ params }) => {
    const found = vehicles().get(Number(idParam(params)));
    return found ? HttpResponse.json(bareVehicle(found)) : notFound('Dieses Fahrzeug');
  }),
  ...on('setVcomVehicleFlags', async ({ params, request }) => {
    const found = vehicles().get(Number(idParam(params)));
    if (!found) return notFound('Dieses Fahrzeug');
    const input = await body(request);
    const reason = String(input.reason ?? '').trim();
    const stolen = input.stolen === true;
    const wanted = input.wanted === true;
    if (wanted && !reason) return invalid('reason', 'Bitte gib einen Grund für die Fahndung an.');
    const next = vehicles().update(found.id, {
      stolen,
      wanted,
      wantedReason: wanted ? reason.slice(0, 500) : undefined,
    }) as Row;
    const marks = [stolen && 'gestohlen', wanted && 'zur Fahndung'].filter(Boolean).join(', ') || 'keine Markierung';
    logAudit(
      request,
      'citizen',
      found.ownerId,
      'update',
      `Fahrzeug ${String(found.plate)}: ${marks}${reason ? ` (${reason})` : ''}`,
    );
    return HttpResponse.json(bareVehicle(next));
  }),
];

const catalogueHandlers = (): RequestHandler[] => [
  // Registered before /crimes/{crimeId} (vcom.ts), which would take "categories" for an id.
  ...on('listVcomCrimeCategories', () => {
    const counts = new Map<string, number>();
    for (const c of crimes().where((x) => x.active !== false)) {
      counts.set(String(c.category), (counts.get(String(c.category)) ?? 0) + 1);
    }
    return HttpResponse.json({
      items: [...counts].map(([category, count]) => ({ category, name: CATEGORY_NAMES[category] ?? category, count })),
    });
  }),
];

export const registerHandlers = (): RequestHandler[] => [
  ...catalogueHandlers(),
  ...ticketHandlers(),
  ...vehicleHandlers(),
];
