// The mock world of buildings and their flats (cells), shared by src/mocks/stateful/building.ts
// (the owner's and the admin's side, /api/building) and buildingcell.ts (the tenant's side,
// /api/buildingcell), so renting a flat shows on the owner's list and a kicked tenant loses it.
// Seeded once per store seed from fixed values and hashes (no request order changes it).
// Domain rules (issue 22):
// - every building and every flat has one owner who exists (the signed-in character or a known
//   character); a flat's owner is its building's owner (the landlord);
// - tenants, room mates and employees are existing characters;
// - a paid rent's due date (paidUntil) lies in the future; an unpaid one is past and the
//   contract is "overdue"; a free flat has no tenant, no room mates and no due date.
import { knownCharacters } from '../../overrides';
import { collection, hashSeed, mockStoreSeed, type Entity } from '../../store';
import { NEWCOMERS } from '../../world/people';
import { me, problem } from '../kit';

export type Person = { id: number; name: string };
export type EmployeeRights = {
  manageEmployees: boolean;
  manageStorage: boolean;
  managePrices: boolean;
  manageVehicles: boolean;
  manageBank: boolean;
  invite: boolean;
};
export type TenantRights = { useStorage: boolean; useGarage: boolean; lockDoors: boolean; inviteGuests: boolean };
export type Employee = {
  id: number;
  playerId: number;
  rank: string;
  rankLevel: number;
  salary: number;
  rights: EmployeeRights;
  onDuty: boolean;
  joinedAt: string;
};
export type RoomMate = { id: number; playerId: number; since: string; rights: TenantRights };
export type StoredItem = { id: number; name: string; amount: number; category: string; weightGrams: number };

export const ALL_RIGHTS: EmployeeRights = {
  manageEmployees: true,
  manageStorage: true,
  managePrices: true,
  manageVehicles: true,
  manageBank: true,
  invite: true,
};
export const NO_RIGHTS: EmployeeRights = {
  manageEmployees: false,
  manageStorage: false,
  managePrices: false,
  manageVehicles: false,
  manageBank: false,
  invite: false,
};
export const TENANT_RIGHTS: TenantRights = { useStorage: true, useGarage: true, lockDoors: true, inviteGuests: true };

const DAY = 86_400_000;
/** A fixed past moment (the store's reference date) `days` before. */
export const daysAgo = (days: number) => new Date(Date.UTC(2026, 10, 20, 18) - days * DAY).toISOString();
/** Midnight (UTC) of today plus `days`: due dates of paid rent lie after today, whatever the clock. */
export const daysAhead = (days: number, from = Date.now()) =>
  new Date(Math.floor(from / DAY) * DAY + days * DAY + 12 * 3_600_000).toISOString();

export const INTERVAL_DAYS: Readonly<Record<string, number>> = { daily: 1, weekly: 7, monthly: 30 };

/** Someone the world knows: the signed-in character, a known character or a newcomer. */
export const personOf = (id: number): Person | undefined =>
  id === me().id ? me() : [...knownCharacters, ...NEWCOMERS].find((c) => c.id === id);
export const personNamed = (name: string): Person | undefined =>
  name === me().name ? me() : [...knownCharacters, ...NEWCOMERS].find((c) => c.name === name);

