// The team area's mock world (src/mocks/stateful/team.ts serves it): state organisations
// [Fraktionen] with their leader, departments, members (existing characters), storage,
// vehicles, bank accounts, price list, advert line and duty; invitations in and out. Seeded
// once per store seed from fixed values and hashes (no request order changes it). Who asks is
// the request's character (a scenario may play the invited one: scenarios/acting.ts).
// Domain rules kept here:
// - members are existing characters (the signed-in one or a known character);
// - a member's rights are the contract's six flags (nothing else is kept); the leader holds
//   every one, always;
// - invitations stay pending until answered (accepted, declined) or revoked;
// - departments hold members of their own organisation only.
import { knownCharacters, signedInPlayer } from '../../overrides';
import { collection, hashSeed, mockStoreSeed, type Entity } from '../../store';
import { NEWCOMERS } from '../../world/people';
import { problem, stillAhead } from '../kit';

export type Person = { id: number; name: string };
export type Rights = {
  manageEmployees: boolean;
  manageStorage: boolean;
  managePrices: boolean;
  manageVehicles: boolean;
  manageBank: boolean;
  invite: boolean;
};
export const RIGHT_KEYS = [
  'manageEmployees',
  'manageStorage',
  'managePrices',
  'manageVehicles',
  'manageBank',
  'invite',
] as const satisfies ReadonlyArray<keyof Rights>;

export type Member = {
  id: number;
  playerId: number;
  rank: string;
  rankLevel: number;
  salary: number;
  rights: Rights;
  departmentId?: number;
  onDuty: boolean;
  joinedAt: string;
  lastSeenAt: string;
};
export type Department = {
  id: number;
  name: string;
  shortName: string;
  headId?: number;
  color?: string;
  order: number;
};
export type StorageItem = { id: number; name: string; amount: number; category: string; weightGrams: number };
export type Duty = { onDuty: boolean; since?: string; dutyMinutesToday: number; dutyMinutesWeek: number };

export const LEADER_LEVEL = 20;
export const ALL_RIGHTS: Rights = {
  manageEmployees: true,
  manageStorage: true,
  managePrices: true,
  manageVehicles: true,
  manageBank: true,
  invite: true,
};
export const NO_RIGHTS: Rights = {
  manageEmployees: false,
  manageStorage: false,
  managePrices: false,
  manageVehicles: false,
  manageBank: false,
  invite: false,
};

/** The seed's character: the world is built around the signed-in Max_Mustermann, whoever asks first. */
const SEEDED: Person = { id: signedInPlayer.userId ?? 1, name: signedInPlayer.user ?? 'Max_Mustermann' };

/** Who asks: the character a scenario plays, else the signed-in one. */
export { actor } from '../kit';

/** A timestamp `days` before the store's reference date (stable per seed). */
export const daysAgo = (days: number) => new Date(Date.UTC(2026, 10, 20, 18) - days * 86_400_000).toISOString();

/** Someone the world knows: the signed-in character, a known character or a newcomer. */
export const personOf = (id: number): Person | undefined =>
  id === SEEDED.id ? SEEDED : [...knownCharacters, ...NEWCOMERS].find((c) => c.id === id);
export const personNamed = (name: string): Person | undefined => {
  const wanted = name.trim().toLowerCase();
  return [SEEDED, ...knownCharacters, ...NEWCOMERS].find((c) => c.name.toLowerCase() === wanted);
};

const TEAMS: ReadonlyArray<{
  key: string;
  name: string;
  color: string;
  max: number;
  departments: ReadonlyArray<[string, string, string]>;
}> = [
  {
    key: 'police',
    name: 'Los Santos Police Department',
    color: '#1d4ed8',
    max: 40,
    departments: [
      ['Verkehrspolizei', 'VP', '#a16207'],
      ['Streifendienst', 'SD', '#2563eb'],
      ['Kriminalpolizei', 'KRIPO', '#0f766e'],
    ],
  },
  {
    key: 'medic',
    name: 'Rettungsdienst Los Santos',
    color: '#b91c1c',
    max: 30,
    departments: [
      ['Rettungsdienst', 'RD', '#b91c1c'],
      ['Notaufnahme', 'NA', '#be185d'],
    ],
  },
  {
    key: 'justice',
    name: 'Justizministerium',
    color: '#6d28d9',
    max: 15,
    departments: [
      ['Staatsanwaltschaft', 'STA', '#6d28d9'],
      ['Gericht', 'GER', '#4338ca'],
    ],
  },
  {
    key: 'government',
    name: 'Stadtverwaltung',
    color: '#15803d',
    max: 20,
    departments: [['Verwaltung', 'VW', '#15803d']],
  },
  {
    key: 'fire',
    name: 'Feuerwehr Los Santos',
    color: '#c2410c',
    max: 25,
    departments: [
      ['Löschzug', 'LZ', '#c2410c'],
      ['Rettungswache', 'RW', '#b45309'],
    ],
  },
];

