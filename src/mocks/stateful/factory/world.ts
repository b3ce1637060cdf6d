// The factory area's mock world (src/mocks/stateful/factory.ts serves it): companies with their
// owner, employees (existing characters), storage, price list, advert line, vehicles, bank
// accounts and duty; invitations in and out. Seeded once per store seed from fixed values and
// hashes (no request order changes it). Shared by the player's and the admin's handlers.
// Domain rules kept here:
// - members are existing characters (the signed-in one or a known character);
// - a member's rights are the contract's six flags; the owner holds every one, always;
// - invitations stay pending until answered (accepted, declined) or revoked;
// - a character belongs to 0–3 companies (joining a fourth is 409).
import { knownCharacters } from '../../overrides';
import { collection, hashSeed, mockStoreSeed, type Entity } from '../../store';
import { NEWCOMERS } from '../../world/people';
import { me, problem, stillAhead } from '../kit';

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
  onDuty: boolean;
  joinedAt: string;
  lastSeenAt: string;
};
export type StorageItem = { id: number; name: string; amount: number; category: string; weightGrams: number };
export type PriceEntry = { id: number; itemName: string; price: number; available: boolean };
export type AdLine = { text: string; active: boolean; updatedAt: string; expiresAt: string };
export type Duty = { onDuty: boolean; since?: string; dutyMinutesToday: number; dutyMinutesWeek: number };

/** The most companies a character may belong to (issue 23). */
export const MAX_COMPANIES = 3;
/** Characters who are offline now: a hand-over to them is refused (409). */
export const OFFLINE: ReadonlySet<number> = new Set([4720, 4721, 4722]);
/** The owner's rank level: above everyone else's. */
export const OWNER_LEVEL = 20;

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

/** A timestamp `days` before the store's reference date (stable per seed). */
export const daysAgo = (days: number) => new Date(Date.UTC(2026, 10, 20, 18) - days * 86_400_000).toISOString();

/** Someone the world knows: the signed-in character, a known character or a newcomer. */
export const personOf = (id: number): Person | undefined =>
  id === me().id ? me() : [...knownCharacters, ...NEWCOMERS].find((c) => c.id === id);
export const personNamed = (name: string): Person | undefined =>
  name === me().name
    ? me()
    : [...knownCharacters, ...NEWCOMERS].find((c) => c.name.toLowerCase() === name.trim().toLowerCase());

const COMPANIES: ReadonlyArray<{ name: string; category: string; address: string; max: number }> = [
  { name: 'Müller Logistik GmbH', category: 'logistics', address: 'Industriestraße 4', max: 25 },
  { name: 'Los Santos Customs', category: 'workshop', address: 'Carson Avenue 12', max: 15 },
  { name: 'Downtown Cab Co.', category: 'taxi', address: 'Vespucci Boulevard 80', max: 30 },
  { name: 'Burger Shot Del Perro', category: 'restaurant', address: 'Del Perro Pier 2', max: 12 },
  { name: 'Grapeseed Farmen', category: 'farming', address: 'Grapeseed Main Street 7', max: 10 },
  { name: 'Merryweather Sicherheit', category: 'security', address: 'Elysian Fields 3', max: 20 },
  { name: '24/7 Supermarkt Mirror Park', category: 'retail', address: 'Mirror Park Boulevard 21', max: 8 },
];

const RANKS = ['Aushilfe', 'Auszubildender', 'Mitarbeiter', 'Schichtleiter', 'Geschäftsführer'];
const STOCK: ReadonlyArray<Omit<StorageItem, 'amount'>> = [
  { id: 11, name: 'Reparaturkasten', category: 'tool', weightGrams: 1500 },
  { id: 12, name: 'Benzinkanister', category: 'material', weightGrams: 5000 },
  { id: 13, name: 'Wasserflasche', category: 'food', weightGrams: 500 },
  { id: 14, name: 'Verbandskasten', category: 'medical', weightGrams: 800 },
  { id: 15, name: 'Holzbretter', category: 'material', weightGrams: 2000 },
  { id: 16, name: 'Kaffeebohnen', category: 'food', weightGrams: 250 },
];
const PRICES = ['Ölwechsel', 'Reifenwechsel', 'Taxifahrt (Stadt)', 'Burger-Menü', 'Lackierung', 'Lieferung'];
const ADS = [
  'Günstige Reparaturen rund um die Uhr!',
  'Taxi gefällig? Ruf uns an!',
  'Frische Burger am Pier, jetzt geöffnet.',
];
const MODELS = ['Mule', 'Burrito', 'Flatbed', 'Taxi', 'Speedo'];