const BUILDINGS: ReadonlyArray<{ name: string; address: string; floors: number; mine: boolean }> = [
  { name: 'Eclipse Towers', address: 'Eclipse Boulevard 1', floors: 12, mine: true },
  { name: 'Wohnpark Mirror Park', address: 'Mirror Park Boulevard 8', floors: 4, mine: true },
  { name: 'Del Perro Heights', address: 'Del Perro Boulevard 21', floors: 9, mine: false },
  { name: 'Alta Street Apartments', address: 'Alta Street 14', floors: 6, mine: false },
  { name: 'Bürohaus Pillbox Hill', address: 'Power Street 3', floors: 8, mine: false },
  { name: 'Vinewood Residenz', address: 'Hawick Avenue 40', floors: 5, mine: false },
];
const CELLS_PER_BUILDING = 6;
const ITEM_NAMES = [
  ['Reparaturkasten', 'tool', 2500],
  ['Wasserflasche', 'food', 500],
  ['Brot', 'food', 300],
  ['Verbandskasten', 'medical', 800],
  ['Holzbretter', 'material', 4000],
  ['Kaffeebohnen', 'food', 1000],
] as const;
const RANKS = ['Hausmeister', 'Verwalter', 'Concierge', 'Reinigungskraft'] as const;
const INTERIORS = ['basic', 'modern', 'luxury', 'rustic', 'industrial'] as const;
const INTERVALS = ['daily', 'weekly', 'monthly'] as const;

const hashOf = (what: string) => hashSeed(`${mockStoreSeed()} building ${what}`);
/** Known characters other than the ones in `taken`, picked by hash. */
function pick(what: string, taken: ReadonlySet<number>): Person {
  const free = knownCharacters.filter((c) => !taken.has(c.id));
  return free[hashOf(what) % free.length] ?? (knownCharacters[0] as Person);
}

function itemsOf(what: string, count: number): StoredItem[] {
  return Array.from({ length: count }, (_, i) => {
    const [name, category, weightGrams] =
      ITEM_NAMES[(hashOf(`${what} item ${i}`) + i) % ITEM_NAMES.length] ?? ITEM_NAMES[0];
    return { id: i + 1, name, category, weightGrams, amount: 1 + (hashOf(`${what} amount ${i}`) % 30) };
  }).filter((item, i, all) => all.findIndex((o) => o.name === item.name) === i);
}

function seedBuildings(): Array<Partial<Entity>> {
  return BUILDINGS.map((b, i) => {
    const owner = b.mine ? me() : pick(`owner ${i}`, new Set());
    const taken = new Set([owner.id, me().id]);
    // The owner's entry is numbered after the staff (ids say nothing about rank; the list sorts).
    const staff: Employee[] = [
      {
        id: 10,
        playerId: owner.id,
        rank: 'Eigentümer',
        rankLevel: 20,
        salary: 0,
        rights: ALL_RIGHTS,
        onDuty: false,
        joinedAt: daysAgo(200 + 20 * i),
      },
    ];
    const count = 1 + (hashOf(`staff ${i}`) % 3);
    for (let s = 0; s < count; s++) {
      const person = pick(`staff ${i} ${s}`, taken);
      taken.add(person.id);
      staff.push({
        id: s + 1,
        playerId: person.id,
        rank: RANKS[(hashOf(`rank ${i} ${s}`) + s) % RANKS.length] ?? RANKS[0],
        rankLevel: 5 - s,
        salary: 500 + 250 * (hashOf(`salary ${i} ${s}`) % 8),
        rights: { ...NO_RIGHTS, manageStorage: s === 0, invite: s === 0 },
        onDuty: s === 0,
        joinedAt: daysAgo(100 - 10 * s),
      });
    }
    // Building 3 has the signed-in character as staff (a building they work in, not own).
    if (i === 2) {
      staff.push({
        id: staff.length,
        playerId: me().id,
        rank: 'Hausmeister',
        rankLevel: 1,
        salary: 900,
        rights: { ...NO_RIGHTS, manageStorage: true },
        onDuty: false,
        joinedAt: daysAgo(30),
      });
    }
    return {
      name: b.name,
      address: b.address,
      floors: b.floors,
      owner,
      description: `${b.name}: ruhige Lage, Hausmeister vor Ort.`,
      interior: INTERIORS[i % INTERIORS.length],
      blocked: false,
      createdAt: daysAgo(400 + 30 * i),
      staff,
      items: itemsOf(`building ${i}`, 2 + (hashOf(`items ${i}`) % 4)),
      duty: { onDuty: false, dutyMinutesToday: 0, dutyMinutesWeek: 120 * (i % 3) },
    };
  });
}

