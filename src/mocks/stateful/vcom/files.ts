// The citizen file's writes with state (operations no screen offers yet, kept so the mock world
// stays one world): criminal records [Vorstrafen] written, corrected and deleted, licences
// granted, revoked and restored, notes on a citizen (changed and deleted by their author), the
// citizen's data and wanted flag [Fahndung], and a registered weapon by its serial.
// Domain rules: a record names an existing citizen and an offence of the one catalogue, and
// takes the offence's fine and prison time (422 otherwise); an unknown id answers 404; only a
// valid licence is revoked (with its reason) and only a revoked or suspended one restored (409).
import { HttpResponse, type RequestHandler } from 'msw';
import { body, idParam, notFound, now, on, page, problem, type Json } from '../kit';
import { caseNotes, logAudit, officer, versionOf } from './cases';
import { citizenRef, citizens, crimeRef, crimes, licences, records, weapons, type Row } from './world';

const invalid = (field: string, message: string) => problem(422, 'Eingabe ungültig', message, [{ field, message }]);
const bare = ({ citizenId: _, ...rest }: Row) => rest;

/** The record fields of an input, its offence from the catalogue; a Response when invalid. */
function recordFields(input: Json): Json | Response {
  const crime = crimes().get(Number(input.crimeId));
  if (!crime) return invalid('crimeId', 'Bitte wähle einen Tatbestand aus dem Bußgeldkatalog.');
  const committed = Date.parse(String(input.committedAt));
  if (!Number.isFinite(committed) || committed > Date.now()) {
    return invalid('committedAt', 'Die Tatzeit darf nicht in der Zukunft liegen.');
  }
  return {
    crime: crimeRef(crime),
    committedAt: new Date(committed).toISOString(),
    fine: crime.fine,
    prisonMinutes: crime.prisonMinutes,
    ...(input.caseId !== undefined ? { caseId: Number(input.caseId) } : {}),
    ...(input.note ? { note: String(input.note) } : {}),
  };
}