/** Where the seed's character is (team index → role and rights); leader of the police. */
const MINE: Record<number, { leader: boolean; rights: Rights; rank: string; level: number }> = {
  0: { leader: true, rights: ALL_RIGHTS, rank: 'Polizeipräsident', level: LEADER_LEVEL },
  1: { leader: false, rights: { ...NO_RIGHTS, manageStorage: true }, rank: 'Rettungssanitäter', level: 2 },
};
const RANKS = ['Anwärter', 'Beamter', 'Oberbeamter', 'Kommissar', 'Hauptkommissar'];
const STOCK: ReadonlyArray<Omit<StorageItem, 'amount'>> = [
  { id: 21, name: 'Verbandskasten', category: 'medical', weightGrams: 800 },
  { id: 22, name: 'Handschellen', category: 'tool', weightGrams: 300 },
  { id: 23, name: 'Schutzweste', category: 'other', weightGrams: 3500 },
  { id: 24, name: 'Funkgerät', category: 'tool', weightGrams: 400 },
  { id: 25, name: 'Wasserflasche', category: 'food', weightGrams: 500 },
];
const ADS = [
  'Das LSPD stellt ein: bewirb dich jetzt im Präsidium Mission Row!',
  'Erste Hilfe rettet Leben: Kurse jeden Samstag im Pillbox Hospital.',
];
const MODELS = ['Police Cruiser', 'Ambulance', 'Firetruck', 'Sheriff SUV', 'Stockade'];

