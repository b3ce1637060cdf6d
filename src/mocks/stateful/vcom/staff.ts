// The staff of the vcom world (issue 15: one identity per staffId). Every staff member the world
// names (an account, the author of a seeded record, a judge, the scenarios' own accounts) has one
// HR file under his staffId, as the contract promises ("the one id from hiring to HR file"), so a
// reference like `issuedBy.staffId` resolves to getVcomHrFile; and, as issue 25 says, every HR
// file belongs to a hired application of the same person in the same organisation (the
// colleagues' from their hiring, the scenario character's one per organisation). ./hr.ts seeds its
// own two files (1001, 1002) and applications and adds these; ./admin.ts builds its accounts from STAFF.
import {
  adminVcomSession,
  hrLeadVcomSession,
  judgeVcomSession,
  medicVcomSession,
  policeApproverVcomSession,
  policeVcomSession,
} from '../../scenarios/vcom-session';
import { MOCK_REFERENCE_DATE } from '../../store';
import type { Json } from '../kit';

const at = (daysAgo: number) => new Date(MOCK_REFERENCE_DATE.getTime() - daysAgo * 86_400_000).toISOString();

/** The ranks of each organisation, lowest first (shared by accounts and HR files). */
export const RANKS: Record<string, string[]> = {
  police: ['Anwärter', 'Officer', 'Officer II', 'Senior Officer', 'Sergeant', 'Lieutenant', 'Captain'],
  medic: ['Praktikant', 'Rettungshelfer', 'Rettungssanitäter', 'Notfallsanitäter', 'Notarzt', 'Oberarzt'],
  justice: ['Referendar', 'Justizangestellter', 'Staatsanwalt', 'Richter', 'Vorsitzender Richter'],
};
const rankOf = (team: string, level: number) => RANKS[team]?.[level] ?? 'Mitarbeiter';

export interface Staff {
  staffId: number;
  name: string;
  team: string;
  rankLevel: number;
  badgeNumber?: string;
  callsign?: string;
  department: string;
  /** Has a vcom account (./admin.ts): locked, on duty. */
  account?: { locked: boolean; onDuty: boolean };
  hiredDaysAgo: number;
}

/**
 * The seeded staff: the accounts of ./admin.ts and the colleagues the other modules name
 * (world.ts's officers, medical.ts's doctor, justice.ts's judge, prosecutor and clerk).
 */
export const STAFF: Staff[] = [
  {
    staffId: 902,
    name: 'Sam_Wagner',
    team: 'police',
    rankLevel: 4,
    badgeNumber: '214',
    callsign: 'ADAM-7',
    department: 'Streifendienst',
    account: { locked: false, onDuty: true },
    hiredDaysAgo: 200,
  },
  {
    staffId: 905,
    name: 'Karl_Braun',
    team: 'police',
    rankLevel: 6,
    badgeNumber: '12',
    callsign: 'LINCOLN-1',
    department: 'Streifendienst',
    account: { locked: false, onDuty: true },
    hiredDaysAgo: 189,
  },
  {
    staffId: 911,
    name: 'Nina_Roth',
    team: 'police',
    rankLevel: 1,
    badgeNumber: '377',
    callsign: 'ADAM-31',
    department: 'Verkehrspolizei',
    account: { locked: false, onDuty: false },
    hiredDaysAgo: 178,
  },
  {
    staffId: 1002,
    name: 'Emma_Koch',
    team: 'police',
    rankLevel: 3,
    badgeNumber: '415',
    callsign: 'DAVID-3',
    department: 'Kriminalpolizei',
    account: { locked: false, onDuty: false },
    hiredDaysAgo: 90,
  },
  {
    staffId: 921,
    name: 'Jan_Schreiber',
    team: 'police',
    rankLevel: 2,
    badgeNumber: '290',
    callsign: 'ADAM-18',
    department: 'Streifendienst',
    account: { locked: true, onDuty: false },
    hiredDaysAgo: 156,
  },
  {
    staffId: 931,
    name: 'Mia_Schulz',
    team: 'medic',
    rankLevel: 4,
    badgeNumber: '51',
    callsign: 'MED-4',
    department: 'Rettungsdienst',
    account: { locked: false, onDuty: true },
    hiredDaysAgo: 145,
  },
  {
    staffId: 932,
    name: 'Ben_Lorenz',
    team: 'medic',
    rankLevel: 2,
    badgeNumber: '63',
    callsign: 'MED-9',
    department: 'Notaufnahme',
    account: { locked: false, onDuty: false },
    hiredDaysAgo: 134,
  },
  {
    staffId: 941,
    name: 'Greta_Lang',
    team: 'justice',
    rankLevel: 3,
    badgeNumber: '8',
    callsign: 'JUS-1',
    department: 'Amtsgericht',
    account: { locked: false, onDuty: false },
    hiredDaysAgo: 123,
  },
  {
    staffId: 942,
    name: 'Ole_Hartmann',
    team: 'justice',
    rankLevel: 2,
    department: 'Staatsanwaltschaft',
    hiredDaysAgo: 110,
  },
  { staffId: 943, name: 'Ida_Vogel', team: 'justice', rankLevel: 1, department: 'Amtsgericht', hiredDaysAgo: 70 },
];

