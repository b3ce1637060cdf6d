// The house area's mock world (src/mocks/stateful/house.ts serves it): houses with their owner,
// room mates and rights, rent offer and contracts, storage, garage, advert line and block state;
// invitations in a collection of their own (their ids are global: /api/house/invitations/{id}).
// Each collection is seeded once per store seed from fixed values and hashes (no request order
// changes it). Domain rules (checked by tests/unit/house-mock.test.ts):
// - every house has one owner who exists (the signed-in character or a known character), and a
//   character owns 0–2 houses (the signed-in one 1–2; an owner change to a third is 409);
// - room mates are existing characters, never the owner, each once;
// - a contract's state follows its paidUntil: paid rent (active) is due in the future, a due
//   date in the past is overdue;
// - an invitation stays pending until the invited character answers it (or the owner revokes it);
// - renting a room makes a room mate, never an owner; the houses with free rooms are read from
//   each house's offer and rooms (roomOfferOf), so a house leaves that list when it is full or
//   its owner stops offering rooms.
import { knownCharacters } from '../../overrides';
import { collection, hashSeed, mockStoreSeed, type Entity } from '../../store';
import { me } from '../kit';
import { NEWCOMERS } from '../../world/people';

export type Person = { id: number; name: string };
export type Interval = 'daily' | 'weekly' | 'monthly';
export type TenantRights = { useStorage: boolean; useGarage: boolean; lockDoors: boolean; inviteGuests: boolean };
export type Mate = { id: number; playerId: number; since: string; rights: TenantRights; contractId?: number };
export type Contract = {
  id: number;
  tenantId: number;
  rent: number;
  interval: Interval;
  startedAt: string;
  paidUntil: string;
};
export type StoredItem = { id: number; amount: number };
export type RentOffer = { rentable: boolean; rent: number; interval: Interval; note?: string };

export const MAX_HOUSES = 2;
const DAY = 86_400_000;
export const INTERVAL_DAYS: Record<Interval, number> = { daily: 1, weekly: 7, monthly: 30 };

/** A timestamp `days` before the reference date of the store's seed (stable per seed). */
export const daysAgo = (days: number) => new Date(Date.UTC(2026, 10, 20, 18) - days * DAY).toISOString();
/** Midnight UTC of today plus `days`: due dates that lie ahead of the clock, whatever day it is. */
export const fromToday = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY).toISOString();

/** Item types a house storage may hold (ids are the game's item types). */
export const ITEM_TYPES: ReadonlyArray<{ id: number; name: string; category: string; weightGrams: number }> = [
  { id: 1, name: 'Reparaturkasten', category: 'tool', weightGrams: 2500 },
  { id: 2, name: 'Wasserflasche', category: 'food', weightGrams: 500 },
  { id: 3, name: 'Brot', category: 'food', weightGrams: 300 },
  { id: 4, name: 'Verbandskasten', category: 'medical', weightGrams: 800 },
  { id: 5, name: 'Benzinkanister', category: 'tool', weightGrams: 5000 },
  { id: 6, name: 'Holzbretter', category: 'material', weightGrams: 1200 },
  { id: 7, name: 'Kaffeebohnen', category: 'food', weightGrams: 250 },
];

const NAMES = [
  'Villa Vinewood',
  'Strandhaus Vespucci',
  'Bungalow Sandy Shores',
  'Stadthaus Mirror Park',
  'Landhaus Paleto Bay',
  'Penthouse Rockford Hills',
  'Reihenhaus Grove Street',
  'Chalet Mount Chiliad',
  'Loft Little Seoul',
  'Gartenhaus Richman',
];
const STREETS = ['Rosenweg', 'Mirror Park Blvd', 'Grove Street', 'Ocean Drive', 'Hill Road', 'Palomino Ave'];
const INTERIORS = ['basic', 'modern', 'luxury', 'rustic', 'industrial'] as const;
const MATE_RIGHTS: TenantRights[] = [
  { useStorage: true, useGarage: true, lockDoors: true, inviteGuests: false },
  { useStorage: true, useGarage: false, lockDoors: false, inviteGuests: false },
];
export const NEW_MATE_RIGHTS: TenantRights = {
  useStorage: true,
  useGarage: false,
  lockDoors: true,
  inviteGuests: false,
};