function seedTeams(): Array<Partial<Entity>> {
  const seed = mockStoreSeed();
  const hash = (what: string) => hashSeed(`${seed} team ${what}`);
  // Everyone but the seed's character is in one organisation at most; 4711 (the contract's
  // sample) in none, so the sample name can be invited and made leader.
  const free = knownCharacters.filter((c) => c.id !== 4711).map((c) => c as Person);
  let next = hash('start') % free.length;
  const take = (): Person | undefined => {
    if (free.length === 0) return undefined;
    const person = free.splice(next % free.length, 1)[0];
    next += 3;
    return person;
  };
  return TEAMS.map((team, i) => {
    const mine = MINE[i];
    const leader = (mine?.leader ? SEEDED : take()) ?? SEEDED;
    const created = 300 + (hash(`created ${i}`) % 300);
    const departments: Department[] = team.departments.map(([name, shortName, color], k) => ({
      id: (i + 1) * 10 + k + 1,
      name,
      shortName,
      color,
      order: k,
    }));
    // The first department of each organisation with more than one is new and still empty.
    const staffed = departments.length > 1 ? departments.slice(1) : departments;
    const deptOf = (k: number) => staffed[k % staffed.length]?.id;
    // Two more people in the police, one in each other organisation (11 known characters in all).
    const people = Array.from({ length: i === 0 ? 2 : 1 }, () => take()).filter((p): p is Person => p !== undefined);
    const members: Member[] = [
      {
        id: (i + 1) * 100 + 9,
        playerId: leader.id,
        rank: mine?.leader ? mine.rank : 'Leitung',
        rankLevel: LEADER_LEVEL,
        salary: 6000,
        rights: { ...ALL_RIGHTS },
        departmentId: deptOf(0),
        onDuty: false,
        joinedAt: daysAgo(created),
        lastSeenAt: daysAgo(0),
      },
      ...people.map((p, k) => {
        const level = hash(`level ${i} ${k}`) % 4;
        return {
          id: (i + 1) * 100 + 1 + k,
          playerId: p.id,
          rank: RANKS[level] ?? 'Beamter',
          rankLevel: level,
          salary: 1500 + level * 500,
          rights: { ...NO_RIGHTS, manageStorage: level >= 1, invite: level >= 2, manageVehicles: level >= 1 },
          departmentId: deptOf(k + 1),
          onDuty: hash(`duty ${i} ${k}`) % 2 === 0,
          joinedAt: daysAgo(created - 20 - k * 9),
          lastSeenAt: daysAgo(hash(`seen ${i} ${k}`) % 5),
        };
      }),
    ];
    if (mine && !mine.leader) {
      members.push({
        id: (i + 1) * 100 + 50,
        playerId: SEEDED.id,
        rank: mine.rank,
        rankLevel: mine.level,
        salary: 2200,
        rights: { ...mine.rights },
        departmentId: deptOf(0),
        onDuty: false,
        joinedAt: daysAgo(60),
        lastSeenAt: daysAgo(0),
      });
    }
    if (staffed[0]) staffed[0].headId = leader.id;
    return {
      key: team.key,
      name: team.name,
      kind: team.key,
      color: team.color,
      logo: `/images/org/team-${team.key}.png`,
      maxMembers: team.max,
      blocked: false,
      createdAt: daysAgo(created),
      leaderId: leader.id,
      members,
      departments,
      storage: STOCK.filter((_, k) => hash(`stock ${i} ${k}`) % 3 !== 0).map((item, k) => ({
        ...item,
        amount: 2 + (hash(`amount ${i} ${k}`) % 40),
      })),
      vehicles: Array.from({ length: 1 + (hash(`vehicles ${i}`) % 3) }, (_, k) => ({
        id: 700 + i * 10 + k,
        plate: `LS ${String(1000 + (hash(`plate ${i} ${k}`) % 9000)).padStart(4, '0')}`,
        model: MODELS[(i + k) % MODELS.length],
        garage: 'Garage Mission Row',
        parked: k !== 0,
        fuel: 10 + (hash(`fuel ${i} ${k}`) % 90),
        damage: hash(`damage ${i} ${k}`) % 40,
      })),
      accounts: [
        {
          id: 950 + i,
          accountNumber: `LS${String(50 + i)} ${String(3000 + i * 41).padStart(4, '0')} ${String(6000 + i * 29).padStart(4, '0')}`,
          label: 'Haushaltskonto',
          balance: 50_000 + (hash(`balance ${i}`) % 200) * 1000,
          kind: 'government',
        },
      ],
      prices: { entries: [], updatedAt: daysAgo(30) },
      adLine: ADS[i]
        ? { text: ADS[i], active: true, updatedAt: daysAgo(2 + i), expiresAt: stillAhead(5, 3) }
        : undefined,
      dutyUpdatedAt: daysAgo(0),
      // Duty of the seed's character here.
      duty: {
        onDuty: false,
        dutyMinutesToday: mine ? 20 + (hash(`today ${i}`) % 90) : 0,
        dutyMinutesWeek: mine ? 420 : 0,
      },
    };
  });
}

export const teams = () => collection<Entity>('teams', seedTeams);

export type Invitation = {
  id: number;
  organisationId: number;
  invitedPlayerId: number;
  invitedById: number;
  rank?: string;
  rights?: Rights;
  message?: string;
  departmentId?: number;
  state: 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired';
  createdAt: string;
  expiresAt: string;
};

/** An offer of the Justizministerium to the signed-in character, and one of the police to 4712's neighbour. */
function seedInvitations(): Array<Partial<Entity>> {
  const all = teams().all();
  const from = (index: number, invitedPlayerId: number, rank: string, message: string) => {
    const team = all[index] as Entity;
    return {
      organisationId: team.id,
      invitedPlayerId,
      invitedById: Number(team.leaderId),
      rank,
      message,
      state: 'pending',
      createdAt: daysAgo(0),
      // Invitations last 48 hours; the mock's clock does not expire these, and they show a time
      // still ahead when the tester opens them days after the store's reference date.
      expiresAt: stillAhead(2, 1),
    };
  };
  const outsider = knownCharacters.find((c) => !all.some((t) => memberOf(t, c.id)) && c.id !== 4711);
  return [
    from(2, SEEDED.id, 'Referendar', 'Wir suchen Verstärkung in der Staatsanwaltschaft.'),
    ...(outsider ? [from(0, outsider.id, 'Anwärter', 'Bewerbung angenommen, willkommen!')] : []),
  ];
}

