// vcom administration with state (issue 24 point 1, "every change is logged"): the accounts of
// the organisations, their ranks and rights tables, the members, the audit trail, the staff card,
// the switch of the active account and the start tiles. Domain rules the mock keeps: an account
// belongs to a staff member with an HR file in its organisation, one account per staff member and
// organisation (409); a rank level is one of the organisation's ranks (422); a callsign is used once
// per organisation (422); only an unlocked account is locked and only a locked one unlocked (409);
// a rights table names every rank once (422); every change writes an audit entry (who, when, what)
// into the one vcom audit trail (./cases.ts). Team rights (manageAccounts, manageRights, viewAudit)
// are the check layer's (403).
import { HttpResponse, type RequestHandler } from 'msw';
import { TeamRight } from '../../../api/generated/model/teamRight';
import type { VcomSession } from '../../../api/generated/model/vcomSession';
import {
  actingVcomStaff,
  adminVcomSession,
  hrLeadVcomSession,
  judgeVcomSession,
  medicVcomSession,
  policeApproverVcomSession,
  policeVcomSession,
} from '../../scenarios/vcom-session';
import { collection, MOCK_REFERENCE_DATE } from '../../store';
import { body, done, idParam, notFound, now, on, page, problem, type Json } from '../kit';
import { chooseAccount, withActive } from './active';
import { audit, cases, officer } from './cases';
import { hrFiles, applications } from './hr';
import { slots } from './calendar';
import { treatments } from './medical';
import { hearings } from './justice';
import { RANKS, STAFF } from './staff';
import { warrants, type Row } from './world';

const at = (daysAgo: number) => new Date(MOCK_REFERENCE_DATE.getTime() - daysAgo * 86_400_000).toISOString();
const query = (request: Request) => new URL(request.url).searchParams;
const norm = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/_/g, ' ');
const conflict = (detail: string) => problem(409, 'Konflikt', detail);
const invalid = (field: string, message: string) => problem(422, 'Eingabe ungültig', message, [{ field, message }]);

const TEAMS: Record<string, { name: string; shortName: string; color: string }> = {
  police: { name: 'Los Santos Police Department', shortName: 'LSPD', color: '#1d4ed8' },
  medic: { name: 'Los Santos Medical Services', shortName: 'LSMS', color: '#b91c1c' },
  justice: { name: 'Justizministerium San Andreas', shortName: 'DOJ', color: '#6b21a8' },
};

/** The ranks of each organisation, lowest first (./staff.ts; the HR view's ranks, ./hr.ts rankName). */
export { RANKS };
const ranksOf = (team: unknown) => RANKS[String(team)] ?? [];

/** What each rank of an organisation may by default: the everyday rights, more with the rank. */
const BASE: Record<string, string[][]> = {
  police: [
    ['writeReports'],
    ['issueTickets', 'writeReports', 'workCases'],
    ['issueTickets', 'writeReports', 'workCases', 'requestOrders', 'arrest'],
    ['issueTickets', 'writeReports', 'workCases', 'requestOrders', 'arrest', 'writeRecords'],
    ['issueTickets', 'writeReports', 'workCases', 'requestOrders', 'arrest', 'writeRecords', 'archiveCase'],
    ['issueTickets', 'workCases', 'requestOrders', 'approveWarrant', 'arrest', 'releasePrisoner', 'viewAudit'],
    ['issueTickets', 'workCases', 'approveWarrant', 'manageAccounts', 'manageRights', 'viewAudit', 'manageHr'],
  ],
  medic: [
    [],
    ['treatPatients'],
    ['treatPatients', 'writeReports'],
    ['treatPatients', 'writeReports', 'prescribe'],
    ['treatPatients', 'prescribe', 'issueCertificates', 'manageMedicalRecords'],
    ['treatPatients', 'prescribe', 'issueCertificates', 'manageAccounts', 'manageRights', 'viewAudit'],
  ],
  justice: [
    [],
    ['workCourtCases'],
    ['workCourtCases', 'decidePetition'],
    ['workCourtCases', 'issueJudgment', 'decidePetition'],
    ['workCourtCases', 'issueJudgment', 'assignJudge', 'manageAccounts', 'manageRights', 'viewAudit'],
  ],
};

const staffRef = (a: Row) => ({
  staffId: a.staffId,
  name: a.name,
  team: a.team,
  rank: a.rank,
  ...(a.badgeNumber ? { badgeNumber: a.badgeNumber } : {}),
});

