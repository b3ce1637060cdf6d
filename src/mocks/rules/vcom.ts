// The authorities' domain rules (issues: "Ticket totals equal the sum of their offences; offences
// come from the legal code; a warrant has an issuer with the right; records reference existing
// citizens; only the police team may issue tickets and arrest" and "A hearing lies after the case
// was opened; an HR file belongs to a hired application; clock-out follows clock-in; weekly totals
// equal the sum of the shifts; calendar slots do not overlap"; issue 24 point 5: "an arrest with
// prison time"). Read as admin (every team); the team rules asked as the police, medic and judge,
// HR, working times and the calendar as the HR lead.
import { before, itemsOf, list, ok2xx, read, type Ask, type Json, type Rule } from './kit';

const HR = 'hrLead';
const TEAMS = ['police', 'medic', 'justice'];
const finishedMinutes = (shifts: Json[]) =>
  sum(
    shifts.filter((x) => x.endedAt),
    'minutes',
  );
/** Monday of this week and Sunday, as dates (the week the duty state counts). */
function thisWeek(): [string, string] {
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return [monday.toISOString().slice(0, 10), sunday.toISOString().slice(0, 10)];
}

const tickets = (ask: Ask) => list(ask, '/api/vcom/police/tickets');
const sum = (xs: Json[], key: string) => xs.reduce((s, x) => s + (Number(x[key]) || 0), 0);

/** `[what, id, citizen]` records whose citizen the register does not know (by id and name). */
async function citizensExist(ask: Ask, records: Json[][]): Promise<string[]> {
  const out: string[] = [];
  for (const [what, id, citizen] of records) {
    const a = await ask('GET', `/api/vcom/police/citizens/${citizen?.id}`);
    if (!ok2xx(a.status) || a.body?.name !== citizen?.name)
      out.push(`${what} ${id}: citizen ${JSON.stringify(citizen)} does not exist (${a.status} ${a.body?.name ?? ''})`);
  }
  return out.slice(0, 5);
}

