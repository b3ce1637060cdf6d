// vcom police system with state (issue 24): citizens and their files, the penal catalogue,
// tickets. Domain rules the mock keeps: a ticket's offences come from the catalogue and its
// totals are the sum of them (the client's crimeIds are looked up, never trusted for money);
// records and tickets reference existing citizens; a warrant names its issuer. Only the police
// team issues tickets: the check layer answers 403 from the session's team rights before this.
// Arrests and an order's execution live in ./vcom/arrests.ts.
// The world lives in ./vcom/world.ts; medical, justice, HR and the rest fall through to the
// generated mocks (issue 25).
import { HttpResponse, type RequestHandler } from 'msw';
import { body, idParam, notFound, now, on, page, problem, type Json } from './kit';
import {
  citizenRef,
  citizens,
  crimeRef,
  crimes,
  licences,
  records,
  tickets,
  vehicles,
  warrants,
  weapons,
  type Row,
} from './vcom/world';
import { caseHandlers, cases, officer } from './vcom/cases';
import { orderHandlers } from './vcom/orders';
import { arrestHandlers } from './vcom/arrests';
import { fileHandlers } from './vcom/files';
import { justiceHandlers } from './vcom/justice';
import { medicalHandlers } from './vcom/medical';
import { hrHandlers } from './vcom/hr';
import { hrRecordHandlers } from './vcom/hr-records';
import { timesHandlers } from './vcom/times';
import { calendarHandlers } from './vcom/calendar';
import { websiteHandlers } from './vcom/websites';
import { registerHandlers } from './vcom/registers';
import { reportHandlers } from './vcom/reports';
import { adminHandlers } from './vcom/admin';

const query = (request: Request) => new URL(request.url).searchParams;
const norm = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/_/g, ' ');

const citizenOf = (params: Record<string, unknown>) => citizens().get(Number(idParam(params)));

/** The citizen file with its counters, counted from the world. */
function fileOf(c: Row): Json {
  const id = c.id;
  return {
    ...c,
    openWarrants: warrants().where((w) => (w.citizen as Json).id === id && w.status === 'approved').length,
    openTickets: tickets().where((t) => (t.citizen as Json).id === id && t.status === 'open').length,
    recordCount: records().where((r) => r.citizenId === id).length,
    licenceCount: licences().where((l) => l.citizenId === id).length,
    vehicleCount: vehicles().where((v) => v.ownerId === id).length,
  };
}

const summaryOf = (c: Row) => {
  const f = fileOf(c);
  return {
    id: f.id,
    name: f.name,
    birthDate: f.birthDate,
    phone: f.phone,
    wanted: f.wanted,
    openWarrants: f.openWarrants,
  };
};

/** Citizens whose name, phone or a vehicle's plate contains `q`. */
function matching(q: string): Row[] {
  const text = norm(q).trim();
  if (!text) return citizens().all();
  const byPlate = new Set(
    vehicles()
      .where((v) => norm(v.plate).includes(text))
      .map((v) => v.ownerId),
  );
  return citizens().where((c) => norm(c.name).includes(text) || norm(c.phone).includes(text) || byPlate.has(c.id));
}

const byTime = (key: string) => (a: Row, b: Row) => String(b[key]).localeCompare(String(a[key]));