export const invitations = () => collection<Entity>('team invitations', seedInvitations);

// --- reading ---

export const membersOf = (team: Entity) => (team.members as Member[] | undefined) ?? [];
export const departmentsOf = (team: Entity) => (team.departments as Department[] | undefined) ?? [];
export const memberOf = (team: Entity, playerId: number) => membersOf(team).find((m) => m.playerId === playerId);
export const isLeader = (team: Entity, playerId: number) => Number(team.leaderId) === playerId;
export const leaderOf = (team: Entity): Person =>
  personOf(Number(team.leaderId)) ?? { id: Number(team.leaderId), name: 'Unbekannt_Person' };
export const teamsOf = (playerId: number) => teams().where((t) => memberOf(t, playerId) !== undefined);

/** A character's rights here: every right as leader, his flags as member, none else. */
export function rightsIn(team: Entity, playerId: number): Rights {
  if (isLeader(team, playerId)) return { ...ALL_RIGHTS };
  return { ...(memberOf(team, playerId)?.rights ?? NO_RIGHTS) };
}
export function roleIn(team: Entity, playerId: number): 'leader' | 'employee' | 'none' {
  if (isLeader(team, playerId)) return 'leader';
  return memberOf(team, playerId) ? 'employee' : 'none';
}

/** Only the six flags of the contract, each a boolean: nothing else is kept. */
export function pickRights(value: unknown): Rights {
  const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return Object.fromEntries(RIGHT_KEYS.map((k) => [k, source[k] === true])) as Rights;
}

/** The object without undefined values (the answers carry no `undefined`). */
export function strip<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export const dutyOf = (team: Entity) => team.duty as Duty;

export function teamOf(team: Entity, playerId: number) {
  const members = membersOf(team);
  const member = memberOf(team, playerId);
  return strip({
    id: team.id,
    key: team.key,
    name: team.name,
    kind: team.kind,
    leader: leaderOf(team),
    color: team.color,
    logo: team.logo,
    memberCount: members.length,
    maxMembers: team.maxMembers,
    onDutyCount: members.filter((m) => m.onDuty).length,
    departmentCount: departmentsOf(team).length,
    blocked: team.blocked === true,
    myRole: roleIn(team, playerId),
    myDepartmentId: member?.departmentId,
    myRights: rightsIn(team, playerId),
  });
}

export function summaryOf(team: Entity, playerId: number) {
  const rights = rightsIn(team, playerId);
  return strip({
    id: team.id,
    kind: 'team',
    name: team.name,
    role: roleIn(team, playerId),
    myRights: [...(isLeader(team, playerId) ? ['owner'] : []), ...RIGHT_KEYS.filter((k) => rights[k])],
    owner: leaderOf(team),
    image: team.logo,
    blocked: team.blocked === true,
    onDuty: memberOf(team, playerId)?.onDuty ?? false,
  });
}

export function departmentOf(team: Entity, department: Department) {
  const members = membersOf(team).filter((m) => m.departmentId === department.id);
  return strip({
    id: department.id,
    teamId: team.id,
    name: department.name,
    shortName: department.shortName,
    head: department.headId !== undefined ? personOf(department.headId) : undefined,
    color: department.color,
    memberCount: members.length,
    onDutyCount: members.filter((m) => m.onDuty).length,
    order: department.order,
  });
}

export function employeeOf(team: Entity, member: Member) {
  return strip({
    id: member.id,
    player: personOf(member.playerId) ?? { id: member.playerId, name: 'Unbekannt_Person' },
    rank: member.rank,
    rankLevel: member.rankLevel,
    salary: member.salary,
    // The leader holds every right, whatever was stored.
    rights: isLeader(team, member.playerId) ? { ...ALL_RIGHTS } : pickRights(member.rights),
    departmentId: member.departmentId,
    onDuty: member.onDuty,
    joinedAt: member.joinedAt,
    lastSeenAt: member.lastSeenAt,
  });
}

