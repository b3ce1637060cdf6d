// vcom medical system with state (issue 25, point 1): patient files, medical records, the
// service catalogue, treatments and their invoices. Domain rules the mock keeps: every patient,
// record, treatment and invoice belongs to an existing citizen (the police world's citizens);
// a treatment's total and an invoice's amount are the sum of the catalogue prices of its
// services (less the discount), never the client's numbers; a record edit with a stale
// If-Match answers 412 and changes nothing; starting a second running treatment, changing a
// closed one or billing one twice answers 409. Prescriptions, certificates, patient notes, the
// file's history and rescue missions: only a valid prescription or certificate is revoked (else
// 409), a prescription names a listed medication (else 422), a mission closes once (409), after it
// was alerted (arrival between alert and now, else 422) and with known patients; every change of a
// patient's file writes its history (listVcomPatientAudit). Catalogue names are unique (409); a
// billed service is deactivated rather than deleted. Team rights (treatPatients, prescribe, ...)
// are refused with 403 by the check layer before these handlers.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, MOCK_REFERENCE_DATE } from '../../store';
import { medicVcomSession } from '../../scenarios/vcom-session';
import { body, done, idParam, me, notFound, now, on, page, problem, type Json } from '../kit';
import { citizenRef, citizens, type Row } from './world';

const at = (daysAgo: number) => new Date(MOCK_REFERENCE_DATE.getTime() - daysAgo * 86_400_000).toISOString();
const query = (request: Request) => new URL(request.url).searchParams;
const norm = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/_/g, ' ');

/** The doctor every seeded record names. */
const SEED_DOCTOR = { staffId: 931, name: 'Mia_Schulz', team: 'medic', rank: 'Oberärztin' };
/** The signed-in paramedic as the author of what he writes: the medic scenario's staff member (account 906). */
const MEDIC_STAFF_ID = medicVcomSession.active?.staffId ?? 1806;
const medic = () => ({ staffId: MEDIC_STAFF_ID, name: me().name, team: 'medic', rank: 'Notfallsanitäter' });

const BLOOD = ['A+', '0+', 'B+', 'AB-', '0-', 'A-', 'B-', 'AB+', 'unknown', '0+'];

/** The medical data of each citizen (id = the citizen's id). */
export const patients = () =>
  collection<Row>('vcom.patients', () =>
    citizens()
      .all()
      .map((c, i) => ({
        id: c.id,
        bloodType: BLOOD[i % BLOOD.length],
        heightCm: 160 + ((i * 7) % 35),
        weightKg: 55 + ((i * 9) % 40),
        allergies: i % 3 === 0 ? ['Penicillin'] : [],
        conditions: i % 4 === 1 ? ['Asthma'] : [],
        organDonor: i % 2 === 0,
        insurance: (['public', 'private', 'none'] as const)[i % 3],
        ...(i === 0 ? { emergencyContact: { name: 'Emma_Koch', phone: '5557531', relation: 'Freundin' } } : {}),
      })),
  );

export const medicalRecords = () =>
  collection<Row>('vcom.medicalRecords', () => [
    {
      id: 1,
      version: 1,
      citizenId: 1,
      kind: 'examination',
      title: 'Routineuntersuchung',
      findings: 'Keine Auffälligkeiten. Blutdruck 120/80.',
      diagnosisCode: 'Z00.0',
      author: SEED_DOCTOR,
      createdAt: at(30),
      confidential: false,
    },
    {
      id: 2,
      version: 1,
      citizenId: 2,
      kind: 'diagnosis',
      title: 'Armfraktur rechts',
      findings: 'Fraktur des rechten Unterarms nach Sturz, Gips angelegt.',
      diagnosisCode: 'S52.5',
      author: SEED_DOCTOR,
      createdAt: at(20),
      confidential: false,
    },
  ]);