export const buildings = () => collection<Entity>('building buildings', seedBuildings);

function seedCells(): Array<Partial<Entity>> {
  const cells: Array<Partial<Entity>> = [];
  BUILDINGS.forEach((b, bi) => {
    const buildingId = bi + 1;
    const landlord = (buildings().get(buildingId)?.owner as Person | undefined) ?? me();
    for (let c = 0; c < CELLS_PER_BUILDING; c++) {
      const what = `cell ${bi} ${c}`;
      const floor = Math.min(b.floors, 1 + Math.floor((c * b.floors) / CELLS_PER_BUILDING));
      const rooms = 1 + (hashOf(`${what} rooms`) % 4);
      const interval = INTERVALS[hashOf(`${what} interval`) % INTERVALS.length] ?? 'weekly';
      const rent = (INTERVAL_DAYS[interval] ?? 7) * (40 + 10 * rooms + 5 * (hashOf(`${what} rent`) % 10));
      // In the third building the signed-in character rents flat 2 (paid ahead).
      const mine = bi === 2 && c === 1;
      // Cells 0 and 3 of each building are rented by someone else; the rest are free. In the
      // first own building one tenant is behind with the rent (overdue).
      const rentedByOther = !mine && (c === 0 || c === 3) && landlord.id !== undefined;
      const taken = new Set([landlord.id, me().id]);
      const tenant = mine ? me() : rentedByOther ? pick(`${what} tenant`, taken) : undefined;
      const overdue = bi === 0 && c === 3;
      taken.add(tenant?.id ?? 0);
      const mate = tenant && (mine || c === 0) ? pick(`${what} mate`, taken) : undefined;
      cells.push({
        buildingId,
        label: `Wohnung ${floor}${String.fromCharCode(65 + c)}`,
        floor,
        rooms,
        sizeSqm: 25 + 15 * rooms + (hashOf(`${what} size`) % 10),
        rent,
        interval,
        rentable: !tenant,
        tenant,
        startedAt: tenant ? daysAgo(40 + c) : undefined,
        paidUntil: tenant ? (overdue ? daysAgo(2) : daysAhead(3 + (hashOf(`${what} paid`) % 20))) : undefined,
        roomMates: mate
          ? [{ id: 1, playerId: mate.id, since: daysAgo(20), rights: { ...TENANT_RIGHTS, inviteGuests: false } }]
          : [],
        items: tenant ? itemsOf(what, 1 + (hashOf(`${what} items`) % 4)) : [],
        interior: INTERIORS[hashOf(`${what} interior`) % INTERIORS.length],
        locked: true,
        blocked: false,
        doorbellName: tenant?.name.split('_')[1],
      });
    }
  });
  return cells;
}

export const cells = () => collection<Entity>('building cells', seedCells);

/** The signed-in character's money for rent (cash), kept so a payment can fail for want of it. */
export const wallet = () => collection<Entity>('building wallet', () => [{ cash: 25_000 }]);
export const cash = () => Number(wallet().get(1)?.cash ?? 0);
export const spend = (amount: number) => wallet().update(1, { cash: cash() - amount });

// --- Views (what the contract's schemas hold) ---

export const staffOf = (building: Entity) => (building.staff as Employee[] | undefined) ?? [];
export const mateListOf = (cell: Entity) => (cell.roomMates as RoomMate[] | undefined) ?? [];
export const ownerOf = (building: Entity) => building.owner as Person;
export const isOwner = (building: Entity) => ownerOf(building).id === me().id;
export const myEmployee = (building: Entity) => staffOf(building).find((e) => e.playerId === me().id);