/** Members highest rank first, then by name. */
export function sortedMembers(team: Entity): Member[] {
  const name = (m: Member) => personOf(m.playerId)?.name ?? '';
  return [...membersOf(team)].sort((a, b) => b.rankLevel - a.rankLevel || name(a).localeCompare(name(b)));
}

export function invitationOf(invitation: Entity) {
  const team = teams().get(Number(invitation.organisationId));
  return strip({
    id: invitation.id,
    kind: 'team',
    organisationId: invitation.organisationId,
    organisationName: team ? String(team.name) : 'Aufgelöste Fraktion',
    invitedPlayer: personOf(Number(invitation.invitedPlayerId)) ?? {
      id: Number(invitation.invitedPlayerId),
      name: 'Unbekannt_Person',
    },
    invitedBy: personOf(Number(invitation.invitedById)) ?? SEEDED,
    rank: invitation.rank,
    message: invitation.message,
    state: invitation.state,
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
  });
}

export function adminOf(team: Entity) {
  return strip({
    id: team.id,
    kind: 'team',
    name: team.name,
    owner: leaderOf(team),
    memberCount: membersOf(team).length,
    blocked: team.blocked === true,
    blockedReason: team.blocked === true ? team.blockedReason : undefined,
    blockedUntil: team.blocked === true ? team.blockedUntil : undefined,
    createdAt: team.createdAt,
  });
}

// --- writing ---

const fresh = (team: Entity) => teams().get(team.id) ?? team;

export function setMembers(team: Entity, members: Member[]) {
  teams().update(team.id, { members });
}

export function updateMember(team: Entity, memberId: number, patch: Partial<Member>): Member | undefined {
  let changed: Member | undefined;
  setMembers(
    team,
    membersOf(team).map((m) => (m.id === memberId ? (changed = { ...m, ...patch }) : m)),
  );
  return changed;
}

export function removeMember(team: Entity, memberId: number) {
  const current = fresh(team);
  const members = membersOf(current).filter((m) => m.id !== memberId);
  const players = new Set(members.map((m) => m.playerId));
  // A department head who left heads nothing.
  const departments = departmentsOf(current).map((d) =>
    d.headId !== undefined && !players.has(d.headId) ? strip({ ...d, headId: undefined }) : d,
  );
  teams().update(team.id, { members, departments });
}

/** A new member (joined by invitation or added by an admin). */
export function join(team: Entity, person: Person, extra: { rank?: string; rights?: Rights; departmentId?: number }) {
  const fresh = teams().get(team.id) ?? team;
  const id = Math.max(0, ...membersOf(fresh).map((m) => m.id)) + 1;
  const department = departmentsOf(fresh).some((d) => d.id === extra.departmentId) ? extra.departmentId : undefined;
  const member: Member = strip({
    id,
    playerId: person.id,
    rank: extra.rank ?? 'Anwärter',
    rankLevel: 0,
    salary: 1500,
    rights: extra.rights ?? { ...NO_RIGHTS },
    departmentId: department,
    onDuty: false,
    joinedAt: new Date().toISOString(),
    lastSeenAt: new Date().toISOString(),
  });
  setMembers(fresh, [...membersOf(fresh), member]);
  return member;
}

/** A new leader: a member already or added; he holds every right, the old one stays a member. */
export function changeLeader(team: Entity, person: Person) {
  let fresh = teams().get(team.id) ?? team;
  if (!memberOf(fresh, person.id)) join(fresh, person, { rank: 'Leitung' });
  fresh = teams().get(team.id) ?? fresh;
  const old = Number(fresh.leaderId);
  setMembers(
    fresh,
    membersOf(fresh).map((m) =>
      m.playerId === person.id
        ? { ...m, rank: 'Leitung', rankLevel: LEADER_LEVEL, rights: { ...ALL_RIGHTS } }
        : m.playerId === old
          ? { ...m, rank: 'Ehemalige Leitung', rankLevel: LEADER_LEVEL - 1 }
          : m,
    ),
  );
  teams().update(team.id, { leaderId: person.id });
}

export const conflict = (detail: string) => problem(409, 'Konflikt', detail);
export const forbidden = (detail: string) => problem(403, 'Keine Berechtigung', detail);
export const invalid = (field: string, message: string) =>
  problem(422, 'Eingabe ungültig', 'Bitte überprüfe deine Eingaben.', [{ field, message }]);