/** Someone the world knows: the signed-in character, a known character or a newcomer. */
export const personOf = (id: number): Person | undefined =>
  id === me().id ? me() : [...knownCharacters, ...NEWCOMERS].find((c) => c.id === id);
export const personNamed = (name: string): Person | undefined =>
  [me(), ...knownCharacters, ...NEWCOMERS].find((c) => c.name.toLowerCase() === name.trim().toLowerCase());

function seedHouses(): Array<Partial<Entity>> {
  const seed = mockStoreSeed();
  const hash = (what: string) => hashSeed(`${seed} house ${what}`);
  const own = 1 + (hash('own count') % 2);
  // Known characters in a seed-dependent order: owners first (each one house), room mates from the rest.
  const people = [...knownCharacters].sort((a, b) => hash(`order ${a.id}`) - hash(`order ${b.id}`));
  let mateId = 1;
  let contractId = 1;
  return NAMES.map((name, i) => {
    const mine = i < own;
    const rented = i === own; // the signed-in character rents a room here
    const owner = mine ? me() : (people[i - own] as Person);
    const others = people.filter((p) => p.id !== owner.id);
    const mateCount = i === 0 || rented ? 2 : mine ? 0 : hash(`mates ${i}`) % 3;
    const roomCount = mateCount + 2 + (hash(`rooms ${i}`) % 3) + (rented ? 1 : 0);
    const interval: Interval =
      (['weekly', 'weekly', 'monthly', 'daily'] as const)[hash(`interval ${i}`) % 4] ?? 'weekly';
    const rent = 100 * (5 + (hash(`rent ${i}`) % 20));
    const mates: Mate[] = [];
    const contracts: Contract[] = [];
    const addMate = (person: Person, j: number, paid: boolean) => {
      const since = daysAgo(20 + (hash(`since ${i} ${j}`) % 200));
      const contract: Contract = {
        id: contractId++,
        tenantId: person.id,
        rent,
        interval,
        startedAt: since,
        // Paid rent is due ahead of today; the unpaid one was due three days before the reference date.
        paidUntil: paid ? fromToday(1 + (hash(`paid ${i} ${j}`) % 6)) : daysAgo(3),
      };
      contracts.push(contract);
      mates.push({
        id: mateId++,
        playerId: person.id,
        since,
        rights: MATE_RIGHTS[j % 2] ?? NEW_MATE_RIGHTS,
        contractId: contract.id,
      });
    };
    if (rented) addMate(me(), 0, true);
    for (let j = 0; j < mateCount - (rented ? 1 : 0); j++) {
      // In the first own house the second room mate is behind with the rent (what "überfällig" looks like).
      addMate(others[(hash(`mate ${i}`) + j) % others.length] as Person, j + 1, !(i === 0 && j === 1));
    }
    const items: StoredItem[] = ITEM_TYPES.filter((_, k) => hash(`item ${i} ${k}`) % 3 === 0).map((type, k) => ({
      id: type.id,
      amount: 1 + (hash(`amount ${i} ${k}`) % 12),
    }));
    const created = 60 + (hash(`created ${i}`) % 700);
    return {
      name,
      address: `${STREETS[hash(`street ${i}`) % STREETS.length]} ${1 + (hash(`number ${i}`) % 120)}`,
      ownerId: owner.id,
      price: 1000 * (120 + (hash(`price ${i}`) % 900)),
      interior: INTERIORS[hash(`interior ${i}`) % INTERIORS.length],
      roomCount,
      garageSlots: 1 + (hash(`garage ${i}`) % 4),
      storageSlots: 60 + 20 * (hash(`storage ${i}`) % 8),
      locked: hash(`locked ${i}`) % 2 === 0,
      blocked: false,
      createdAt: daysAgo(created),
      offer: { rentable: i === 0 || rented || hash(`rentable ${i}`) % 2 === 0, rent, interval } satisfies RentOffer,
      mates,
      contracts,
      items: items.length > 0 ? items : [{ id: 2, amount: 6 }],
      vehicles:
        mine || rented
          ? [
              {
                id: 10 + i,
                plate: `LS ${1000 + i * 37}`,
                model: 'Baller',
                garage: 'Hausgarage',
                parked: true,
                fuel: 70,
                damage: 5,
              },
            ]
          : [],
      adLine: { text: 'Zimmer frei ab sofort, meldet euch!', active: false, updatedAt: daysAgo(10) },
    };
  });
}