/** The signed-in character's role and rights in the building. */
export function roleIn(building: Entity): { myRole: string; myRights: EmployeeRights } {
  if (isOwner(building)) return { myRole: 'owner', myRights: ALL_RIGHTS };
  const employee = myEmployee(building);
  return employee ? { myRole: 'employee', myRights: employee.rights } : { myRole: 'none', myRights: NO_RIGHTS };
}

export const cellsOf = (building: Entity) => cells().where((c) => c.buildingId === building.id);

export function buildingView(building: Entity) {
  const all = cellsOf(building);
  return {
    id: building.id,
    name: building.name,
    address: building.address,
    owner: building.owner,
    description: building.description,
    floors: building.floors,
    cellCount: all.length,
    freeCellCount: all.filter((c) => !c.tenant).length,
    employeeCount: staffOf(building).length,
    interior: building.interior,
    blocked: building.blocked,
    ...roleIn(building),
  };
}

export const rightsList = (rights: Record<string, boolean>, owner: boolean) => [
  ...(owner ? ['owner'] : []),
  ...Object.entries(rights)
    .filter(([, on]) => on)
    .map(([right]) => right),
];

export function buildingSummary(building: Entity) {
  const { myRole, myRights } = roleIn(building);
  return {
    id: building.id,
    kind: 'building',
    name: building.name,
    role: myRole,
    myRights: rightsList(myRights, myRole === 'owner'),
    owner: building.owner,
    address: building.address,
    blocked: building.blocked,
    onDuty: (building.duty as { onDuty?: boolean } | undefined)?.onDuty ?? false,
  };
}

export function employeeView(employee: Employee) {
  return {
    id: employee.id,
    player: personOf(employee.playerId) ?? { id: employee.playerId, name: 'Unbekannt_Person' },
    rank: employee.rank,
    rankLevel: employee.rankLevel,
    salary: employee.salary,
    rights: employee.rights,
    onDuty: employee.onDuty,
    joinedAt: employee.joinedAt,
  };
}

export const buildingOfCell = (cell: Entity) => buildings().get(Number(cell.buildingId));

/** The signed-in character's relation to the flat. */
export function cellRole(cell: Entity): { myRole: string; myRights: TenantRights } {
  const tenant = cell.tenant as Person | undefined;
  if (tenant?.id === me().id) return { myRole: 'tenant', myRights: TENANT_RIGHTS };
  const mate = mateListOf(cell).find((m) => m.playerId === me().id);
  if (mate) return { myRole: 'roommate', myRights: mate.rights };
  const building = buildingOfCell(cell);
  if (building && isOwner(building)) {
    return {
      myRole: 'landlord',
      myRights: { useStorage: false, useGarage: false, lockDoors: false, inviteGuests: false },
    };
  }
  return { myRole: 'none', myRights: { useStorage: false, useGarage: false, lockDoors: false, inviteGuests: false } };
}

export function cellView(cell: Entity) {
  const building = buildingOfCell(cell);
  return {
    id: cell.id,
    buildingId: cell.buildingId,
    buildingName: building?.name ?? 'Gebäude',
    label: cell.label,
    floor: cell.floor,
    rooms: cell.rooms,
    sizeSqm: cell.sizeSqm,
    rent: cell.rent,
    interval: cell.interval,
    rentable: cell.rentable,
    ...(cell.tenant ? { tenant: cell.tenant, paidUntil: cell.paidUntil } : {}),
    roomMateCount: mateListOf(cell).length,
    interior: cell.interior,
    ...(cell.renovation ? { renovation: cell.renovation } : {}),
    locked: cell.locked,
    blocked: cell.blocked,
    ...cellRole(cell),
  };
}

export function cellSummary(cell: Entity) {
  const { myRole, myRights } = cellRole(cell);
  const building = buildingOfCell(cell);
  return {
    id: cell.id,
    kind: 'buildingcell',
    name: `${String(building?.name ?? 'Gebäude')}, ${String(cell.label)}`,
    role: myRole,
    myRights: rightsList(myRights, myRole === 'tenant'),
    owner: building?.owner,
    address: building?.address,
    blocked: cell.blocked,
  };
}