/** [name, category, price] of the service catalogue [Leistungskatalog]. */
const SERVICES: Array<[string, string, number]> = [
  ['Wundversorgung', 'care', 150],
  ['Röntgen', 'diagnostics', 300],
  ['Gipsverband', 'care', 250],
  ['Infusion', 'medication', 100],
  ['Notoperation', 'surgery', 2500],
  ['Reanimation', 'emergency', 1000],
];

export const services = () =>
  collection<Row>('vcom.medicalServices', () =>
    SERVICES.map(([name, category, price], i) => ({ id: i + 1, name, category, price, active: true })),
  );

/** Whether another service (not `except`) has this name, case-insensitively. */
const nameTaken = (name: unknown, except?: unknown) =>
  services().where((s) => s.id !== except && norm(s.name).trim() === norm(name).trim()).length > 0;

const serviceRef = (s: Row) => ({ id: s.id, name: s.name, price: Number(s.price) });

export const treatments = () =>
  collection<Row>('vcom.treatments', () => {
    const used = [services().get(2), services().get(3)] as Row[];
    return [
      {
        id: 1,
        citizenId: 2,
        patient: { id: 2, name: 'Lena_Fischer' },
        status: 'closed',
        reason: 'Sturz vom Motorrad',
        location: 'Pillbox Hill Medical Center',
        diagnosis: 'Armfraktur rechts',
        services: used.map(serviceRef),
        staff: [SEED_DOCTOR],
        startedAt: at(20),
        endedAt: at(20),
        outcome: 'discharged',
        totalCost: used.reduce((n, s) => n + Number(s.price), 0),
        invoiceId: 1,
      },
    ];
  });

export const invoices = () =>
  collection<Row>('vcom.medicalInvoices', () => [
    {
      id: 1,
      number: 'R-2026-00311',
      citizenId: 2,
      patient: { id: 2, name: 'Lena_Fischer' },
      treatmentId: 1,
      amount: 550,
      discountPercent: 0,
      status: 'open',
      issuedAt: at(20),
      issuedBy: SEED_DOCTOR,
    },
  ]);

const citizenOf = (params: Record<string, unknown>) => citizens().get(Number(idParam(params)));
const strip = ({ citizenId: _, ...row }: Row) => row;
const byTime = (key: string) => (a: Row, b: Row) => String(b[key]).localeCompare(String(a[key]));

function patientOf(c: Row): Json {
  const medical = patients().get(c.id as number) ?? {};
  const { id: _, ...data } = medical as Row;
  const mine = (r: Row) => r.citizenId === c.id;
  const visits = treatments()
    .where(mine)
    .map((t) => String(t.startedAt));
  return {
    citizen: citizenRef(c),
    birthDate: c.birthDate,
    phone: c.phone,
    bloodType: 'unknown',
    allergies: [],
    conditions: [],
    organDonor: false,
    insurance: 'none',
    ...data,
    inTreatment: treatments().where((t) => mine(t) && t.status === 'active').length > 0,
    recordCount: medicalRecords().where(mine).length,
    ...(visits.length ? { lastVisitAt: visits.sort().at(-1) } : {}),
  };
}

const recordOut = (r: Row) => {
  const c = citizens().get(r.citizenId as number) as Row;
  return { ...strip(r), patient: citizenRef(c) };
};

/** The version an If-Match header names (`"3"`, `"v3"`, `W/"3"`), or undefined without one. */
function ifMatch(request: Request): number | undefined {
  const header = request.headers.get('If-Match');
  if (!header) return undefined;
  const digits = /(\d+)/.exec(header);
  return digits ? Number(digits[1]) : Number.NaN;
}

const stale = () =>
  problem(
    412,
    'Das Dokument wurde inzwischen geändert',
    'Jemand hat diesen Eintrag inzwischen geändert. Vergleiche beide Fassungen und sende erneut.',
  );
const conflict = (detail: string) => problem(409, 'Konflikt', detail);