export const houses = () => collection<Entity>('houses', seedHouses);

function seedInvitations(): Array<Partial<Entity>> {
  const all = houses().all();
  // Two houses of other owners, where the signed-in character lives neither, invite him.
  const inviting = all
    .filter((h) => h.ownerId !== me().id && !matesOf(h).some((m) => m.playerId === me().id))
    .slice(0, 2);
  return inviting.map((house, i) => ({
    houseId: house.id,
    playerId: me().id,
    invitedById: house.ownerId,
    message: i === 0 ? 'Hast du Lust, bei uns einzuziehen? Ein Zimmer ist frei.' : undefined,
    state: 'pending',
    createdAt: daysAgo(1 + i),
  }));
}
export const invitations = () => collection<Entity>('house invitations', seedInvitations);

export const matesOf = (house: Entity) => (house.mates as Mate[] | undefined) ?? [];
export const contractsOf = (house: Entity) => (house.contracts as Contract[] | undefined) ?? [];
export const itemsOf = (house: Entity) => (house.items as StoredItem[] | undefined) ?? [];
export const offerOf = (house: Entity) => house.offer as RentOffer;
export const ownerOf = (house: Entity): Person =>
  personOf(Number(house.ownerId)) ?? { id: Number(house.ownerId), name: 'Unbekannt_Person' };
export const housesOwnedBy = (playerId: number) => houses().where((h) => h.ownerId === playerId);

export type Role = 'owner' | 'roommate' | 'none';
export const roleIn = (house: Entity, playerId = me().id): Role =>
  house.ownerId === playerId ? 'owner' : matesOf(house).some((m) => m.playerId === playerId) ? 'roommate' : 'none';

const ALL_RIGHTS: TenantRights = { useStorage: true, useGarage: true, lockDoors: true, inviteGuests: true };
export const rightsIn = (house: Entity, playerId = me().id): TenantRights | undefined => {
  const role = roleIn(house, playerId);
  if (role === 'owner') return ALL_RIGHTS;
  return matesOf(house).find((m) => m.playerId === playerId)?.rights;
};

/** Free rooms: one is the owner's, one per room mate and per pending invitation. */
export function freeRooms(house: Entity): number {
  const pending = invitations().where((inv) => inv.houseId === house.id && inv.state === 'pending').length;
  return Math.max(0, Number(house.roomCount) - 1 - matesOf(house).length - pending);
}

/** A renovation whose end has passed has become the interior (read-time, no timer). */
function interiorOf(house: Entity) {
  const renovation = house.renovation as { interior: string; startedAt: string; finishedAt: string } | undefined;
  if (renovation && Date.parse(renovation.finishedAt) <= Date.now()) return { interior: renovation.interior };
  return { interior: house.interior, ...(renovation ? { renovation } : {}) };
}

/** The contract's House for the character who asks (default: the signed-in one). */
export function houseOf(house: Entity, playerId = me().id) {
  const role = roleIn(house, playerId);
  const rights = rightsIn(house, playerId);
  return {
    id: house.id,
    name: house.name,
    address: house.address,
    owner: ownerOf(house),
    price: house.price,
    ...interiorOf(house),
    roomCount: house.roomCount,
    roomMateCount: matesOf(house).length,
    garageSlots: house.garageSlots,
    storageSlots: house.storageSlots,
    locked: house.locked,
    rentable: offerOf(house).rentable,
    blocked: house.blocked,
    myRole: role,
    ...(rights ? { myRights: rights } : {}),
  };
}