/** A flat as the admin search lists it (OrgAdminSearchResult). */
export function cellAdminView(cell: Entity) {
  const building = buildingOfCell(cell);
  return {
    id: cell.id,
    kind: 'buildingcell',
    name: `${String(building?.name ?? 'Gebäude')}, ${String(cell.label)}`,
    owner: building?.owner,
    memberCount: (cell.tenant ? 1 : 0) + mateListOf(cell).length,
    blocked: cell.blocked,
    ...(cell.blocked && cell.blockedReason ? { blockedReason: cell.blockedReason } : {}),
    ...(cell.blocked && cell.blockedUntil ? { blockedUntil: cell.blockedUntil } : {}),
    createdAt: building?.createdAt,
  };
}

export const isOverdue = (cell: Entity, now = Date.now()) =>
  Boolean(cell.tenant && cell.paidUntil && Date.parse(String(cell.paidUntil)) < now);

/** The running rent contract of a rented flat (its id is the flat's). */
export function contractOf(cell: Entity) {
  const building = buildingOfCell(cell);
  return {
    id: cell.id,
    kind: 'buildingcell',
    propertyId: cell.id,
    propertyName: `${String(building?.name ?? 'Gebäude')}, ${String(cell.label)}`,
    tenant: cell.tenant,
    landlord: building?.owner,
    rent: cell.rent,
    interval: cell.interval,
    startedAt: cell.startedAt,
    paidUntil: cell.paidUntil,
    state: isOverdue(cell) ? 'overdue' : 'active',
  };
}

export function tenantView(cell: Entity, mate: RoomMate) {
  return {
    id: mate.id,
    player: personOf(mate.playerId) ?? { id: mate.playerId, name: 'Unbekannt_Person' },
    since: mate.since,
    rights: mate.rights,
    contractId: cell.id,
  };
}

export function adminView(building: Entity) {
  return {
    id: building.id,
    kind: 'building',
    name: building.name,
    owner: building.owner,
    memberCount: staffOf(building).length,
    blocked: building.blocked,
    ...(building.blocked && building.blockedReason ? { blockedReason: building.blockedReason } : {}),
    ...(building.blocked && building.blockedUntil ? { blockedUntil: building.blockedUntil } : {}),
    createdAt: building.createdAt,
  };
}

/** Moves the due date on by `periods` rent periods (from today when it lies in the past). */
export function paidAhead(cell: Entity, periods: number, now = Date.now()): string {
  const from = Math.max(now, Date.parse(String(cell.paidUntil ?? '')) || now);
  return new Date(from + periods * (INTERVAL_DAYS[String(cell.interval)] ?? 7) * DAY).toISOString();
}

/** A flat-rent refusal with its contract type (/problems/flat-rent/...). */
export const rentProblem = (kind: string, title: string, detail: string) =>
  new Response(JSON.stringify({ type: `/problems/flat-rent/${kind}`, title, status: 409, detail }), {
    status: 409,
    headers: { 'Content-Type': 'application/problem+json' },
  });

export const invalid = (field: string, message: string) =>
  problem(422, 'Eingabe ungültig', undefined, [{ field, message }]);

export const compact = (text: string) => text.toLowerCase().replace(/[\s_]+/g, '');

/** Answers kept per Idempotency-Key (in the store: a reset forgets them): a retry gets the first result, nothing runs twice. */
const answered = () => collection<Entity>('building idempotency', () => []);
export async function once(request: Request, run: () => Promise<Response>): Promise<Response> {
  const key = request.headers.get('Idempotency-Key');
  const known = key ? answered().where((a) => a.key === key)[0] : undefined;
  if (known) {
    return Response.json(known.body, { status: Number(known.status), headers: { 'Content-Type': String(known.type) } });
  }
  const response = await run();
  if (key && response.status < 500) {
    const type = response.headers.get('Content-Type') ?? 'application/json';
    answered().insert({ key, status: response.status, body: await response.clone().json(), type });
  }
  return response;
}