/** The catalogue services of `ids`; undefined when one is unknown or inactive. */
function servicesOf(ids: unknown): Row[] | undefined {
  const list = Array.isArray(ids) ? ids.map(Number) : [];
  const found = list.map((id) => services().get(id));
  return found.some((s) => !s || s.active === false) ? undefined : (found as Row[]);
}

let invoiceSerial = 311;
const nextInvoiceNumber = () => {
  const used = new Set(
    invoices()
      .all()
      .map((i) => i.number),
  );
  let number: string;
  do number = `R-2026-${String(++invoiceSerial).padStart(5, '0')}`;
  while (used.has(number));
  return number;
};

// --- issue 25 point 1, the rest: prescriptions, certificates, notes, audit, missions --------

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** [name, form, prescriptionRequired] of the medications a doctor can prescribe. */
const MEDICATIONS: Array<[string, string, boolean]> = [
  ['Ibuprofen 600', 'tablet', true],
  ['Paracetamol 500', 'tablet', false],
  ['Amoxicillin', 'tablet', true],
  ['Morphin', 'injection', true],
  ['Salbutamol-Spray', 'spray', true],
  ['Hustensaft', 'syrup', false],
  ['Wundsalbe', 'ointment', false],
];

export const medications = () =>
  collection<Row>('vcom.medications', () =>
    MEDICATIONS.map(([name, form, prescriptionRequired], i) => ({ id: i + 1, name, form, prescriptionRequired })),
  );

export const prescriptions = () =>
  collection<Row>('vcom.prescriptions', () => [
    {
      id: 1,
      citizenId: 2,
      patient: { id: 2, name: 'Lena_Fischer' },
      medication: medications().get(1),
      dosage: '1-0-1 nach dem Essen',
      status: 'valid',
      issuedAt: at(20),
      issuedBy: SEED_DOCTOR,
      // Valid from the seed's day for a year: the seed never expires in a test run.
      validUntil: at(-365),
    },
  ]);

export const certificates = () =>
  collection<Row>('vcom.medicalCertificates', () => [
    {
      id: 1,
      citizenId: 1,
      patient: { id: 1, name: 'Tom_Becker' },
      kind: 'weaponFitness',
      result: 'fit',
      text: 'Keine Bedenken gegen das Führen einer Waffe.',
      validUntil: at(-335),
      status: 'valid',
      issuedAt: at(30),
      issuedBy: SEED_DOCTOR,
    },
  ]);

export const patientNotes = () =>
  collection<Row>('vcom.patientNotes', () => [
    {
      id: 1,
      entityType: 'patient',
      entityId: 2,
      author: SEED_DOCTOR,
      text: 'Kontrolle des Gipses in zwei Wochen.',
      confidential: false,
      pinned: true,
      createdAt: at(20),
    },
  ]);

/** Who changed what in a medical file, newest first (entityType patient, entityId the citizen). */
export const medicalAudit = () =>
  collection<Row>('vcom.medicalAudit', () => [
    {
      id: 1,
      at: at(20),
      actor: SEED_DOCTOR,
      team: 'medic',
      action: 'create',
      entityType: 'patient',
      entityId: 2,
      summary: 'Behandlung begonnen: Sturz vom Motorrad',
    },
    {
      id: 2,
      at: at(20),
      actor: SEED_DOCTOR,
      team: 'medic',
      action: 'issue',
      entityType: 'patient',
      entityId: 2,
      summary: 'Rezept ausgestellt: Ibuprofen 600',
    },
  ]);

/** Writes one entry of a patient's medical audit by the signed-in medic. */
function logMedical(
  citizenId: unknown,
  action: string,
  summary: string,
  changes?: Array<{ field: string; from?: string; to?: string }>,
) {
  medicalAudit().insert({
    at: now(),
    actor: medic(),
    team: 'medic',
    action,
    entityType: 'patient',
    entityId: Number(citizenId),
    summary: summary.slice(0, 300),
    ...(changes?.length ? { changes } : {}),
  });
}