const citizenHandlers = (): RequestHandler[] => [
  ...on('searchVcomCitizens', ({ request }) => {
    const q = query(request);
    const found = matching(q.get('q') ?? '').filter((c) => q.get('wanted') !== 'true' || c.wanted === true);
    return HttpResponse.json(page(request, found.map(summaryOf)));
  }),
  ...on('getVcomCitizen', ({ params }) => {
    const c = citizenOf(params);
    return c ? HttpResponse.json(fileOf(c)) : notFound('Diese Person');
  }),
  ...on('listVcomCitizenLicences', ({ params }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    return HttpResponse.json({
      items: licences()
        .where((l) => l.citizenId === c.id)
        .map(({ citizenId: _, ...l }) => l),
    });
  }),
  ...on('listVcomCitizenVehicles', ({ params }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    return HttpResponse.json({
      items: vehicles()
        .where((v) => v.ownerId === c.id)
        .map(({ ownerId: _, ...v }) => v),
    });
  }),
  ...on('listVcomCitizenWeapons', ({ params }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    return HttpResponse.json({
      items: weapons()
        .where((w) => w.ownerId === c.id)
        .map(({ ownerId: _, ...w }) => w),
    });
  }),
  ...on('listVcomCitizenRecords', ({ params, request }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    const found = records()
      .where((r) => r.citizenId === c.id)
      .sort(byTime('committedAt'));
    return HttpResponse.json(
      page(
        request,
        found.map(({ citizenId: _, ...r }) => r),
      ),
    );
  }),
  ...on('listVcomCitizenWarrants', ({ params, request }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    const open = query(request).get('openOnly') !== 'false';
    const found = warrants().where(
      (w) => (w.citizen as Json).id === c.id && (!open || w.status === 'approved' || w.status === 'requested'),
    );
    return HttpResponse.json(page(request, found.sort(byTime('requestedAt'))));
  }),
  ...on('listVcomCitizenTickets', ({ params, request }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    return HttpResponse.json(
      page(
        request,
        tickets()
          .where((t) => (t.citizen as Json).id === c.id)
          .sort(byTime('issuedAt')),
      ),
    );
  }),
];

const crimeHandlers = (): RequestHandler[] => [
  ...on('listVcomCrimes', ({ request }) => {
    const q = query(request);
    const text = norm(q.get('q')).trim();
    const found = crimes().where(
      (c) =>
        (!q.get('category') || c.category === q.get('category')) &&
        (!text ||
          [c.code, c.sectionNumber, c.title, `${String(c.law)} ${String(c.sectionNumber)}`].some((v) =>
            norm(v).includes(text),
          )),
    );
    return HttpResponse.json(
      page(
        request,
        found.sort((a, b) => String(a.code).localeCompare(String(b.code))),
      ),
    );
  }),
  ...on('getVcomCrime', ({ params }) => {
    const c = crimes().get(Number(idParam(params)));
    return c ? HttpResponse.json(c) : notFound('Dieser Tatbestand');
  }),
  ...on('getVcomCrimeByCode', ({ params }) => {
    const code = String(idParam(params)).toUpperCase();
    const c = crimes().where((x) => x.code === code)[0];
    return c ? HttpResponse.json(c) : notFound('Dieser Tatbestand');
  }),
];

let ticketSerial = 41;
const nextTicketNumber = () => {
  const used = new Set(
    tickets()
      .all()
      .map((t) => t.ticketNumber),
  );
  let number: string;
  do number = `T-2026-${String(++ticketSerial).padStart(5, '0')}`;
  while (used.has(number));
  return number;
};

/** The offences of `crimeIds` with their totals; undefined when one is not in the catalogue. */
export function offencesOf(crimeIds: unknown) {
  const ids = Array.isArray(crimeIds) ? crimeIds.map(Number) : [];
  const found = ids.map((id) => crimes().get(id));
  if (!found.length || found.some((c) => !c || c.active === false)) return undefined;
  const offences = (found as Row[]).map((c) => ({
    crime: crimeRef(c),
    fine: Number(c.fine),
    points: Number(c.points),
  }));
  return {
    offences,
    totalFine: offences.reduce((n, o) => n + o.fine, 0),
    totalPoints: Math.min(
      50,
      offences.reduce((n, o) => n + o.points, 0),
    ),
  };
}