// --- Storage moves (a building's or a flat's items) ---

const storageConflict = (type: string, title: string, detail: string) =>
  Response.json(
    { type: `/problems/storage/${type}`, title, status: 409, detail },
    { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
  );

/**
 * Puts `amount` pieces of the stored item `itemId` in (from the character's inventory) or takes
 * them out: the new list and the item's entry afterwards, or the refusal (422 a bad amount, 409
 * an item the character does not carry, more than is stored). The mock has no inventory: what
 * is stored is what the character can carry and put back; a taken-out item leaves the list at 0.
 */
export function moveStored(
  items: readonly StoredItem[],
  data: Record<string, unknown>,
  direction: 'put' | 'take',
): { items: StoredItem[]; entry: StoredItem } | Response {
  const amount = Number(data.amount);
  if (!Number.isInteger(amount) || amount < 1 || amount > 100_000) {
    return invalid('amount', 'Bitte gib eine ganze Zahl ab 1 an.');
  }
  const had = items.find((item) => item.id === Number(data.itemId));
  if (!had) {
    return direction === 'put'
      ? storageConflict('not-in-inventory', 'Nicht im Inventar', 'Diesen Gegenstand hast du nicht dabei.')
      : storageConflict('not-enough-items', 'Nicht genug', 'Dieser Gegenstand liegt nicht im Lager.');
  }
  if (direction === 'take' && had.amount < amount) {
    return storageConflict('not-enough-items', 'Nicht genug', `Im Lager liegen nur ${had.amount} Stück.`);
  }
  const entry = { ...had, amount: had.amount + (direction === 'put' ? amount : -amount) };
  const next = items.flatMap((item) => (item.id !== had.id ? [item] : entry.amount > 0 ? [entry] : []));
  return { items: next, entry };
}

// --- Invitations (staff of a building, room mates of a flat) ---

export type InvitationKind = 'building' | 'buildingcell';
const HOUR = 3_600_000;

/** Seeded: one invitation for the signed-in character of each kind, one open one the owner sent. */
function seedInvitations(): Array<Partial<Entity>> {
  const other = knownCharacters[3] as Person;
  const landlord = (buildings().get(4)?.owner as Person | undefined) ?? other;
  const flatTenant = (cells().get(25)?.tenant as Person | undefined) ?? other;
  return [
    {
      kind: 'building',
      organisationId: 4,
      invitedPlayerId: me().id,
      invitedById: landlord.id,
      rank: 'Hausmeister',
      message: 'Wir suchen Verstärkung für die Nachtschicht.',
      state: 'pending',
      createdAt: daysAgo(0.5),
      expiresAt: daysAhead(2),
    },
    {
      kind: 'building',
      organisationId: 1,
      invitedPlayerId: other.id,
      invitedById: me().id,
      rank: 'Concierge',
      state: 'pending',
      createdAt: daysAgo(1),
      expiresAt: daysAhead(1),
    },
    {
      kind: 'buildingcell',
      organisationId: 25,
      invitedPlayerId: me().id,
      invitedById: flatTenant.id,
      message: 'Zieh doch bei mir ein!',
      state: 'pending',
      createdAt: daysAgo(0.25),
      expiresAt: daysAhead(2),
    },
  ];
}

export const invitations = () => collection<Entity>('building invitations', seedInvitations);

export function invitationView(invitation: Entity) {
  const kind = invitation.kind as InvitationKind;
  const id = Number(invitation.organisationId);
  const cell = kind === 'buildingcell' ? cells().get(id) : undefined;
  const name =
    kind === 'building'
      ? String(buildings().get(id)?.name ?? 'Gebäude')
      : `${String((cell && buildingOfCell(cell)?.name) ?? 'Gebäude')}, ${String(cell?.label ?? 'Wohnung')}`;
  const person = (pid: unknown) => personOf(Number(pid)) ?? { id: Number(pid), name: 'Unbekannt_Person' };
  return {
    id: invitation.id,
    kind,
    organisationId: id,
    organisationName: name,
    invitedPlayer: person(invitation.invitedPlayerId),
    invitedBy: person(invitation.invitedById),
    ...(invitation.rank ? { rank: invitation.rank } : {}),
    ...(invitation.message ? { message: invitation.message } : {}),
    state: isExpired(invitation) ? 'expired' : invitation.state,
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
  };
}

export const isExpired = (invitation: Entity, now = Date.now()) =>
  invitation.state === 'pending' && Date.parse(String(invitation.expiresAt)) < now;
export const isOpen = (invitation: Entity) => invitation.state === 'pending' && !isExpired(invitation);

/** Open invitations of one building or flat, newest first. */
export const openInvitationsOf = (kind: InvitationKind, id: unknown) =>
  invitations()
    .where((i) => i.kind === kind && String(i.organisationId) === String(id) && isOpen(i))
    .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));