export const rules: Rule[] = [
  {
    name: 'ticket totals equal the sum of their offences, and offences come from the legal code',
    async check(ask) {
      const out: string[] = [];
      const code = new Map((await list(ask, '/api/vcom/police/crimes')).map((c) => [c.id, c]));
      for (const t of await tickets(ask)) {
        const offences = (t.offences ?? []) as Json[];
        if (!offences.length) out.push(`ticket ${t.ticketNumber} has no offence`);
        if (t.totalFine !== sum(offences, 'fine'))
          out.push(`ticket ${t.ticketNumber}: total ${t.totalFine}, offences sum to ${sum(offences, 'fine')}`);
        if (t.totalPoints !== sum(offences, 'points'))
          out.push(`ticket ${t.ticketNumber}: ${t.totalPoints} points, offences sum to ${sum(offences, 'points')}`);
        for (const o of offences)
          if (code.get(o.crime?.id)?.code !== o.crime?.code)
            out.push(`ticket ${t.ticketNumber}: offence ${o.crime?.code} (${o.crime?.id}) is not in the legal code`);
      }
      return out.slice(0, 5);
    },
  },
  {
    name: 'tickets and warrants reference existing citizens',
    async check(ask) {
      const records = [
        ...(await tickets(ask)).map((t) => ['ticket', t.ticketNumber, t.citizen]),
        ...(await list(ask, '/api/vcom/police/warrants')).map((w) => ['warrant', w.id, w.citizen]),
      ];
      return citizensExist(ask, records);
    },
  },
  {
    name: 'arrests and criminal records reference existing citizens',
    async check(ask) {
      const people = await list(ask, '/api/vcom/police/citizens?limit=100');
      const recorded: Json[][] = [];
      for (const c of people)
        for (const r of await list(ask, `/api/vcom/police/citizens/${c.id}/records?limit=100`))
          recorded.push(['record', r.id, r.citizen]);
      return citizensExist(ask, [
        ...(await list(ask, '/api/vcom/police/arrests?limit=100')).map((a) => ['arrest', a.id, a.citizen]),
        ...recorded,
      ]);
    },
  },
  {
    name: 'an arrest takes its offences and prison time from the legal code, and executes its warrant',
    async check(ask) {
      const out: string[] = [];
      const code = new Map((await list(ask, '/api/vcom/police/crimes?limit=100')).map((c) => [c.id, c]));
      for (const a of await list(ask, '/api/vcom/police/arrests?limit=100')) {
        for (const c of (a.crimes ?? []) as Json[])
          if (code.get(c.id)?.code !== c.code) out.push(`arrest ${a.id}: offence ${c.code} is not in the legal code`);
        if (!(a.prisonMinutes >= 0 && a.prisonMinutes <= 600)) out.push(`arrest ${a.id}: ${a.prisonMinutes} minutes`);
      }
      const warrant = (await list(ask, '/api/vcom/police/warrants', 'police')).find((w) => w.kind === 'arrestWarrant');
      if (!warrant) return out;
      const crime = [...code.values()].find((c) => c.prisonMinutes > 0) ?? [...code.values()][0];
      const tooLong = await ask('POST', '/api/vcom/police/arrests', {
        body: { citizenId: warrant.citizen.id, crimeIds: [crime.id], prisonMinutes: 601 },
        scenario: 'police',
      });
      if (tooLong.status !== 422) out.push(`an arrest with 601 minutes: ${tooLong.status}, not 422`);
      const made = await ask('POST', '/api/vcom/police/arrests', {
        body: { citizenId: warrant.citizen.id, crimeIds: [crime.id], orderId: warrant.id },
        scenario: 'police',
      });
      if (made.status !== 201) return [...out, `an arrest on warrant ${warrant.id} as the police: ${made.status}`];
      if (made.body?.prisonMinutes !== crime.prisonMinutes)
        out.push(
          `arrest ${made.body?.id}: ${made.body?.prisonMinutes} minutes, the offence has ${crime.prisonMinutes}`,
        );
      const order = await read(ask, `/api/vcom/police/orders/${warrant.id}`, 'police');
      if (order.status !== 'executed') out.push(`warrant ${warrant.id} after the arrest: ${order.status}`);
      const others = (await list(ask, '/api/vcom/police/warrants', 'police')).filter(
        (w) => w.citizen?.id === warrant.citizen.id,
      );
      const citizen = await read(ask, `/api/vcom/police/citizens/${warrant.citizen.id}`, 'police');
      if (!others.length && citizen.wanted) out.push(`citizen ${citizen.id} still wanted after the arrest`);
      return out;
    },
  },
  {
    name: 'a warrant has an issuer with the right: requested and decided by the police, only an approver approves',
    async check(ask) {
      const out: string[] = [];
      for (const w of await list(ask, '/api/vcom/police/warrants')) {
        if (w.requestedBy?.team !== 'police') out.push(`warrant ${w.id} requested by ${JSON.stringify(w.requestedBy)}`);
        if (w.status === 'approved' && (w.decidedBy?.team !== 'police' || !before(w.requestedAt, w.decidedAt)))
          out.push(
            `approved warrant ${w.id}: decided by ${w.decidedBy?.name} (${w.decidedBy?.team}) at ${w.decidedAt}`,
          );
      }
      // Both sides: an officer without approveWarrant may not approve, a supervisor may ask.
      const pending = await read(ask, '/api/vcom/police/orders/pending?limit=1', 'policeApprover');
      const id = pending.items?.[0]?.id ?? 1;
      const officer = await ask('POST', `/api/vcom/police/orders/${id}/approve`, { body: {}, scenario: 'police' });
      if (officer.status !== 403)
        out.push(`an officer without approveWarrant approving order ${id}: ${officer.status}, not 403`);
      const approver = await ask('POST', `/api/vcom/police/orders/${id}/approve`, {
        body: {},
        scenario: 'policeApprover',
      });
      if (approver.status === 403) out.push(`a supervisor with approveWarrant approving order ${id}: 403`);
      return out;
    },
  },
  {
    name: 'only the police team may issue tickets and arrest',
    async check(ask) {
      const out: string[] = [];
      const citizen = (await list(ask, '/api/vcom/police/citizens?q=a'))[0] ?? { id: 1 };
      const crime = (await list(ask, '/api/vcom/police/crimes'))[0] ?? { id: 1 };
      const ticket = { citizenId: citizen.id, offences: [{ crimeId: crime.id }], location: 'Grove Street' };
      const arrest = { citizenId: citizen.id, crimeIds: [crime.id], prisonMinutes: 10, reason: 'Regelprüfung' };
      for (const scenario of ['medic', 'judge']) {
        for (const [what, url, body] of [
          ['a ticket', '/api/vcom/police/tickets', ticket],
          ['an arrest', '/api/vcom/police/arrests', arrest],
        ] as const) {
          const a = await ask('POST', url, { body, scenario });
          if (a.status !== 403) out.push(`${what} as ${scenario}: ${a.status}, not 403`);
        }
      }
      const police = await ask('POST', '/api/vcom/police/tickets', { body: ticket, scenario: 'police' });
      if (police.status === 403) out.push('a ticket as the police: 403');
      return out;
    },
  },
  {
    name: 'a hearing lies after the case was opened',
    async check(ask) {
      const out: string[] = [];
      for (const c of await list(ask, '/api/vcom/justice/courtcases')) {
        for (const h of await list(ask, `/api/vcom/justice/courtcases/${c.id}/hearings`)) {
          if (h.courtCaseId !== undefined && h.courtCaseId !== c.id)
            out.push(`hearing ${h.id} of case ${h.courtCaseId} listed under case ${c.id}`);
          if (!before(c.filedAt, h.startsAt))
            out.push(`case ${c.number}: hearing ${h.id} at ${h.startsAt}, filed ${c.filedAt}`);
        }
      }
      return out.slice(0, 5);
    },
  },
  {
    // Issue 25 point 2 (the court's files): every change is logged; an appeal only within its period.
    name: 'a court case change lands in its audit trail; a judgment that is not appealable takes no appeal',
    async check(ask) {
      const out: string[] = [];
      const url = '/api/vcom/justice/courtcases/2';
      const before = (await list(ask, `${url}/audit`)).length;
      const note = await ask('POST', `${url}/notes`, { body: { text: 'Prüfnotiz der Aufsicht' }, scenario: 'judge' });
      const after = (await list(ask, `${url}/audit`)).length;
      if (ok2xx(note.status) && after !== before + 1)
        out.push(`a note on case 2 (${note.status}) left the audit trail at ${before} → ${after} entries`);
      for (const j of await list(ask, '/api/vcom/justice/judgments')) {
        if (j.status === 'appealable') continue;
        const body = { reason: 'Prüfung der Berufungsfrist' };
        const a = await ask('POST', `/api/vcom/justice/judgments/${j.id}/appeal`, { body, scenario: 'judge' });
        if (a.status !== 409) out.push(`judgment ${j.id} (${j.status}) took an appeal: ${a.status}, not 409`);
      }
      return out.slice(0, 5);
    },
  },
  {
    name: "leave ends on or after its first day and never overlaps the member's approved leave",
    async check(ask) {
      const out: string[] = [];
      const asLead = { scenario: 'hrLead' };
      const all = itemsOf((await ask('GET', '/api/vcom/hr/leave?limit=100', asLead)).body);
      const approved = all.filter((l) => l.status === 'approved');
      for (const l of all) if (String(l.to) < String(l.from)) out.push(`leave ${l.id}: ${l.from} to ${l.to}`);
      for (const a of approved)
        for (const b of approved)
          if (a.id < b.id && a.staff?.staffId === b.staff?.staffId && a.from <= b.to && a.to >= b.from)
            out.push(`approved leave ${a.id} and ${b.id} of staff ${a.staff?.staffId} overlap`);
      const backwards = await ask('POST', '/api/vcom/hr/leave', {
        body: { from: '2027-03-10', to: '2027-03-08' },
        ...asLead,
      });
      if (backwards.status !== 422) out.push(`leave ending before its start: ${backwards.status}`);
      const mine = itemsOf((await ask('GET', '/api/vcom/hr/leave?mine=true&status=approved', asLead)).body)[0];
      if (mine) {
        const overlap = await ask('POST', '/api/vcom/hr/leave', { body: { from: mine.from, to: mine.to }, ...asLead });
        if (overlap.status !== 422) out.push(`leave over approved leave ${mine.id}: ${overlap.status}`);
      }
      return out.slice(0, 5);
    },
  },
  {
    name: 'an HR file belongs to a hired application of the same person',
    async check(ask) {
      const out: string[] = [];
      for (const team of TEAMS) {
        for (const f of await list(ask, `/api/vcom/hr/files?team=${team}`, HR)) {
          const file = await read(ask, `/api/vcom/hr/files/${f.staff?.staffId}`, HR);
          const app = await ask('GET', `/api/vcom/hr/applications/${file.applicationId}`, { scenario: HR });
          if (!ok2xx(app.status))
            out.push(`HR file ${f.staff?.staffId}: application ${file.applicationId} ${app.status}`);
          else if (
            app.body.status !== 'hired' ||
            app.body.applicant?.name !== file.staff?.name ||
            app.body.team !== team
          )
            out.push(
              `HR file ${f.staff?.staffId} (${file.staff?.name}, ${team}): application ${app.body.id} is ` +
                `${app.body.status}, of ${app.body.applicant?.name} (${app.body.team})`,
            );
        }
      }
      // Both sides: an open application hires no one; accepted, it hires once and is "hired" then.
      const open = (await list(ask, '/api/vcom/hr/applications?team=police&status=submitted', HR))[0];
      if (!open) return [...out, 'no submitted police application to check hiring with'];
      const hire = { applicationId: open.id, citizenId: open.applicant?.id, team: 'police', rankLevel: 1 };
      const early = await ask('POST', '/api/vcom/hr/hires', { body: hire, scenario: HR });
      if (ok2xx(early.status)) out.push(`hiring on the open application ${open.id}: ${early.status}`);
      const accepted = await ask('POST', `/api/vcom/hr/applications/${open.id}/accept`, { body: {}, scenario: HR });
      if (!ok2xx(accepted.status)) return [...out, `accepting application ${open.id}: ${accepted.status}`];
      const hired = await ask('POST', '/api/vcom/hr/hires', { body: hire, scenario: HR });
      if (hired.status !== 201) return [...out, `hiring on the accepted application ${open.id}: ${hired.status}`];
      const after = await read(ask, `/api/vcom/hr/applications/${open.id}`, HR);
      if (after.status !== 'hired') out.push(`application ${open.id} after hiring: ${after.status}`);
      const again = await ask('POST', '/api/vcom/hr/hires', { body: hire, scenario: HR });
      if (ok2xx(again.status)) out.push(`hiring twice on application ${open.id}: ${again.status}`);
      return out.slice(0, 5);
    },
  },
  {
    name: 'clock-out follows clock-in, and every shift ends after it starts',
    async check(ask) {
      const out: string[] = [];
      const state = await read(ask, '/api/vcom/workingtimes/current', HR);
      if (state.onDuty) await ask('POST', '/api/vcom/workingtimes/clockout', { body: {}, scenario: HR });
      const early = await ask('POST', '/api/vcom/workingtimes/clockout', { body: {}, scenario: HR });
      if (early.status !== 409) out.push(`clock-out without clock-in: ${early.status}, not 409`);
      const clockIn = await ask('POST', '/api/vcom/workingtimes/clockin', { body: { team: 'police' }, scenario: HR });
      if (!ok2xx(clockIn.status) || !clockIn.body?.onDuty) out.push(`clock-in: ${clockIn.status}`);
      const twice = await ask('POST', '/api/vcom/workingtimes/clockin', { body: { team: 'police' }, scenario: HR });
      if (twice.status !== 409) out.push(`a second clock-in: ${twice.status}, not 409`);
      const clockOut = await ask('POST', '/api/vcom/workingtimes/clockout', { body: {}, scenario: HR });
      if (!ok2xx(clockOut.status)) out.push(`clock-out after clock-in: ${clockOut.status}`);
      for (const x of await list(ask, '/api/vcom/workingtimes', HR))
        if (x.endedAt && !before(x.startedAt, x.endedAt)) out.push(`shift ${x.id}: ${x.startedAt} to ${x.endedAt}`);
      return out.slice(0, 5);
    },
  },
  {
    name: 'weekly totals equal the sum of the shifts',
    async check(ask) {
      const out: string[] = [];
      const [from, to] = thisWeek();
      const week = await read(ask, `/api/vcom/workingtimes?from=${from}&to=${to}&limit=100`, HR);
      const shifts = itemsOf(week);
      if (week.totalMinutes !== finishedMinutes(shifts))
        out.push(`my week ${from}: total ${week.totalMinutes}, shifts sum to ${finishedMinutes(shifts)}`);
      const state = await read(ask, '/api/vcom/workingtimes/current', HR);
      if (state.weekMinutes !== finishedMinutes(shifts))
        out.push(`duty state: ${state.weekMinutes} minutes this week, shifts sum to ${finishedMinutes(shifts)}`);
      const team = await read(ask, `/api/vcom/teams/police/workingtimes?from=${from}&to=${to}&limit=100`, HR);
      const rows = itemsOf(team);
      if (team.totalMinutes !== sum(rows, 'minutes'))
        out.push(`police week ${from}: total ${team.totalMinutes}, rows sum to ${sum(rows, 'minutes')}`);
      for (const r of rows.slice(0, 5)) {
        const own = itemsOf(
          await read(ask, `/api/vcom/users/${r.staff?.staffId}/workingtimes?from=${from}&to=${to}&limit=100`, HR),
        );
        if (r.minutes !== finishedMinutes(own))
          out.push(`${r.staff?.name}: ${r.minutes} minutes in the overview, shifts sum to ${finishedMinutes(own)}`);
      }
      return out.slice(0, 5);
    },
  },
  {
    name: 'calendar slots of one organisation do not overlap',
    async check(ask) {
      const out: string[] = [];
      for (const team of TEAMS) {
        const slots = (await list(ask, `/api/vcom/calendar/slots?team=${team}`, HR)).filter(
          (x) => x.status !== 'cancelled',
        );
        for (const a of slots)
          for (const b of slots)
            if (a.id < b.id && before(a.startsAt, b.endsAt) && before(b.startsAt, a.endsAt))
              out.push(
                `${team}: slots ${a.id} and ${b.id} overlap (${a.startsAt}–${a.endsAt}, ${b.startsAt}–${b.endsAt})`,
              );
      }
      const taken = (await list(ask, '/api/vcom/calendar/slots?team=police', HR)).find((x) => x.status !== 'cancelled');
      if (taken) {
        const clash = await ask('POST', '/api/vcom/calendar/slots', {
          body: {
            team: 'police',
            title: 'Regelprüfung',
            kind: taken.kind,
            startsAt: taken.startsAt,
            endsAt: taken.endsAt,
          },
          scenario: HR,
        });
        if (ok2xx(clash.status)) out.push(`a slot over slot ${taken.id}: ${clash.status}`);
      }
      return out.slice(0, 5);
    },
  },
  {
    // Issue 24 point 3: a correction changes the offences, the mock recounts the totals.
    name: 'a corrected ticket keeps its totals the sum of its offences from the legal code',
    async check(ask) {
      const out: string[] = [];
      const open = (await list(ask, '/api/vcom/police/tickets?status=open'))[0];
      const crimes = (await list(ask, '/api/vcom/police/crimes')).slice(0, 2);
      if (!open || crimes.length < 2) return out;
      const body = { crimeIds: crimes.map((c) => c.id), totalFine: 1 };
      const a = await ask('PATCH', `/api/vcom/police/tickets/${open.id}`, { body, scenario: 'police' });
      if (!ok2xx(a.status)) return [`correcting ticket ${open.ticketNumber}: ${a.status}`];
      const fine = sum(crimes, 'fine');
      if (a.body?.totalFine !== fine)
        out.push(`ticket ${open.ticketNumber}: total ${a.body?.totalFine} after a correction, offences sum to ${fine}`);
      const bad = await ask('PATCH', `/api/vcom/police/tickets/${open.id}`, {
        body: { crimeIds: [999999] },
        scenario: 'police',
      });
      if (bad.status !== 422) out.push(`an offence outside the legal code: ${bad.status}, not 422`);
      return out;
    },
  },
];