/** Which companies the signed-in character is in, and as what (index → role). */
const MINE: Record<number, { role: 'owner' | 'employee'; rights: Rights; rank: string; level: number }> = {
  0: { role: 'owner', rights: ALL_RIGHTS, rank: 'Geschäftsführer', level: OWNER_LEVEL },
  1: {
    role: 'employee',
    rights: { ...NO_RIGHTS, manageStorage: true, managePrices: true },
    rank: 'Schichtleiter',
    level: 3,
  },
};

function seedFactories(): Array<Partial<Entity>> {
  const seed = mockStoreSeed();
  const hash = (what: string) => hashSeed(`${seed} factory ${what}`);
  // Memberships per character so far: nobody is seeded into more than MAX_COMPANIES.
  const count = new Map<number, number>([[me().id, Object.keys(MINE).length]]);
  const counted = (id: number) => count.get(id) ?? 0;
  const add = (id: number) => count.set(id, counted(id) + 1);
  return COMPANIES.map((company, i) => {
    const mine = MINE[i];
    // The owner: the signed-in character for the first, else a known character (4711 never
    // owns, so the contract's sample name can be invited and handed companies).
    const owners = knownCharacters.slice(1, 9).filter((c) => counted(c.id) < MAX_COMPANIES);
    const owner = mine?.role === 'owner' ? me() : (owners[(i + hash('owner')) % owners.length] as Person);
    if (owner.id !== me().id) add(owner.id);
    const created = 200 + (hash(`created ${i}`) % 400);
    const others = knownCharacters.filter((c) => c.id !== owner.id && c.id !== 4711 && counted(c.id) < MAX_COMPANIES);
    const wanted = Math.min(others.length, 2 + (hash(`count ${i}`) % 4));
    const start = hash(`start ${i}`) % Math.max(1, others.length);
    const people = Array.from({ length: wanted }, (_, k) => others[(start + k) % others.length] as Person);
    for (const p of people) add(p.id);
    const members: Member[] = [
      {
        id: (i + 1) * 100 + 1,
        playerId: owner.id,
        rank: 'Geschäftsführer',
        rankLevel: OWNER_LEVEL,
        salary: 5000,
        rights: { ...ALL_RIGHTS },
        onDuty: false,
        joinedAt: daysAgo(created),
        lastSeenAt: daysAgo(0),
      },
      ...people.map((p, k) => {
        const level = hash(`level ${i} ${k}`) % 4;
        return {
          id: (i + 1) * 100 + 2 + k,
          playerId: p.id,
          rank: RANKS[level] ?? 'Mitarbeiter',
          rankLevel: level,
          salary: 800 + level * 400,
          rights: { ...NO_RIGHTS, manageStorage: level >= 2, invite: level >= 3, managePrices: level >= 3 },
          onDuty: hash(`duty ${i} ${k}`) % 3 === 0,
          joinedAt: daysAgo(created - 10 - k * 7),
          lastSeenAt: daysAgo(hash(`seen ${i} ${k}`) % 5),
        };
      }),
    ];
    if (mine?.role === 'employee') {
      members.push({
        id: (i + 1) * 100 + 50,
        playerId: me().id,
        rank: mine.rank,
        rankLevel: mine.level,
        salary: 1600,
        rights: { ...mine.rights },
        onDuty: false,
        joinedAt: daysAgo(40),
        lastSeenAt: daysAgo(0),
      });
    }
    const stock = STOCK.filter((_, k) => hash(`stock ${i} ${k}`) % 3 !== 0).map((item, k) => ({
      ...item,
      amount: 1 + (hash(`amount ${i} ${k}`) % 60),
    }));
    return {
      name: company.name,
      category: company.category,
      description: `${company.name}: Wir suchen zuverlässige Leute. Bewerbungen gern im Spiel.`,
      owner,
      address: company.address,
      logo: `/images/org/factory-${i + 1}.png`,
      maxEmployees: company.max,
      open: i % 3 !== 2,
      acceptsApplications: i % 2 === 0,
      blocked: i === COMPANIES.length - 1,
      blockedReason:
        i === COMPANIES.length - 1 ? 'Verdacht auf Steuerhinterziehung, bitte beim Support melden.' : undefined,
      createdAt: daysAgo(created),
      members,
      storage: stock,
      prices: {
        entries: PRICES.slice(0, 2 + (hash(`prices ${i}`) % 3)).map((itemName, k) => ({
          id: (i + 1) * 10 + k,
          itemName,
          price: 100 + (hash(`price ${i} ${k}`) % 40) * 25,
          available: k % 3 !== 2,
        })),
        updatedAt: daysAgo(3 + i),
        updatedBy: owner,
      },
      adLine:
        i < ADS.length
          ? { text: ADS[i], active: true, updatedAt: daysAgo(2 + i), expiresAt: stillAhead(5, 3) }
          : undefined,
      vehicles: Array.from({ length: 1 + (hash(`vehicles ${i}`) % 3) }, (_, k) => ({
        id: 500 + i * 10 + k,
        plate: `LS ${String(1000 + ((hash(`plate ${i} ${k}`) % 9000) | 0)).padStart(4, '0')}`,
        model: MODELS[hash(`model ${i} ${k}`) % MODELS.length],
        garage: 'Firmenhof',
        parked: k !== 0,
        fuel: 10 + (hash(`fuel ${i} ${k}`) % 90),
        damage: hash(`damage ${i} ${k}`) % 40,
      })),
      accounts: [
        {
          id: 900 + i * 2,
          accountNumber: `LS${String(10 + i).padStart(2, '0')} ${String(1000 + i * 37).padStart(4, '0')} ${String(2000 + i * 53).padStart(4, '0')}`,
          label: 'Geschäftskonto',
          balance: 5_000 + (hash(`balance ${i}`) % 200) * 500,
          kind: 'company',
          canWithdraw: mine?.role === 'owner',
        },
      ],
      // Duty of the signed-in character here.
      duty: {
        onDuty: false,
        dutyMinutesToday: mine ? 30 + (hash(`today ${i}`) % 60) : 0,
        dutyMinutesWeek: mine ? 300 : 0,
      },
    };
  });
}