/** `fileOf`: the citizen file as getVcomCitizen answers it (vcom.ts counts its counters). */
export const fileHandlers = (fileOf: (c: Row) => Json = (c) => c): RequestHandler[] => [
  ...on('addVcomCitizenRecord', async ({ params, request }) => {
    const citizen = citizens().get(Number(params.citizenId));
    if (!citizen) return notFound('Diese Person');
    const fields = recordFields(await body(request));
    if (fields instanceof Response) return fields;
    const created = records().insert({
      version: 1,
      citizenId: citizen.id,
      citizen: citizenRef(citizen),
      ...fields,
      recordedBy: officer(request),
      recordedAt: now(),
    });
    logAudit(
      request,
      'citizen',
      citizen.id,
      'create',
      `Vorstrafe eingetragen: ${String((fields.crime as Json).title)}`,
    );
    return HttpResponse.json(bare(created), { status: 201 });
  }),
  ...on('editVcomCriminalRecord', async ({ params, request }) => {
    const found = records().get(Number(idParam(params)));
    if (!found) return notFound('Diese Vorstrafe');
    // A correction names the version it read (If-Match); a stale one changes nothing.
    const expected = versionOf(request.headers.get('If-Match'));
    if (expected !== undefined && expected !== Number(found.version ?? 1)) {
      return problem(412, 'Das Dokument wurde inzwischen geändert', 'Die Vorstrafe wurde inzwischen berichtigt.');
    }
    const fields = recordFields(await body(request));
    if (fields instanceof Response) return fields;
    const next = records().update(found.id, { ...fields, version: Number(found.version ?? 1) + 1 }) as Row;
    logAudit(request, 'citizen', found.citizenId, 'update', 'Vorstrafe berichtigt');
    return HttpResponse.json(bare(next));
  }),
  ...on('deleteVcomCriminalRecord', ({ params, request }) => {
    const found = records().get(Number(idParam(params)));
    if (!found) return notFound('Diese Vorstrafe');
    records().remove(found.id);
    logAudit(request, 'citizen', found.citizenId, 'delete', 'Vorstrafe gelöscht');
    return HttpResponse.json({ ok: true, message: 'Vorstrafe gelöscht.', affectedId: found.id });
  }),

  ...on('grantVcomCitizenLicence', async ({ params, request }) => {
    const citizen = citizens().get(Number(params.citizenId));
    if (!citizen) return notFound('Diese Person');
    const input = await body(request);
    const held = licences().where((l) => l.citizenId === citizen.id && l.type === input.type && l.status === 'valid');
    if (held.length) return problem(409, 'Nicht möglich', 'Diese Lizenz hat die Person schon.');
    const created = licences().insert({
      citizenId: citizen.id,
      type: input.type,
      status: 'valid',
      ...(input.type === 'car' || input.type === 'motorcycle' || input.type === 'truck' ? { points: 0 } : {}),
      issuedAt: now(),
      ...(input.expiresAt ? { expiresAt: String(input.expiresAt) } : {}),
      issuedBy: officer(request),
    });
    logAudit(request, 'citizen', citizen.id, 'create', 'Lizenz erteilt');
    return HttpResponse.json(bare(created), { status: 201 });
  }),
  ...on('revokeVcomLicence', async ({ params, request }) => {
    const found = licences().get(Number(idParam(params)));
    if (!found) return notFound('Diese Lizenz');
    if (found.status !== 'valid') return problem(409, 'Nicht möglich', 'Nur eine gültige Lizenz wird entzogen.');
    const input = await body(request);
    const next = licences().update(found.id, {
      status: 'revoked',
      revokedReason: String(input.reason).slice(0, 500),
    }) as Row;
    logAudit(request, 'citizen', found.citizenId, 'revoke', `Lizenz entzogen: ${String(input.reason)}`);
    return HttpResponse.json(bare(next));
  }),
  ...on('restoreVcomLicence', ({ params, request }) => {
    const found = licences().get(Number(idParam(params)));
    if (!found) return notFound('Diese Lizenz');
    if (found.status !== 'revoked' && found.status !== 'suspended') {
      return problem(409, 'Nicht möglich', 'Nur eine entzogene oder ausgesetzte Lizenz wird wiederhergestellt.');
    }
    const next = licences().update(found.id, { status: 'valid', revokedReason: undefined }) as Row;
    logAudit(request, 'citizen', found.citizenId, 'update', 'Lizenz wiederhergestellt');
    return HttpResponse.json(bare(next));
  }),

  ...on('listVcomCitizenNotes', ({ params, request }) => {
    const citizen = citizens().get(Number(params.citizenId));
    if (!citizen) return notFound('Diese Person');
    const found = caseNotes()
      .where((n) => n.entityType === 'citizen' && n.entityId === citizen.id)
      .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
    return HttpResponse.json(page(request, found));
  }),
  ...on('addVcomCitizenNote', async ({ params, request }) => {
    const citizen = citizens().get(Number(params.citizenId));
    if (!citizen) return notFound('Diese Person');
    const input = await body(request);
    const note = caseNotes().insert({
      entityType: 'citizen',
      entityId: citizen.id,
      author: officer(request),
      text: String(input.text),
      confidential: input.confidential === true,
      pinned: input.pinned === true,
      createdAt: now(),
    });
    logAudit(request, 'citizen', citizen.id, 'create', 'Notiz hinzugefügt');
    return HttpResponse.json(note, { status: 201 });
  }),

  // A note is changed or deleted by its author only (403 otherwise); the file's audit trail says so.
  ...on('editVcomNote', async ({ params, request }) => {
    const note = caseNotes().get(Number(idParam(params)));
    if (!note) return notFound('Diese Notiz');
    if ((note.author as Json).staffId !== officer(request).staffId) {
      return problem(403, 'Keine Berechtigung', 'Nur der Verfasser ändert seine Notiz.');
    }
    const input = await body(request);
    const text = String(input.text ?? '').trim();
    if (!text) return invalid('text', 'Bitte schreibe die Notiz.');
    const next = caseNotes().update(note.id, {
      text,
      ...(typeof input.confidential === 'boolean' ? { confidential: input.confidential } : {}),
      ...(typeof input.pinned === 'boolean' ? { pinned: input.pinned } : {}),
      editedAt: now(),
    }) as Row;
    logAudit(request, String(note.entityType), note.entityId, 'update', 'Notiz geändert', [
      { field: 'text', from: String(note.text).slice(0, 200), to: text.slice(0, 200) },
    ]);
    return HttpResponse.json(next);
  }),
  ...on('deleteVcomNote', ({ params, request }) => {
    const note = caseNotes().get(Number(idParam(params)));
    if (!note) return notFound('Diese Notiz');
    if ((note.author as Json).staffId !== officer(request).staffId) {
      return problem(403, 'Keine Berechtigung', 'Nur der Verfasser löscht seine Notiz.');
    }
    caseNotes().remove(note.id);
    logAudit(request, String(note.entityType), note.entityId, 'delete', 'Notiz gelöscht');
    return HttpResponse.json({ ok: true, message: 'Notiz gelöscht.', affectedId: note.id });
  }),

  // Citizen data and the wanted flag [Fahndung]: each change in the file's audit trail.
  ...on('updateVcomCitizen', async ({ params, request }) => {
    const citizen = citizens().get(Number(params.citizenId));
    if (!citizen) return notFound('Diese Person');
    const input = await body(request);
    const patch: Json = {};
    const changes: Array<{ field: string; from: string; to: string }> = [];
    for (const key of ['address', 'phone', 'job', 'mugshot', 'dangerous'] as const) {
      if (input[key] === undefined || input[key] === citizen[key]) continue;
      patch[key] = typeof input[key] === 'string' ? String(input[key]).trim() : input[key];
      changes.push({ field: key, from: String(citizen[key] ?? ''), to: String(patch[key]) });
    }
    if (!changes.length) return HttpResponse.json(fileOf(citizen));
    const next = citizens().update(citizen.id, { ...patch, updatedAt: now() }) as Row;
    logAudit(request, 'citizen', citizen.id, 'update', 'Personendaten geändert', changes);
    return HttpResponse.json(fileOf(next));
  }),
  ...on('setVcomCitizenWanted', async ({ params, request }) => {
    const citizen = citizens().get(Number(params.citizenId));
    if (!citizen) return notFound('Diese Person');
    const input = await body(request);
    const wanted = input.wanted === true;
    const reason = String(input.reason ?? '').trim();
    if (wanted && !reason) return invalid('reason', 'Bitte gib den Grund der Fahndung an.');
    const level = wanted ? Math.min(5, Math.max(1, Number(input.level ?? 1) || 1)) : 0;
    const setAt = now();
    citizens().update(citizen.id, {
      wanted,
      wantedLevel: level,
      wantedReason: wanted ? reason : undefined,
      updatedAt: setAt,
    });
    logAudit(
      request,
      'citizen',
      citizen.id,
      'update',
      wanted
        ? `Zur Fahndung ausgeschrieben (Stufe ${level}): ${reason}`
        : `Fahndung aufgehoben${reason ? `: ${reason}` : ''}`,
    );
    return HttpResponse.json({
      citizenId: citizen.id,
      wanted,
      level,
      ...(wanted ? { reason } : {}),
      setBy: officer(request),
      setAt,
    });
  }),

  ...on('getVcomRegisteredWeapon', ({ params }) => {
    const serial = String(idParam(params)).toUpperCase();
    const found = weapons().where((w) => w.serial === serial)[0];
    if (!found) return notFound('Diese Waffe');
    const { ownerId: _, ...weapon } = found;
    return HttpResponse.json(weapon);
  }),
];