/** The application id of `name` to `team` (hired), from ./hr.ts's applications. */
type ApplicationOf = (name: string, team: string) => number | undefined;

const MOTIVATION: Record<string, string> = {
  police: 'Ich möchte für Sicherheit in Los Santos sorgen und bringe Ruhe und Ausdauer mit.',
  medic: 'Ich möchte Menschen in Not helfen und habe den Sanitätskurs abgeschlossen.',
  justice: 'Ich habe Rechtswissenschaften studiert und möchte an einem fairen Gericht mitwirken.',
  dispatch: 'Ich behalte auch in hektischen Lagen den Überblick und möchte die Einsätze koordinieren.',
};

/** A hired application: sent a week before the hiring, decided on its day. */
const hiredApplication = (applicant: { id: number; name: string }, team: string, hiredAt: string): Json => ({
  team,
  applicant,
  status: 'hired',
  motivation: MOTIVATION[team] ?? MOTIVATION.police,
  answers: [],
  submittedAt: new Date(Date.parse(hiredAt) - 7 * 86_400_000).toISOString(),
  updatedAt: hiredAt,
  commentCount: 0,
});

/** The scenarios' own accounts (the signed-in character's): each one is a staff member too. */
const sessionAccounts = () => {
  const seen = new Set<number>();
  return [
    adminVcomSession,
    policeVcomSession,
    policeApproverVcomSession,
    medicVcomSession,
    judgeVcomSession,
    hrLeadVcomSession,
  ]
    .flatMap((s) => s.accounts)
    .filter((a) => !seen.has(a.staffId) && seen.add(a.staffId));
};

/**
 * The hired applications behind the seeded HR files: one per colleague, and one per organisation
 * of the scenario character (`me`: all his accounts there are the same person's service).
 */
export function staffApplications(me: { id: number; name: string }, except: ReadonlySet<number>): Json[] {
  // A colleague outside the citizen register: a character id of his own (2001...).
  const colleagues = STAFF.filter((s) => !except.has(s.staffId)).map((s, i) =>
    hiredApplication({ id: 2001 + i, name: s.name }, s.team, at(s.hiredDaysAgo)),
  );
  const teams = new Map<string, string>();
  for (const a of sessionAccounts()) if (!teams.has(a.team)) teams.set(a.team, a.createdAt);
  const own = [...teams].map(([team, hiredAt]) => hiredApplication(me, team, hiredAt));
  return [...colleagues, ...own];
}

/** The HR file of a seeded staff member. */
function fileOf(s: Staff, applicationOf: ApplicationOf): Json {
  const rank = rankOf(s.team, s.rankLevel);
  const applicationId = applicationOf(s.name, s.team);
  return {
    version: 1,
    staff: {
      staffId: s.staffId,
      name: s.name,
      team: s.team,
      rank,
      ...(s.badgeNumber ? { badgeNumber: s.badgeNumber } : {}),
    },
    team: s.team,
    rankLevel: s.rankLevel,
    status: 'active',
    department: s.department,
    ...(s.callsign ? { callsign: s.callsign } : {}),
    hiredAt: at(s.hiredDaysAgo),
    ...(applicationId ? { applicationId } : {}),
    trainingCount: 0,
    commendations: [],
  };
}

/** The HR files of the scenarios' own accounts. */
function sessionFiles(applicationOf: ApplicationOf): Json[] {
  return sessionAccounts().map((a) => {
    const applicationId = applicationOf(a.name, a.team);
    return {
      version: 1,
      staff: {
        staffId: a.staffId,
        name: a.name,
        team: a.team,
        rank: a.rank,
        ...(a.badgeNumber ? { badgeNumber: a.badgeNumber } : {}),
      },
      team: a.team,
      rankLevel: a.rankLevel,
      status: 'active',
      ...(a.department ? { department: a.department } : {}),
      ...(a.callsign ? { callsign: a.callsign } : {}),
      hiredAt: a.createdAt,
      ...(applicationId ? { applicationId } : {}),
      trainingCount: 0,
      commendations: [],
    };
  });
}

/**
 * HR files of every seeded staff member but those ./hr.ts seeds itself (`except`); each names its
 * hired application (`applications`: ./hr.ts's collection, which holds staffApplications()).
 */
export function staffFiles(except: ReadonlySet<number>, applications: () => { all(): Json[] }): Json[] {
  const applicationOf: ApplicationOf = (name, team) => {
    const found = applications()
      .all()
      .find((a) => a.status === 'hired' && a.team === team && (a.applicant as Json | undefined)?.name === name);
    return found ? Number(found.id) : undefined;
  };
  return [...STAFF.map((s) => fileOf(s, applicationOf)), ...sessionFiles(applicationOf)].filter(
    (f) => !except.has(Number((f.staff as Json).staffId)),
  );
}