export const factories = () => collection<Entity>('factories', seedFactories);

export type Invitation = {
  id: number;
  organisationId: number;
  invitedPlayerId: number;
  invitedById: number;
  rank?: string;
  rights?: Rights;
  message?: string;
  state: 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired';
  createdAt: string;
  expiresAt: string;
};

/**
 * Two pending job offers for the signed-in character (companies 3 and 4), one for 4712, and one
 * for Anna_Schmidt (4711, the `invited` scenario's character) from company 5.
 */
function seedInvitations(): Array<Partial<Entity>> {
  const inviteFrom = (index: number, invitedPlayerId: number, rank: string, message: string, days: number) => {
    const company = factories().all()[index] as Entity;
    return {
      organisationId: company.id,
      invitedPlayerId,
      invitedById: (company.owner as Person).id,
      rank,
      message,
      state: 'pending',
      createdAt: daysAgo(days),
      // Invitations last 48 hours; the mock's clock does not expire these, and they show a time
      // still ahead when the tester opens them days after the store's reference date.
      expiresAt: stillAhead(2, 1),
    };
  };
  return [
    inviteFrom(2, me().id, 'Fahrer', 'Wir brauchen Fahrer für die Nachtschicht. Meld dich!', 0),
    inviteFrom(3, me().id, 'Aushilfe', 'Hast du Lust, am Wochenende am Grill zu stehen?', 0),
    inviteFrom(0, 4712, 'Auszubildender', 'Willkommen im Team!', 0),
    inviteFrom(4, 4711, 'Erntehelferin', 'Zur Ernte brauchen wir jede Hand. Bist du dabei?', 1),
  ];
}