const RIGHT_NAMES = ['useStorage', 'useGarage', 'lockDoors', 'inviteGuests'] as const;
/** One entry of the own list (OrgSummary). */
export function summaryOf(house: Entity, playerId = me().id) {
  const role = roleIn(house, playerId);
  const rights = rightsIn(house, playerId) ?? NEW_MATE_RIGHTS;
  return {
    id: house.id,
    kind: 'house',
    name: house.name,
    role,
    myRights: [...(role === 'owner' ? ['owner'] : []), ...RIGHT_NAMES.filter((r) => rights[r])],
    owner: ownerOf(house),
    address: house.address,
    blocked: house.blocked,
  };
}

export function tenantOf(house: Entity, mate: Mate) {
  const contract = contractsOf(house).find((c) => c.id === mate.contractId);
  return {
    id: mate.id,
    player: personOf(mate.playerId) ?? { id: mate.playerId, name: 'Unbekannt_Person' },
    since: mate.since,
    rights: mate.rights,
    ...(contract ? { rentShare: contract.rent, contractId: contract.id } : {}),
  };
}

export function contractOf(house: Entity, contract: Contract) {
  return {
    id: contract.id,
    kind: 'house',
    propertyId: house.id,
    propertyName: `${String(house.name)}, ${String(house.address)}`,
    tenant: personOf(contract.tenantId) ?? { id: contract.tenantId, name: 'Unbekannt_Person' },
    landlord: ownerOf(house),
    rent: contract.rent,
    interval: contract.interval,
    startedAt: contract.startedAt,
    paidUntil: contract.paidUntil,
    // Paid rent is due in the future; a due date that passed makes the contract overdue.
    state: Date.parse(contract.paidUntil) > Date.now() ? 'active' : 'overdue',
  };
}

export function offerAnswer(house: Entity) {
  return { ...offerOf(house), freeRooms: freeRooms(house) };
}

/** One entry of the list of houses with free rooms (HouseRoomOffer). */
export function roomOfferOf(house: Entity) {
  const offer = offerOf(house);
  return {
    id: house.id,
    name: house.name,
    address: house.address,
    owner: ownerOf(house),
    rent: offer.rent,
    interval: offer.interval,
    freeRooms: freeRooms(house),
    roomCount: house.roomCount,
    interior: interiorOf(house).interior,
    ...(offer.note ? { note: offer.note } : {}),
  };
}

export function storageOf(house: Entity) {
  return itemsOf(house).flatMap((stored) => {
    const type = ITEM_TYPES.find((t) => t.id === stored.id);
    return type ? [{ ...type, amount: stored.amount }] : [];
  });
}

export function invitationOf(invitation: Entity) {
  const house = houses().get(Number(invitation.houseId));
  const created = String(invitation.createdAt);
  return {
    id: invitation.id,
    kind: 'house',
    organisationId: invitation.houseId,
    organisationName: house?.name ?? 'Haus',
    invitedPlayer: personOf(Number(invitation.playerId)) ?? { id: invitation.playerId, name: 'Unbekannt_Person' },
    invitedBy: personOf(Number(invitation.invitedById)) ?? me(),
    rank: 'Mitbewohner',
    ...(invitation.message ? { message: invitation.message } : {}),
    state: invitation.state,
    createdAt: created,
    // The contract's 48 hours; the world keeps an unanswered invitation pending all the same.
    expiresAt: new Date(Math.max(Date.parse(created) + 2 * DAY, Date.now() + DAY)).toISOString(),
  };
}

export function adminOf(house: Entity) {
  return {
    id: house.id,
    kind: 'house',
    name: house.name,
    owner: ownerOf(house),
    memberCount: matesOf(house).length,
    blocked: house.blocked,
    ...(house.blockedReason ? { blockedReason: house.blockedReason } : {}),
    ...(house.blockedUntil ? { blockedUntil: house.blockedUntil } : {}),
    createdAt: house.createdAt,
  };
}

/** The new due date after paying `periods` from the later of the old due date and now. */
export function paidAfter(contract: Contract, periods: number): string {
  const from = Math.max(Date.parse(contract.paidUntil), Date.now());
  return new Date(from + periods * INTERVAL_DAYS[contract.interval] * DAY).toISOString();
}