/** Open invitations for the signed-in character, newest first. */
export const myInvitations = (kind: InvitationKind) =>
  invitations()
    .where((i) => i.kind === kind && i.invitedPlayerId === me().id && isOpen(i))
    .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));

/** A new invitation (48 hours), or the answer that refuses it. */
export function invite(
  kind: InvitationKind,
  id: number,
  playerName: string,
  isMember: (playerId: number) => boolean,
  extra: { rank?: unknown; message?: unknown },
): Response | Entity {
  const person = personNamed(playerName);
  if (!person) return invalid('playerName', 'Diese Person gibt es nicht.');
  if (isMember(person.id)) return problem(409, 'Schon dabei', `${person.name} gehört schon dazu.`);
  if (openInvitationsOf(kind, id).some((i) => i.invitedPlayerId === person.id)) {
    return problem(409, 'Schon eingeladen', `${person.name} ist schon eingeladen.`);
  }
  const now = Date.now();
  return invitations().insert({
    kind,
    organisationId: id,
    invitedPlayerId: person.id,
    invitedById: me().id,
    ...(typeof extra.rank === 'string' && extra.rank ? { rank: extra.rank } : {}),
    ...(typeof extra.message === 'string' && extra.message ? { message: extra.message } : {}),
    state: 'pending',
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 48 * HOUR).toISOString(),
  });
}

/** The signed-in character's answer to a received invitation; the refusal, or the invitation. */
export function answerable(params: Record<string, unknown>, kind: InvitationKind): Response | Entity {
  const invitation = invitations().get(String(params.id));
  if (!invitation || invitation.kind !== kind) return problem(404, 'Nicht gefunden', 'Diese Einladung gibt es nicht.');
  if (invitation.invitedPlayerId !== me().id) {
    return problem(403, 'Keine Berechtigung', 'Diese Einladung ging an jemand anderen.');
  }
  if (!isOpen(invitation)) return problem(409, 'Nicht mehr offen', 'Diese Einladung ist nicht mehr offen.');
  return invitation;
}

// --- Renovation of a flat ---

export const RENOVATIONS = [
  { interior: 'basic', label: 'Einfach', price: 2_000, durationHours: 4 },
  { interior: 'modern', label: 'Modern', price: 8_500, durationHours: 12 },
  { interior: 'luxury', label: 'Luxuriös', price: 24_000, durationHours: 36 },
  { interior: 'rustic', label: 'Landhaus', price: 6_000, durationHours: 10 },
  { interior: 'industrial', label: 'Loft', price: 9_500, durationHours: 14 },
] as const;

export const isRenovating = (cell: Entity, now = Date.now()) => {
  const renovation = cell.renovation as { finishedAt?: string } | undefined;
  return Boolean(renovation?.finishedAt && Date.parse(renovation.finishedAt) > now);
};