export const invitations = () => collection<Entity>('factory invitations', seedInvitations);

// --- reading ---

export const membersOf = (factory: Entity) => (factory.members as Member[] | undefined) ?? [];
export const memberOf = (factory: Entity, playerId: number) => membersOf(factory).find((m) => m.playerId === playerId);
export const ownerOf = (factory: Entity) => factory.owner as Person;
export const isOwner = (factory: Entity, playerId: number) => ownerOf(factory).id === playerId;
export const companiesOf = (playerId: number) => factories().where((f) => memberOf(f, playerId) !== undefined);

/**
 * The asking character's rights here (the signed-in one unless a scenario plays another, as
 * `invited` plays Anna_Schmidt): every right as owner, his flags as employee, none else.
 */
export function myRightsIn(factory: Entity, who: Person = me()): Rights {
  if (isOwner(factory, who.id)) return { ...ALL_RIGHTS };
  return { ...(memberOf(factory, who.id)?.rights ?? NO_RIGHTS) };
}
export function myRoleIn(factory: Entity, who: Person = me()): 'owner' | 'employee' | 'none' {
  if (isOwner(factory, who.id)) return 'owner';
  return memberOf(factory, who.id) ? 'employee' : 'none';
}

export const dutyOf = (factory: Entity) => factory.duty as Duty;

export function detailOf(factory: Entity, who: Person = me()) {
  const members = membersOf(factory);
  return strip({
    id: factory.id,
    name: factory.name,
    category: factory.category,
    description: factory.description,
    owner: ownerOf(factory),
    address: factory.address,
    logo: factory.logo,
    employeeCount: members.length,
    maxEmployees: factory.maxEmployees,
    onDutyCount: members.filter((m) => m.onDuty).length,
    open: factory.open,
    acceptsApplications: factory.acceptsApplications,
    blocked: factory.blocked,
    createdAt: factory.createdAt,
    myRole: myRoleIn(factory, who),
    myRights: myRightsIn(factory, who),
  });
}

export function summaryOf(factory: Entity, who: Person = me()) {
  const rights = myRightsIn(factory, who);
  return strip({
    id: factory.id,
    kind: 'factory',
    name: factory.name,
    role: myRoleIn(factory, who),
    myRights: [...(isOwner(factory, who.id) ? ['owner'] : []), ...RIGHT_KEYS.filter((key) => rights[key])],
    owner: ownerOf(factory),
    address: factory.address,
    image: factory.logo,
    blocked: factory.blocked,
    onDuty: dutyOf(factory).onDuty,
  });
}

export function employeeOf(member: Member) {
  return {
    id: member.id,
    player: personOf(member.playerId) ?? { id: member.playerId, name: 'Unbekannt_Person' },
    rank: member.rank,
    rankLevel: member.rankLevel,
    salary: member.salary,
    rights: { ...member.rights },
    onDuty: member.onDuty,
    joinedAt: member.joinedAt,
    lastSeenAt: member.lastSeenAt,
  };
}

export function employeesOf(factory: Entity) {
  return [...membersOf(factory)].sort((a, b) => b.rankLevel - a.rankLevel || a.id - b.id).map(employeeOf);
}

export function adminOf(factory: Entity) {
  return strip({
    id: factory.id,
    kind: 'factory',
    name: factory.name,
    owner: ownerOf(factory),
    memberCount: membersOf(factory).length,
    blocked: factory.blocked,
    blockedReason: factory.blocked ? factory.blockedReason : undefined,
    blockedUntil: factory.blocked ? factory.blockedUntil : undefined,
    createdAt: factory.createdAt,
  });
}

export function invitationOf(invitation: Entity) {
  const company = factories().get(invitation.organisationId as number);
  return strip({
    id: invitation.id,
    kind: 'factory',
    organisationId: invitation.organisationId,
    organisationName: company?.name ?? 'Aufgelöste Firma',
    invitedPlayer: personOf(Number(invitation.invitedPlayerId)),
    invitedBy: personOf(Number(invitation.invitedById)),
    rank: invitation.rank,
    message: invitation.message,
    state: invitation.state,
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
  });
}

export function strip<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

// --- changing ---