/** The accounts: the seeded staff who have one (./staff.ts, where their HR files come from too). */
export const accounts = () =>
  collection<Row>('vcom.accounts', () =>
    STAFF.filter((s) => s.account).map((s, i) => ({
      id: i + 1,
      staffId: s.staffId,
      name: s.name,
      team: s.team,
      rankLevel: s.rankLevel,
      rank: ranksOf(s.team)[s.rankLevel] ?? 'Mitarbeiter',
      badgeNumber: s.badgeNumber,
      callsign: s.callsign,
      department: s.department,
      locked: s.account?.locked === true,
      rights: BASE[s.team]?.[s.rankLevel] ?? [],
      extraRights: [],
      onDuty: s.account?.onDuty === true,
      ...(s.account?.onDuty ? { onDutySince: at(0.1) } : {}),
      lastLoginAt: at(i % 3),
      // An account is set up after the hiring, never before it.
      createdAt: at(Math.min(120 - i * 7, s.hiredDaysAgo)),
      hiredAt: at(s.hiredDaysAgo),
      phone: `555${String(3000 + i * 37)}`,
    })),
  );

/** The rights table per organisation: one row per team, its ranks' rights. */
const rightsTables = () =>
  collection<Row>('vcom.teamRights', () =>
    Object.keys(RANKS).map((team, i) => ({
      id: i + 1,
      team,
      ranks: ranksOf(team).map((name, level) => ({ level, name, rights: BASE[team]?.[level] ?? [] })),
      updatedAt: at(30),
    })),
  );
const tableOf = (team: string) => rightsTables().where((t) => t.team === team)[0];

/** An account as the contract shows it: rank rights plus its own extra rights. */
function accountOf(a: Row): Json {
  const { extraRights, onDuty: _d, onDutySince: _s, hiredAt: _h, phone: _p, ...rest } = a;
  const rank = ((tableOf(String(a.team))?.ranks as Json[] | undefined) ?? []).find((r) => r.level === a.rankLevel);
  const rights = new Set([...((rank?.rights as string[]) ?? []), ...((extraRights as string[]) ?? [])]);
  return { ...rest, rights: [...rights] };
}

/** Writes one audit entry of an account change by the acting staff member. */
function logChange(request: Request, a: Row, action: string, summary: string, changes?: Json[]) {
  audit().insert({
    at: now(),
    actor: actingVcomStaff(request) ?? officer(request),
    team: a.team,
    action,
    entityType: 'account',
    entityId: Number(a.id),
    summary: summary.slice(0, 300),
    ...(changes?.length ? { changes } : {}),
  });
}

const accountParam = (params: Record<string, unknown>) => accounts().get(Number(idParam(params)));
const TEAM_RIGHTS = new Set<string>(Object.values(TeamRight));
const newest = (a: Row, b: Row) => String(b.at).localeCompare(String(a.at));

/** The scenarios' sessions: the signed-in character's own accounts. */
const SESSIONS: VcomSession[] = [
  adminVcomSession,
  policeVcomSession,
  policeApproverVcomSession,
  medicVcomSession,
  judgeVcomSession,
  hrLeadVcomSession,
];

