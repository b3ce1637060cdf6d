// The admin scenario's vcom session: unlocked accounts in police, dispatch and medic with every
// team right. The UI's useCan decides team actions from these accounts (the check layer already
// lets the admin through every team guard), so without them an admin saw none of the
// dispatcher's or the organisations' actions.
import { http, type RequestHandler } from 'msw';
import { TeamRight } from '../../api/generated/model/teamRight';
import type { VcomAccount } from '../../api/generated/model/vcomAccount';
import type { VcomSession } from '../../api/generated/model/vcomSession';
import type { VcomStaffRef } from '../../api/generated/model/vcomStaffRef';

const allTeamRights = Object.values(TeamRight);

const account = (id: number, fields: Pick<VcomAccount, 'team' | 'rank' | 'department'> & Partial<VcomAccount>) =>
  ({
    id,
    staffId: 900 + id,
    name: 'Max_Mustermann',
    rankLevel: 20,
    locked: false,
    rights: allTeamRights,
    createdAt: '2026-01-15T18:00:00.000Z',
    ...fields,
  }) satisfies VcomAccount;

const dispatch = account(901, {
  team: 'dispatch',
  rank: 'Leitstellenleitung',
  department: 'Leitstelle',
  callsign: 'LST-1',
});

export const adminVcomSession: VcomSession = {
  active: dispatch,
  accounts: [
    dispatch,
    account(902, { team: 'police', rank: 'Chief of Police', department: 'LSPD', callsign: 'ADAM-1', badgeNumber: '1' }),
    account(903, { team: 'medic', rank: 'Chefarzt', department: 'Pillbox Hill Medical' }),
  ],
  rights: allTeamRights,
  onDuty: true,
};

/** An officer of the LSPD (police scenario): everyday rights, no approving warrants. */
const officer = account(904, {
  team: 'police',
  rank: 'Officer',
  department: 'LSPD',
  callsign: 'ADAM-12',
  badgeNumber: '214',
  rankLevel: 5,
  // writeReports: an officer writes his reports [Einsatzberichte]; correcting a file is the supervisor's.
  rights: ['issueTickets', 'writeRecords', 'workCases', 'requestOrders', 'arrest', 'writeReports'],
});

export const policeVcomSession: VcomSession = {
  active: officer,
  accounts: [officer],
  rights: officer.rights,
  onDuty: true,
};

/** A shift supervisor of the LSPD (policeApprover scenario): the officer's rights and approving warrants. */
const supervisor = account(905, {
  team: 'police',
  rank: 'Captain',
  department: 'LSPD',
  callsign: 'LINCOLN-1',
  badgeNumber: '12',
  rankLevel: 12,
  rights: [
    'issueTickets',
    'writeRecords',
    'workCases',
    'archiveCase',
    'requestOrders',
    'approveWarrant',
    'arrest',
    'releasePrisoner',
    // The registers (issue 24): cancelling tickets, licences, vehicle marks are the supervisor's.
    'cancelTicket',
    'manageLicences',
    'setWanted',
    // reports, and correcting a citizen file: its data, the wanted flag, expunging a record
    'writeReports',
    'editCitizen',
    'deleteRecord',
  ],
});

export const policeApproverVcomSession: VcomSession = {
  active: supervisor,
  accounts: [supervisor],
  rights: supervisor.rights,
  onDuty: true,
};

/** A paramedic (medic scenario): treats, bills, prescribes, certifies, keeps records; no police account. */
const paramedic = account(906, {
  team: 'medic',
  rank: 'Notfallsanitäter',
  department: 'Pillbox Hill Medical',
  rankLevel: 4,
  rights: ['treatPatients', 'manageMedicalCatalogue', 'prescribe', 'issueCertificates', 'manageMedicalRecords'],
});

export const medicVcomSession: VcomSession = {
  active: paramedic,
  accounts: [paramedic],
  rights: paramedic.rights,
  onDuty: true,
};

/** A judge (judge scenario): works court cases, staffs them, issues judgments, keeps the lawyer register, decides petitions. */
const judge = account(907, {
  team: 'justice',
  rank: 'Richter',
  department: 'Amtsgericht Los Santos',
  rankLevel: 10,
  rights: ['workCourtCases', 'issueJudgment', 'assignJudge', 'manageLawyers', 'decidePetition'],
});

export const judgeVcomSession: VcomSession = {
  active: judge,
  accounts: [judge],
  rights: judge.rights,
  onDuty: true,
};

/** An HR lead of the LSPD (hrLead scenario): applications, HR files, calendar, working times, website. */
const hrLead = account(908, {
  team: 'police',
  rank: 'Personalleitung',
  department: 'LSPD',
  callsign: 'KING-1',
  badgeNumber: '7',
  rankLevel: 14,
  rights: [
    'issueTickets',
    'workCases',
    'manageHr',
    'manageTrainings',
    'approveLeave',
    'manageCalendar',
    'manageWorkingTimes',
    'editWebsite',
  ],
});

export const hrLeadVcomSession: VcomSession = {
  active: hrLead,
  accounts: [hrLead],
  rights: hrLead.rights,
  onDuty: false,
};

/** A citizen without a vcom account (applicant scenario): applies and follows his applications. */
export const applicantVcomSession: VcomSession = {
  accounts: [],
  rights: [],
  onDuty: false,
};

// Who writes in vcom: a scenario marks each vcom request with its session's staff member, so the
// stateful vcom mock names the acting officer (author, "Nur meine", audit trail) rather than a
// fixed one. A WeakMap per request, as scenarios/acting.ts does for the character. The world's
// own look-ups while it answers a marked request (does report 4 exist? mocks/world/exists.ts asks
// the detail with a request of its own) carry no mark: for those the staff member of the last
// marked request counts for a moment, as acting.ts does (else the admin's own draft was "unknown").
const staffMarks = new WeakMap<Request, VcomStaffRef>();
const MARK_LINGER_MS = 1500;
let lingering: { staff: VcomStaffRef; until: number } | undefined;

/** The staff member a session acts as: its police account (the active one first), else the active one. */
export function staffOf(session: VcomSession): VcomStaffRef | undefined {
  const police = [session.active, ...session.accounts].find((a) => a?.team === 'police');
  const account = police ?? session.active ?? session.accounts[0];
  if (!account) return undefined;
  return {
    staffId: account.staffId,
    name: account.name,
    team: account.team,
    rank: account.rank,
    ...(account.badgeNumber ? { badgeNumber: account.badgeNumber } : {}),
  };
}

/** Marks every vcom request with the staff member of `session`; the first mark wins. */
export function actAsVcomStaff(session: VcomSession): RequestHandler {
  const staff = staffOf(session);
  return http.all('*/api/vcom/*', ({ request }) => {
    if (staff && !staffMarks.has(request)) staffMarks.set(request, staff);
    const mark = staffMarks.get(request);
    if (mark) lingering = { staff: mark, until: Date.now() + MARK_LINGER_MS };
  });
}

/** The staff member a scenario acts as for `request` (an unmarked look-up: the last one's, briefly), if any. */
export const actingVcomStaff = (request: Request): VcomStaffRef | undefined =>
  staffMarks.get(request) ?? (lingering && Date.now() < lingering.until ? lingering.staff : undefined);