export const invalid = (field: string, message: string) =>
  problem(422, 'Eingabe ungültig', undefined, [{ field, message }]);
export const conflict = (detail: string) => problem(409, 'Nicht möglich', detail);

const setMembers = (factory: Entity, members: Member[]) => factories().update(factory.id, { members });

/** Puts `playerId` into the company as an employee; the refusal, or the member. */
export function join(
  factory: Entity,
  playerId: number,
  { rank = 'Mitarbeiter', rights = NO_RIGHTS }: { rank?: string | undefined; rights?: Rights | undefined } = {},
): Member | Response {
  if (memberOf(factory, playerId)) return conflict('Diese Person arbeitet schon hier.');
  if (membersOf(factory).length >= Number(factory.maxEmployees)) {
    return conflict('Die Firma hat keinen freien Platz mehr.');
  }
  if (companiesOf(playerId).length >= MAX_COMPANIES) {
    return conflict(`Niemand kann in mehr als ${MAX_COMPANIES} Firmen sein.`);
  }
  const members = membersOf(factory);
  const member: Member = {
    id:
      Math.max(
        0,
        ...factories()
          .all()
          .flatMap((f) => membersOf(f).map((m) => m.id)),
      ) + 1,
    playerId,
    rank,
    rankLevel: 0,
    salary: 800,
    rights: { ...NO_RIGHTS, ...pickRights(rights) },
    onDuty: false,
    joinedAt: new Date().toISOString(),
    lastSeenAt: new Date().toISOString(),
  };
  setMembers(factory, [...members, member]);
  return member;
}

/** Only the contract's six flags, as booleans (a body with more keeps no more). */
export function pickRights(value: unknown): Rights {
  const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return Object.fromEntries(RIGHT_KEYS.map((key) => [key, source[key] === true])) as Rights;
}

export function updateMember(factory: Entity, memberId: number, patch: Partial<Member>): Member | undefined {
  let changed: Member | undefined;
  setMembers(
    factory,
    membersOf(factory).map((m) => (m.id === memberId ? (changed = { ...m, ...patch }) : m)),
  );
  return changed;
}

export function removeMember(factory: Entity, memberId: number): void {
  setMembers(
    factory,
    membersOf(factory).filter((m) => m.id !== memberId),
  );
}

/** Makes `person` the owner: every right, the highest rank; the old owner stays without rights. */
export function handOver(factory: Entity, person: Person): void {
  const old = ownerOf(factory);
  let members = membersOf(factory).map((m) =>
    m.playerId === old.id ? { ...m, rank: 'Mitarbeiter', rankLevel: 0, rights: { ...NO_RIGHTS } } : m,
  );
  if (!members.some((m) => m.playerId === person.id)) {
    members = [
      ...members,
      {
        id:
          Math.max(
            0,
            ...factories()
              .all()
              .flatMap((f) => membersOf(f).map((m) => m.id)),
          ) + 1,
        playerId: person.id,
        rank: 'Geschäftsführer',
        rankLevel: OWNER_LEVEL,
        salary: 5000,
        rights: { ...ALL_RIGHTS },
        onDuty: false,
        joinedAt: new Date().toISOString(),
        lastSeenAt: new Date().toISOString(),
      },
    ];
  }
  members = members.map((m) =>
    m.playerId === person.id ? { ...m, rank: 'Geschäftsführer', rankLevel: OWNER_LEVEL, rights: { ...ALL_RIGHTS } } : m,
  );
  factories().update(factory.id, { owner: person, members });
}

/** How many companies `playerId` owns. */
export const ownedBy = (playerId: number) => factories().where((f) => isOwner(f, playerId)).length;

/** The signed-in character's pieces of each item kind outside the storages (put takes from it). */
const pockets = () =>
  collection<Entity>('factory inventory', () => [
    { items: Object.fromEntries(STOCK.map((item, k) => [item.id, 5 + k * 3])) },
  ]);
export const inventory = () => (pockets().all()[0]?.items ?? {}) as Record<string, number>;
export const setInventory = (items: Record<string, number>) => pockets().update(pockets().all()[0]?.id, { items });
export const stockItem = (itemId: number) => STOCK.find((s) => s.id === itemId);