export const missions = () =>
  collection<Row>('vcom.medicalMissions', () => [
    {
      id: 1,
      kind: 'accident',
      status: 'open',
      location: 'Route 68 bei Harmony',
      alertedAt: at(0.05),
      crew: [SEED_DOCTOR],
      patients: [],
    },
    {
      id: 2,
      kind: 'illness',
      status: 'closed',
      location: 'Legion Square',
      alertedAt: at(3),
      arrivedAt: at(2.99),
      closedAt: at(2.95),
      crew: [SEED_DOCTOR],
      patients: [{ id: 3, name: 'Jonas_Weber' }],
      report: 'Kreislaufkollaps, vor Ort stabilisiert und ins Krankenhaus gebracht.',
    },
  ]);

/** Valid prescriptions and certificates whose date passed are expired when read. */
function expire(rows: () => ReturnType<typeof prescriptions>) {
  const stamp = now();
  for (const r of rows().where((x) => x.status === 'valid' && String(x.validUntil) < stamp)) {
    rows().update(r.id, { status: 'expired' });
  }
}

const invalid = (field: string, message: string) => problem(422, 'Eingabe ungültig', message, [{ field, message }]);

const medicalMoreHandlers = (): RequestHandler[] => [
  ...on('listVcomMedications', () => HttpResponse.json({ items: medications().all() })),
  ...on('listVcomPrescriptions', ({ params }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    expire(prescriptions);
    const found = prescriptions()
      .where((p) => p.citizenId === c.id)
      .sort(byTime('issuedAt'))
      .sort((a, b) => Number(b.status === 'valid') - Number(a.status === 'valid'));
    return HttpResponse.json({ items: found.map(strip) });
  }),
  ...on('issueVcomPrescription', async ({ params, request }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    const input = await body(request);
    const medication = medications().get(Number(input.medicationId));
    if (!medication) return invalid('medicationId', 'Bitte wähle ein Medikament aus der Liste.');
    const days = Number(input.validDays ?? 14);
    const created = prescriptions().insert({
      citizenId: c.id,
      patient: citizenRef(c),
      medication,
      dosage: String(input.dosage),
      status: 'valid',
      issuedAt: now(),
      issuedBy: medic(),
      validUntil: inDays(days),
    });
    logMedical(c.id, 'issue', `Rezept ausgestellt: ${String(medication.name)}, ${String(input.dosage)}`);
    return HttpResponse.json(strip(created), { status: 201 });
  }),
  ...on('revokeVcomPrescription', async ({ params, request }) => {
    const p = prescriptions().get(Number(idParam(params)));
    if (!p) return notFound('Dieses Rezept');
    expire(prescriptions);
    if (prescriptions().get(p.id)?.status !== 'valid') {
      return conflict('Nur gültige, nicht eingelöste Rezepte lassen sich widerrufen.');
    }
    const input = await body(request);
    const revoked = prescriptions().update(p.id, { status: 'revoked' }) as Row;
    logMedical(
      p.citizenId,
      'revoke',
      `Rezept widerrufen: ${String((p.medication as Json).name)}. Grund: ${String(input.reason)}`,
      [{ field: 'status', from: 'valid', to: 'revoked' }],
    );
    return HttpResponse.json(strip(revoked));
  }),
  ...on('listVcomMedicalCertificates', ({ params }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    expire(certificates);
    const found = certificates()
      .where((x) => x.citizenId === c.id)
      .sort(byTime('issuedAt'));
    return HttpResponse.json({ items: found.map(strip) });
  }),
  ...on('issueVcomMedicalCertificate', async ({ params, request }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    const input = await body(request);
    if (input.validUntil && String(input.validUntil) <= now()) {
      return invalid('validUntil', 'Das Ende der Gültigkeit muss in der Zukunft liegen.');
    }
    const created = certificates().insert({
      citizenId: c.id,
      patient: citizenRef(c),
      kind: String(input.kind),
      result: String(input.result),
      ...(input.text ? { text: String(input.text) } : {}),
      ...(input.validUntil ? { validUntil: String(input.validUntil) } : {}),
      status: 'valid',
      issuedAt: now(),
      issuedBy: medic(),
    });
    logMedical(c.id, 'issue', `Bescheinigung ausgestellt (${String(input.kind)}, ${String(input.result)})`);
    return HttpResponse.json(strip(created), { status: 201 });
  }),
  ...on('revokeVcomMedicalCertificate', async ({ params, request }) => {
    const x = certificates().get(Number(idParam(params)));
    if (!x) return notFound('Diese Bescheinigung');
    if (x.status !== 'valid') return conflict('Nur gültige Bescheinigungen lassen sich widerrufen.');
    const input = await body(request);
    const revoked = certificates().update(x.id, { status: 'revoked' }) as Row;
    logMedical(x.citizenId, 'revoke', `Bescheinigung widerrufen (${String(x.kind)}). Grund: ${String(input.reason)}`, [
      { field: 'status', from: 'valid', to: 'revoked' },
    ]);
    return HttpResponse.json(strip(revoked));
  }),
  ...on('listVcomPatientNotes', ({ params, request }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    const found = patientNotes()
      .where((n) => n.entityId === c.id)
      .sort(byTime('createdAt'))
      .sort((a, b) => Number(b.pinned === true) - Number(a.pinned === true));
    return HttpResponse.json(page(request, found));
  }),
  ...on('addVcomPatientNote', async ({ params, request }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    const input = await body(request);
    const note = patientNotes().insert({
      entityType: 'patient',
      entityId: c.id,
      author: medic(),
      text: String(input.text),
      confidential: input.confidential === true,
      pinned: input.pinned === true,
      createdAt: now(),
    });
    logMedical(c.id, 'create', 'Notiz hinzugefügt');
    return HttpResponse.json(note, { status: 201 });
  }),
  ...on('listVcomPatientAudit', ({ params, request }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    const found = medicalAudit()
      .where((a) => a.entityId === c.id)
      .sort(byTime('at'));
    return HttpResponse.json(page(request, found));
  }),
  ...on('listVcomMedicalMissions', ({ request }) => {
    const status = query(request).get('status');
    const found = missions()
      .where((m) => !status || m.status === status)
      .sort(byTime('alertedAt'))
      .sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'));
    return HttpResponse.json(page(request, found));
  }),
  ...on('createVcomMedicalMission', async ({ request }) => {
    const input = await body(request);
    const alertedAt = input.alertedAt ? String(input.alertedAt) : now();
    if (alertedAt > now()) return invalid('alertedAt', 'Die Alarmierung kann nicht in der Zukunft liegen.');
    const created = missions().insert({
      kind: String(input.kind),
      status: 'open',
      location: String(input.location),
      alertedAt,
      crew: [medic()],
      patients: [],
    });
    return HttpResponse.json(created, { status: 201 });
  }),
  ...on('getVcomMedicalMission', ({ params }) => {
    const m = missions().get(Number(idParam(params)));
    return m ? HttpResponse.json(m) : notFound('Dieser Einsatz');
  }),
  ...on('closeVcomMedicalMission', async ({ params, request }) => {
    const m = missions().get(Number(idParam(params)));
    if (!m) return notFound('Dieser Einsatz');
    if (m.status !== 'open') return conflict('Dieser Einsatz ist schon abgeschlossen.');
    const input = await body(request);
    const arrivedAt = input.arrivedAt ? String(input.arrivedAt) : undefined;
    if (arrivedAt && (arrivedAt < String(m.alertedAt) || arrivedAt > now())) {
      return invalid('arrivedAt', 'Die Ankunft liegt zwischen der Alarmierung und jetzt.');
    }
    const ids = Array.isArray(input.patientIds) ? input.patientIds.map(Number) : [];
    const found = ids.map((id) => citizens().get(id));
    if (found.some((c) => !c)) return invalid('patientIds', 'Ein Patient ist keine bekannte Person.');
    const closed = missions().update(m.id, {
      status: 'closed',
      report: String(input.report),
      ...(arrivedAt ? { arrivedAt } : {}),
      closedAt: now(),
      patients: (found as Row[]).map(citizenRef),
    }) as Row;
    for (const c of found as Row[]) logMedical(c.id, 'close', `Rettungseinsatz abgeschlossen: ${String(m.location)}`);
    return HttpResponse.json(closed);
  }),
];