const accountHandlers = (): RequestHandler[] => [
  ...on('listVcomAccounts', ({ request }) => {
    const q = query(request);
    const text = norm(q.get('q')).trim();
    const found = accounts().where(
      (a) =>
        (!q.get('team') || a.team === q.get('team')) &&
        (q.get('locked') === null || String(a.locked) === q.get('locked')) &&
        (!text || [a.name, a.badgeNumber, a.callsign, a.staffId].some((v) => norm(v).includes(text))),
    );
    found.sort((a, b) => Number(b.rankLevel) - Number(a.rankLevel) || String(a.name).localeCompare(String(b.name)));
    return HttpResponse.json(page(request, found.map(accountOf)));
  }),
  ...on('getVcomAccount', ({ params }) => {
    const a = accountParam(params);
    if (a) return HttpResponse.json(accountOf(a));
    // A scenario's own account (the signed-in character's, ids 901-908) is one too.
    const own = SESSIONS.flatMap((x) => x.accounts).find((x) => x.id === Number(idParam(params)));
    return own ? HttpResponse.json(own) : notFound('Dieses Konto');
  }),
  ...on('createVcomAccount', async ({ request }) => {
    const input = await body(request);
    const team = String(input.team);
    const staffId = Number(input.staffId);
    const file = hrFiles().where((f) => (f.staff as Json).staffId === staffId && f.team === team)[0];
    const known = accounts().where((a) => a.staffId === staffId)[0];
    const name = (file?.staff as Json | undefined)?.name ?? known?.name;
    if (!name) return invalid('staffId', 'Zu dieser Dienstnummer gibt es keine Personalakte in dieser Organisation.');
    if (accounts().where((a) => a.staffId === staffId && a.team === team).length)
      return conflict('Dieses Mitglied hat in dieser Organisation schon ein Konto.');
    const rankLevel = Number(input.rankLevel);
    const rank = ranksOf(team)[rankLevel];
    if (!rank) return invalid('rankLevel', `Diese Organisation hat die Ränge 0 bis ${ranksOf(team).length - 1}.`);
    const created = accounts().insert({
      staffId,
      name,
      team,
      rankLevel,
      rank,
      ...(input.badgeNumber ? { badgeNumber: String(input.badgeNumber) } : {}),
      ...(input.department ? { department: String(input.department) } : {}),
      locked: false,
      extraRights: [],
      onDuty: false,
      createdAt: now(),
      hiredAt: (file?.hiredAt as string | undefined) ?? now(),
    });
    logChange(request, created, 'create', `Konto für ${String(name)} angelegt (${rank})`);
    return HttpResponse.json(accountOf(created), { status: 201 });
  }),
  ...on('updateVcomAccount', async ({ params, request }) => {
    const a = accountParam(params);
    if (!a) return notFound('Dieses Konto');
    const input = await body(request);
    if (
      input.callsign &&
      accounts().where((o) => o.id !== a.id && o.team === a.team && o.callsign === input.callsign).length
    )
      return invalid('callsign', 'Dieses Rufzeichen trägt schon ein anderes Konto der Organisation.');
    const changes: Json[] = [];
    for (const field of ['badgeNumber', 'callsign', 'department'] as const) {
      if (input[field] === undefined || input[field] === a[field]) continue;
      changes.push({ field, from: String(a[field] ?? ''), to: String(input[field]) });
      a[field] = String(input[field]);
    }
    accounts().update(a.id, {});
    if (changes.length) logChange(request, a, 'update', `Konto von ${String(a.name)} geändert`, changes);
    return HttpResponse.json(accountOf(a));
  }),
  ...on('deleteVcomAccount', ({ params, request }) => {
    const a = accountParam(params);
    if (!a) return notFound('Dieses Konto');
    accounts().remove(a.id);
    logChange(request, a, 'delete', `Konto von ${String(a.name)} gelöscht`);
    return done('Konto gelöscht.', a.id);
  }),
  ...on('setVcomAccountRights', async ({ params, request }) => {
    const a = accountParam(params);
    if (!a) return notFound('Dieses Konto');
    const input = await body(request);
    const rights = Array.isArray(input.rights) ? input.rights.map(String) : [];
    if (rights.some((r) => !TEAM_RIGHTS.has(r))) return invalid('rights', 'Ein Recht gibt es nicht.');
    const before = ((a.extraRights as string[]) ?? []).join(', ');
    accounts().update(a.id, { extraRights: [...new Set(rights)] });
    logChange(request, a, 'update', `Zusatzrechte von ${String(a.name)} gesetzt`, [
      { field: 'rights', from: before, to: [...new Set(rights)].join(', ') },
    ]);
    return HttpResponse.json(accountOf(a));
  }),
  ...on('lockVcomAccount', async ({ params, request }) => {
    const a = accountParam(params);
    if (!a) return notFound('Dieses Konto');
    if (a.locked) return conflict('Dieses Konto ist schon gesperrt.');
    const reason = String((await body(request)).reason ?? '').trim();
    if (reason.length < 3) return invalid('reason', 'Bitte gib einen Grund an (mindestens 3 Zeichen).');
    accounts().update(a.id, { locked: true });
    logChange(request, a, 'update', `Konto von ${String(a.name)} gesperrt: ${reason}`, [
      { field: 'locked', from: 'nein', to: 'ja' },
    ]);
    return HttpResponse.json(accountOf(a));
  }),
  ...on('unlockVcomAccount', ({ params, request }) => {
    const a = accountParam(params);
    if (!a) return notFound('Dieses Konto');
    if (!a.locked) return conflict('Dieses Konto ist nicht gesperrt.');
    accounts().update(a.id, { locked: false });
    logChange(request, a, 'update', `Konto von ${String(a.name)} entsperrt`, [
      { field: 'locked', from: 'ja', to: 'nein' },
    ]);
    return HttpResponse.json(accountOf(a));
  }),
  ...on('resetVcomAccountPin', ({ params, request }) => {
    const a = accountParam(params);
    if (!a) return notFound('Dieses Konto');
    const pin = String(100000 + Math.floor(Math.random() * 900000));
    logChange(request, a, 'update', `Neue Tablet-PIN für ${String(a.name)} ausgegeben`);
    return HttpResponse.json({ accountId: a.id, pin, expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
  }),
];

const teamOf = (params: Record<string, unknown>) => {
  const team = String(params.team ?? idParam(params));
  return RANKS[team] ? team : undefined;
};

const teamHandlers = (): RequestHandler[] => [
  ...on('listVcomTeams', () =>
    HttpResponse.json({
      items: Object.entries(TEAMS).map(([key, t]) => ({
        key,
        ...t,
        memberCount: accounts().where((a) => a.team === key).length,
        onDutyCount: accounts().where((a) => a.team === key && a.onDuty === true).length,
      })),
    }),
  ),
  ...on('listVcomTeamRanks', ({ params }) => {
    const team = teamOf(params);
    if (!team) return notFound('Diese Organisation');
    return HttpResponse.json({
      team,
      items: ranksOf(team).map((name, level) => ({
        level,
        name,
        memberCount: accounts().where((a) => a.team === team && a.rankLevel === level).length,
      })),
    });
  }),
  ...on('listVcomTeamMembers', ({ params, request }) => {
    const team = teamOf(params);
    if (!team) return notFound('Diese Organisation');
    const q = query(request);
    const text = norm(q.get('q')).trim();
    const found = accounts()
      .where(
        (a) =>
          a.team === team &&
          (q.get('onDuty') !== 'true' || a.onDuty === true) &&
          (!text || norm(a.name).includes(text)),
      )
      .sort((a, b) => Number(b.rankLevel) - Number(a.rankLevel));
    return HttpResponse.json(
      page(
        request,
        found.map((a) => ({
          staff: staffRef(a),
          onDuty: a.onDuty === true,
          ...(a.onDutySince ? { onDutySince: a.onDutySince } : {}),
          ...(a.callsign ? { callsign: a.callsign } : {}),
        })),
      ),
    );
  }),
  ...on('getVcomTeamRights', ({ params }) => {
    const team = teamOf(params);
    const table = team ? tableOf(team) : undefined;
    if (!table) return notFound('Diese Organisation');
    const { id: _, ...rest } = table;
    return HttpResponse.json(rest);
  }),
  ...on('setVcomTeamRights', async ({ params, request }) => {
    const team = teamOf(params);
    const table = team ? tableOf(team) : undefined;
    if (!team || !table) return notFound('Diese Organisation');
    const input = await body(request);
    const ranks = Array.isArray(input.ranks) ? (input.ranks as Json[]) : [];
    const levels = ranks.map((r) => Number(r.level));
    const known = ranksOf(team);
    if (levels.length !== known.length || new Set(levels).size !== levels.length || levels.some((l) => !known[l]))
      return invalid('ranks', 'Die Tabelle muss jeden Rang der Organisation genau einmal nennen.');
    if (ranks.some((r) => !Array.isArray(r.rights) || (r.rights as unknown[]).some((x) => !TEAM_RIGHTS.has(String(x)))))
      return invalid('ranks', 'Ein Recht gibt es nicht.');
    const old = table.ranks as Json[];
    const next = [...ranks]
      .sort((a, b) => Number(a.level) - Number(b.level))
      .map((r) => ({
        level: Number(r.level),
        name: known[Number(r.level)],
        rights: [...new Set(r.rights as string[])],
      }));
    const changes = next
      .map((r) => {
        const before = ((old.find((o) => o.level === r.level)?.rights as string[]) ?? []).slice().sort().join(', ');
        const after = r.rights.slice().sort().join(', ');
        return before === after ? undefined : { field: String(r.name), from: before, to: after };
      })
      .filter((c): c is { field: string; from: string; to: string } => c !== undefined);
    rightsTables().update(table.id, { ranks: next, updatedAt: now() });
    if (changes.length)
      audit().insert({
        at: now(),
        actor: actingVcomStaff(request) ?? officer(request),
        team,
        action: 'update',
        entityType: 'account',
        entityId: Number(table.id),
        summary: `Rechtetabelle geändert (${changes.length} ${changes.length === 1 ? 'Rang' : 'Ränge'})`,
        changes,
      });
    const { id: _, ...rest } = tableOf(team) as Row;
    return HttpResponse.json(rest);
  }),
];

const auditHandlers = (): RequestHandler[] => [
  ...on('listVcomAudit', ({ request }) => {
    const q = query(request);
    const found = audit()
      .where((a) => a.entityType === q.get('entityType') && a.entityId === Number(q.get('entityId')))
      .sort(newest);
    return HttpResponse.json(page(request, found));
  }),
  ...on('listVcomTeamAudit', ({ params, request }) => {
    const team = teamOf(params);
    if (!team) return notFound('Diese Organisation');
    const q = query(request);
    const from = q.get('from');
    const to = q.get('to');
    const found = audit()
      .where(
        (a) =>
          (a.team ?? (a.actor as Json | undefined)?.team) === team &&
          (!q.get('entityType') || a.entityType === q.get('entityType')) &&
          (!from || String(a.at).slice(0, 10) >= from) &&
          (!to || String(a.at).slice(0, 10) <= to),
      )
      .sort(newest);
    return HttpResponse.json(page(request, found));
  }),
  ...on('listVcomUserAudit', ({ params, request }) => {
    const staffId = Number(idParam(params));
    const found = audit()
      .where((a) => (a.actor as Json | undefined)?.staffId === staffId)
      .sort(newest);
    return HttpResponse.json(page(request, found));
  }),
];

const sessionHandlers = (): RequestHandler[] => [
  ...on('selectVcomAccount', ({ params }) => {
    const id = Number(idParam(params));
    const session = SESSIONS.find((s) => s.accounts.some((a) => a.id === id));
    const account = session?.accounts.find((a) => a.id === id);
    if (!session || !account) return notFound('Dieses Konto');
    if (account.locked) return conflict('Dieses Konto ist gesperrt.');
    chooseAccount(id);
    return HttpResponse.json(withActive(session));
  }),
  ...on('getVcomStaffProfile', ({ params }) => {
    const staffId = Number(idParam(params));
    const a = accounts().where((x) => x.staffId === staffId)[0];
    if (a) {
      return HttpResponse.json({
        staff: staffRef(a),
        ...(a.department ? { department: a.department } : {}),
        ...(a.callsign ? { callsign: a.callsign } : {}),
        phone: a.phone,
        onDuty: a.onDuty === true,
        hiredAt: a.hiredAt,
      });
    }
    // A staff member with an HR file but no account yet (hired, not set up): the file names him.
    const file = hrFiles().where((f) => (f.staff as Json).staffId === staffId)[0];
    if (file) {
      return HttpResponse.json({
        staff: file.staff,
        ...(file.department ? { department: file.department } : {}),
        ...(file.callsign ? { callsign: file.callsign } : {}),
        onDuty: false,
        hiredAt: file.hiredAt,
      });
    }
    // A scenario's own account (the signed-in character): its session names it.
    const own = SESSIONS.flatMap((s) => s.accounts).find((x) => x.staffId === staffId);
    if (!own) return notFound('Dieses Mitglied');
    return HttpResponse.json({
      staff: {
        staffId: own.staffId,
        name: own.name,
        team: own.team,
        rank: own.rank,
        ...(own.badgeNumber ? { badgeNumber: own.badgeNumber } : {}),
      },
      ...(own.department ? { department: own.department } : {}),
      ...(own.callsign ? { callsign: own.callsign } : {}),
      onDuty: SESSIONS.find((s) => s.accounts.includes(own))?.onDuty ?? false,
      hiredAt: own.createdAt,
    });
  }),
  ...on('getVcomDashboard', ({ params }) => {
    const team = String(params.team ?? idParam(params));
    if (!RANKS[team] && team !== 'dispatch') return notFound('Diese Organisation');
    const open = (s: unknown) => s === 'submitted' || s === 'inReview' || s === 'interview';
    const today = new Date().toISOString().slice(0, 10);
    const police = team === 'police';
    return HttpResponse.json({
      team,
      onDutyCount: accounts().where((a) => a.team === team && a.onDuty === true).length,
      openCases: police ? cases().where((c) => c.status === 'open' || c.status === 'inProgress').length : 0,
      pendingOrders: police ? warrants().where((w) => w.status === 'requested').length : 0,
      activeWarrants: police ? warrants().where((w) => w.status === 'approved').length : 0,
      ...(team === 'medic' ? { activeTreatments: treatments().where((t) => t.status !== 'closed').length } : {}),
      ...(team === 'justice' ? { upcomingHearings: hearings().where((h) => h.status === 'scheduled').length } : {}),
      todaySlots: slots().where((s) => s.team === team && String(s.startsAt).slice(0, 10) === today).length,
      openApplications: applications().where((a) => a.team === team && open(a.status)).length,
    });
  }),
];

export const adminHandlers = (): RequestHandler[] => [
  ...accountHandlers(),
  ...teamHandlers(),
  ...auditHandlers(),
  ...sessionHandlers(),
];