const ticketHandlers = (): RequestHandler[] => [
  ...on('listVcomTickets', ({ request }) => {
    const q = query(request);
    const text = norm(q.get('q')).trim();
    const self = officer(request);
    const found = tickets().where(
      (t) =>
        (!q.get('status') || t.status === q.get('status')) &&
        (q.get('mine') !== 'true' || (t.issuedBy as Json).staffId === self.staffId) &&
        (!text || [t.ticketNumber, (t.citizen as Json).name, t.plate, t.location].some((v) => norm(v).includes(text))),
    );
    return HttpResponse.json(page(request, found.sort(byTime('issuedAt'))));
  }),
  ...on('issueVcomTicket', async ({ request }) => {
    const input = await body(request);
    const citizen = citizens().get(Number(input.citizenId));
    if (!citizen) return notFound('Diese Person');
    const sum = offencesOf(input.crimeIds);
    if (!sum) {
      return problem(422, 'Eingabe ungültig', 'Ein Tatbestand steht nicht im Bußgeldkatalog.', [
        { field: 'crimeIds', message: 'Bitte wähle Tatbestände aus dem Bußgeldkatalog.' },
      ]);
    }
    const issuedAt = now();
    const ticket = tickets().insert({
      ticketNumber: nextTicketNumber(),
      citizen: citizenRef(citizen),
      issuedBy: officer(request),
      issuedAt,
      location: String(input.location),
      ...(input.plate ? { plate: String(input.plate) } : {}),
      ...(input.note ? { note: String(input.note) } : {}),
      ...sum,
      status: 'open',
      dueAt: new Date(Date.parse(issuedAt) + 14 * 86_400_000).toISOString(),
    });
    return HttpResponse.json(ticket, { status: 201 });
  }),
  ...on('getVcomTicket', ({ params }) => {
    const t = tickets().get(Number(idParam(params)));
    return t ? HttpResponse.json(t) : notFound('Dieser Strafzettel');
  }),
  ...on('getVcomTicketByNumber', ({ params }) => {
    const number = String(idParam(params)).toUpperCase();
    const t = tickets().where((x) => x.ticketNumber === number)[0];
    return t ? HttpResponse.json(t) : notFound('Dieser Strafzettel');
  }),
];

/** The global search: citizens (name, phone, plate), tickets by number, cases by number or id. */
const searchHandlers = (): RequestHandler[] => [
  ...on('searchVcom', ({ request }) => {
    const q = (query(request).get('q') ?? '').trim();
    if (!q)
      return problem(422, 'Eingabe ungültig', 'Bitte gib einen Suchbegriff ein.', [
        { field: 'q', message: 'Bitte gib einen Suchbegriff ein.' },
      ]);
    const people = matching(q)
      .slice(0, 20)
      .map((c) => ({
        entityType: 'citizen',
        id: c.id,
        label: String(c.name).replace('_', ' '),
        detail: `Tel. ${String(c.phone)}`,
      }));
    const text = norm(q);
    const paper = tickets()
      .where((t) => norm(t.ticketNumber).includes(text))
      .slice(0, 20)
      .map((t) => ({ entityType: 'ticket', id: t.id, label: t.ticketNumber, detail: (t.citizen as Json).name }));
    // A case by its number (A-2026-0117) or its id (17, #17).
    const caseId = /^#?(\d{1,9})$/.exec(q)?.[1];
    const files = cases()
      .where((c) => norm(c.number).includes(text) || (caseId !== undefined && c.id === Number(caseId)))
      .slice(0, 20)
      .map((c) => ({ entityType: 'case', id: c.id, label: c.number, detail: c.title }));
    return HttpResponse.json({ query: q, hits: [...people, ...paper, ...files] });
  }),
];

export const vcomHandlers = (): RequestHandler[] => [
  ...caseHandlers(), // ./vcom/cases.ts: cases, their journal, persons, evidence, notes, audit
  ...orderHandlers(), // ./vcom/orders.ts: orders and warrants
  ...arrestHandlers(), // ./vcom/arrests.ts: arrests, and an order's execution
  ...registerHandlers(), // ./vcom/registers.ts: tickets corrected, cancelled, paid; vehicles; crime categories
  ...fileHandlers(fileOf), // ./vcom/files.ts: records, licences, notes of a citizen; a weapon by serial
  ...reportHandlers(), // ./vcom/reports.ts: police reports and the audit trail of one entity
  ...searchHandlers(),
  ...citizenHandlers(),
  ...crimeHandlers(),
  ...ticketHandlers(),
  ...medicalHandlers(),
  ...justiceHandlers(),
  // issue 25 points 3-6: HR, working times, calendar, websites (./vcom/hr.ts, times.ts, ...)
  ...hrHandlers(),
  ...hrRecordHandlers(),
  ...timesHandlers(),
  ...calendarHandlers(),
  ...websiteHandlers(),
  ...adminHandlers(), // ./vcom/admin.ts: accounts, ranks, rights tables, members, audit, start tiles
];