export const medicalHandlers = (): RequestHandler[] => [
  ...medicalMoreHandlers(),
  ...on('searchVcomPatients', ({ request }) => {
    const q = query(request);
    const text = norm(q.get('q')).trim();
    const found = citizens()
      .where((c) => !text || norm(c.name).includes(text) || norm(c.phone).includes(text))
      .map(patientOf)
      .filter((p) => q.get('inTreatment') !== 'true' || p.inTreatment === true)
      .map((p) => ({
        citizen: p.citizen,
        birthDate: p.birthDate,
        bloodType: p.bloodType,
        insurance: p.insurance,
        inTreatment: p.inTreatment,
        ...(p.lastVisitAt ? { lastVisitAt: p.lastVisitAt } : {}),
      }));
    return HttpResponse.json(page(request, found));
  }),
  ...on('getVcomPatient', ({ params }) => {
    const c = citizenOf(params);
    return c ? HttpResponse.json(patientOf(c)) : notFound('Diese Person');
  }),
  ...on('updateVcomPatient', async ({ params, request }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    const input = await body(request);
    const keys = [
      'bloodType',
      'heightCm',
      'weightKg',
      'allergies',
      'conditions',
      'organDonor',
      'insurance',
      'emergencyContact',
    ];
    const patch = Object.fromEntries(keys.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]));
    if (patients().get(c.id as number)) patients().update(c.id as number, patch);
    else patients().insert({ id: c.id, ...patch });
    logMedical(c.id, 'update', 'Medizinische Daten geändert');
    return HttpResponse.json(patientOf(c));
  }),
  ...on('listVcomMedicalRecords', ({ params, request }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    const kind = query(request).get('kind');
    const found = medicalRecords()
      .where((r) => r.citizenId === c.id && (!kind || r.kind === kind))
      .sort(byTime('createdAt'));
    return HttpResponse.json(page(request, found.map(recordOut)));
  }),
  ...on('addVcomMedicalRecord', async ({ params, request }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    const input = await body(request);
    const record = medicalRecords().insert({
      version: 1,
      citizenId: c.id,
      kind: String(input.kind),
      title: String(input.title),
      findings: String(input.findings),
      ...(input.diagnosisCode ? { diagnosisCode: String(input.diagnosisCode) } : {}),
      ...(input.treatmentId ? { treatmentId: Number(input.treatmentId) } : {}),
      author: medic(),
      createdAt: now(),
      confidential: input.confidential === true,
    });
    logMedical(c.id, 'create', `Eintrag angelegt: ${String(record.title)}`);
    return HttpResponse.json(recordOut(record), { status: 201 });
  }),
  ...on('getVcomMedicalRecord', ({ params }) => {
    const r = medicalRecords().get(Number(idParam(params)));
    return r ? HttpResponse.json(recordOut(r)) : notFound('Dieser Eintrag');
  }),
  ...on('editVcomMedicalRecord', async ({ params, request }) => {
    const r = medicalRecords().get(Number(idParam(params)));
    if (!r) return notFound('Dieser Eintrag');
    const expected = ifMatch(request);
    if (expected !== undefined && expected !== Number(r.version)) return stale();
    const input = await body(request);
    const keys = ['title', 'findings', 'diagnosisCode', 'confidential'];
    const patch = Object.fromEntries(keys.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]));
    const next = medicalRecords().update(r.id, { ...patch, version: Number(r.version) + 1, editedAt: now() }) as Row;
    logMedical(r.citizenId, 'update', `Eintrag geändert: ${String(next.title)}`);
    return HttpResponse.json(recordOut(next));
  }),
  ...on('listVcomTreatments', ({ request }) => {
    const status = query(request).get('status');
    // Running ones first, then the newest.
    const found = treatments()
      .where((t) => !status || t.status === status)
      .sort(byTime('startedAt'))
      .sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
    return HttpResponse.json(page(request, found.map(strip)));
  }),
  ...on('deleteVcomMedicalRecord', ({ params }) => {
    const r = medicalRecords().get(Number(idParam(params)));
    if (!r) return notFound('Dieser Eintrag');
    medicalRecords().remove(r.id);
    logMedical(r.citizenId, 'delete', `Eintrag gelöscht: ${String(r.title)}`);
    return done('Eintrag gelöscht.', r.id);
  }),
  ...on('createVcomTreatmentService', async ({ request }) => {
    const input = await body(request);
    if (nameTaken(input.name)) return conflict('Eine Leistung dieses Namens steht schon im Leistungskatalog.');
    const created = services().insert({
      name: String(input.name),
      category: String(input.category),
      price: Number(input.price),
      active: input.active !== false,
    });
    return HttpResponse.json(created, { status: 201 });
  }),
  ...on('updateVcomTreatmentService', async ({ params, request }) => {
    const s = services().get(Number(idParam(params)));
    if (!s) return notFound('Diese Leistung');
    const input = await body(request);
    if (nameTaken(input.name, s.id)) return conflict('Eine Leistung dieses Namens steht schon im Leistungskatalog.');
    const next = services().update(s.id, {
      name: String(input.name),
      category: String(input.category),
      price: Number(input.price),
      active: input.active !== false,
    });
    return HttpResponse.json(next);
  }),
  ...on('deleteVcomTreatmentService', ({ params }) => {
    const s = services().get(Number(idParam(params)));
    if (!s) return notFound('Diese Leistung');
    // A service a treatment used stays for its invoices: it is deactivated instead.
    const used = treatments().where((t) => ((t.services as Json[]) ?? []).some((x) => x.id === s.id)).length > 0;
    if (used) {
      services().update(s.id, { active: false });
      return done('Die Leistung wurde schon abgerechnet und ist jetzt inaktiv.', s.id);
    }
    services().remove(s.id);
    return done('Leistung gelöscht.', s.id);
  }),
  ...on('listVcomPatientTreatments', ({ params, request }) => {
    const c = citizenOf(params);
    if (!c) return notFound('Diese Person');
    const found = treatments()
      .where((t) => t.citizenId === c.id)
      .sort(byTime('startedAt'));
    return HttpResponse.json(page(request, found.map(strip)));
  }),
  ...on('startVcomTreatment', async ({ request }) => {
    const input = await body(request);
    const c = citizens().get(Number(input.citizenId));
    if (!c) return notFound('Diese Person');
    if (treatments().where((t) => t.citizenId === c.id && t.status === 'active').length) {
      return conflict('Diese Person ist schon in Behandlung. Schließe die laufende Behandlung zuerst ab.');
    }
    const treatment = treatments().insert({
      citizenId: c.id,
      patient: citizenRef(c),
      status: 'active',
      reason: String(input.reason),
      ...(input.location ? { location: String(input.location) } : { location: 'Pillbox Hill Medical Center' }),
      services: [],
      staff: [medic()],
      startedAt: now(),
      totalCost: 0,
    });
    logMedical(c.id, 'create', `Behandlung begonnen: ${String(input.reason)}`);
    return HttpResponse.json(strip(treatment), { status: 201 });
  }),
  ...on('getVcomTreatment', ({ params }) => {
    const t = treatments().get(Number(idParam(params)));
    return t ? HttpResponse.json(strip(t)) : notFound('Diese Behandlung');
  }),
  ...on('editVcomTreatment', async ({ params, request }) => {
    const t = treatments().get(Number(idParam(params)));
    if (!t) return notFound('Diese Behandlung');
    if (t.status !== 'active') return conflict('Diese Behandlung ist abgeschlossen und lässt sich nicht mehr ändern.');
    const input = await body(request);
    const patch: Json = {};
    if (input.diagnosis !== undefined) patch.diagnosis = String(input.diagnosis);
    if (input.serviceIds !== undefined) {
      const found = servicesOf(input.serviceIds);
      if (!found) {
        return problem(422, 'Eingabe ungültig', 'Eine Leistung steht nicht im Leistungskatalog.', [
          { field: 'serviceIds', message: 'Bitte wähle Leistungen aus dem Leistungskatalog.' },
        ]);
      }
      patch.services = found.map(serviceRef);
      patch.totalCost = found.reduce((n, s) => n + Number(s.price), 0);
    }
    return HttpResponse.json(strip(treatments().update(t.id, patch) as Row));
  }),
  ...on('closeVcomTreatment', async ({ params, request }) => {
    const t = treatments().get(Number(idParam(params)));
    if (!t) return notFound('Diese Behandlung');
    if (t.status !== 'active') return conflict('Diese Behandlung ist schon abgeschlossen.');
    const input = await body(request);
    const closed = treatments().update(t.id, { status: 'closed', outcome: String(input.outcome), endedAt: now() });
    logMedical(t.citizenId, 'close', 'Behandlung abgeschlossen');
    return HttpResponse.json(strip(closed as Row));
  }),
  ...on('listVcomTreatmentServices', ({ request }) => {
    const active = query(request).get('active');
    const found = services().where((s) => active === null || String(s.active) === active);
    return HttpResponse.json({ items: found });
  }),
  ...on('issueVcomMedicalInvoice', async ({ params, request }) => {
    const t = treatments().get(Number(idParam(params)));
    if (!t) return notFound('Diese Behandlung');
    if (t.status !== 'closed') return conflict('Rechnungen gibt es erst für abgeschlossene Behandlungen.');
    if (invoices().where((i) => i.treatmentId === t.id && i.status !== 'cancelled').length) {
      return conflict('Für diese Behandlung gibt es schon eine Rechnung.');
    }
    const list = (t.services as Json[]) ?? [];
    if (!list.length) {
      return problem(422, 'Eingabe ungültig', 'Die Behandlung hat keine Leistungen: es gibt nichts abzurechnen.');
    }
    const input = await body(request);
    const discount = Number(input.discountPercent ?? 0);
    // The catalogue's prices of the treatment's services, never a sum the client sends.
    const sum = list.reduce((n, s) => n + Number(s.price), 0);
    const invoice = invoices().insert({
      number: nextInvoiceNumber(),
      citizenId: t.citizenId,
      patient: t.patient,
      treatmentId: t.id,
      amount: Math.round((sum * (100 - discount)) / 100),
      discountPercent: discount,
      status: 'open',
      issuedAt: now(),
      issuedBy: medic(),
    });
    treatments().update(t.id, { invoiceId: invoice.id });
    return HttpResponse.json(strip(invoice), { status: 201 });
  }),
  ...on('listVcomMedicalInvoices', ({ request }) => {
    const q = query(request);
    const text = norm(q.get('q')).trim();
    const found = invoices().where(
      (i) =>
        (!q.get('status') || i.status === q.get('status')) &&
        (!text || norm((i.patient as Json).name).includes(text) || norm(i.number).includes(text)),
    );
    return HttpResponse.json(page(request, found.sort(byTime('issuedAt')).map(strip)));
  }),
  ...on('cancelVcomMedicalInvoice', ({ params }) => {
    const i = invoices().get(Number(idParam(params)));
    if (!i) return notFound('Diese Rechnung');
    if (i.status !== 'open') return conflict('Nur offene Rechnungen lassen sich stornieren.');
    return HttpResponse.json(strip(invoices().update(i.id, { status: 'cancelled' }) as Row));
  }),
];
