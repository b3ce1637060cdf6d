// The vehicle area's mock world (src/mocks/stateful/vehicle.ts serves it): garages, vehicles
// with owner, keys, trunk and history, bus lines; each collection seeded once per store seed
// from fixed values and hashes (no request order changes it). Shared by the player's and the
// admin's handlers, so both see one world.
import { knownCharacters } from '../../overrides';
import { collection, hashSeed, mockStoreSeed, type Entity } from '../../store';
import { me, mockOf, problem } from '../kit';

export type Person = { id: number; name: string };
export type Key = { playerId: number; grantedAt: string };
export type GarageKind = 'public' | 'impound' | 'factory' | 'team' | 'house';

const position = (x: number, y: number, z: number) => ({ x, y, z, dimension: 0 });

/** Garages of the map: `taken` places are held by vehicles the store does not list. */
const GARAGES: ReadonlyArray<{
  name: string;
  kind: GarageKind;
  capacity: number;
  taken: number;
  at: ReturnType<typeof position>;
}> = [
  { name: 'Garage Pillbox Hill', kind: 'public', capacity: 40, taken: 12, at: position(215.8, -810.1, 30.7) },
  { name: 'Garage Mission Row', kind: 'public', capacity: 30, taken: 8, at: position(428.4, -984.2, 29.7) },
  { name: 'Garage Sandy Shores', kind: 'public', capacity: 15, taken: 4, at: position(1737.5, 3710.2, 34.1) },
  // Full: parking there answers 409.
  { name: 'Garage Paleto Bay', kind: 'public', capacity: 10, taken: 10, at: position(-244.6, 6238.9, 31.5) },
  { name: 'Tiefgarage Vinewood', kind: 'house', capacity: 4, taken: 1, at: position(-70.2, 356.4, 112.4) },
  { name: 'Abschlepphof Davis', kind: 'impound', capacity: 200, taken: 37, at: position(409.1, -1623.5, 29.3) },
];
export const IMPOUND_ID = GARAGES.findIndex((g) => g.kind === 'impound') + 1;
export const PARKABLE: ReadonlySet<GarageKind> = new Set(['public', 'house']);

export const garages = () =>
  collection<Entity>('vehicle garages', () =>
    GARAGES.map(({ name, kind, capacity, taken, at }) => ({ name, kind, capacity, taken, position: at })),
  );

const garageRef = (id: number) => {
  const garage = garages().get(id);
  return garage ? { id: garage.id, name: garage.name } : undefined;
};

const MODELS = [
  'Sultan RS',
  'Kuruma',
  'Baller',
  'Faggio',
  'Sanchez',
  'Mule',
  'Burrito',
  'Elegy',
  'Washington',
  'Bison',
];
const OWN_STATES = ['parked', 'spawned', 'impounded'] as const;
const OTHERS = 9;

/** A timestamp `days` before the reference date of the store's seed (stable per seed). */
export const daysAgo = (days: number) => new Date(Date.UTC(2026, 10, 20, 18) - days * 86_400_000).toISOString();

function seedVehicles(): Array<Partial<Entity>> {
  const seed = mockStoreSeed();
  const hash = (what: string) => hashSeed(`${seed} vehicle ${what}`);
  const own = 1 + (hash('own count') % 3);
  const plates = new Set<string>();
  const plateOf = (i: number) => {
    let n = hash(`plate ${i}`) % 10_000;
    while (plates.has(String(n))) n = (n + 1) % 10_000;
    plates.add(String(n));
    return `LS ${String(n).padStart(4, '0')}`;
  };
  return Array.from({ length: own + OTHERS }, (_, i) => {
    const mine = i < own;
    const generated = mockOf('getVehicleOwn');
    const stacks = (mockOf('listVehicleAdminItems').items as Array<Record<string, unknown>> | undefined) ?? [];
    const state = mine ? OWN_STATES[i % OWN_STATES.length] : 'parked';
    const home = 1 + (hash(`garage ${i}`) % 3);
    const garageId = state === 'impounded' ? IMPOUND_ID : home;
    const registered = 30 + (hash(`registered ${i}`) % 600);
    const used = hash(`used ${i}`) % registered;
    const owner = mine ? me() : (knownCharacters[hash(`owner ${i}`) % knownCharacters.length] as Person);
    // Not the first known character (the contract's example id, 4711): a grant sent with the
    // contract's sample adds a key instead of repeating one.
    const friends = knownCharacters.slice(1);
    const friend = friends[hash(`friend ${i}`) % friends.length] as Person;
    return {
      ...generated,
      plate: plateOf(i),
      model: MODELS[hash(`model ${i}`) % MODELS.length],
      owner,
      ownerKind: 'player',
      ownerLabel: undefined,
      state,
      garageId,
      fuel: 5 + (hash(`fuel ${i}`) % 96),
      engineHealth: 250 + (hash(`engine ${i}`) % 751),
      bodyHealth: 150 + (hash(`body ${i}`) % 851),
      registeredAt: daysAgo(registered),
      lastUsedAt: daysAgo(used),
      position: GARAGES[garageId - 1]?.at,
      trunkCapacity: 20 + (hash(`trunk capacity ${i}`) % 281),
      mileageKm: 1_000 + (hash(`mileage ${i}`) % 250_000),
      // The first own vehicle is shared with one friend already.
      keys: i === 0 ? [{ playerId: friend.id, grantedAt: daysAgo(Math.max(0, used - 1)) }] : [],
      trunk: stacks.slice(0, hash(`trunk ${i}`) % 4).map((item, slot) => ({
        ...item,
        id: 100 * (i + 1) + slot,
        amount: 1 + (hash(`amount ${i} ${slot}`) % 5),
        weight: (1 + (hash(`weight ${i} ${slot}`) % 40)) / 4,
        slot,
      })),
      log: [
        {
          id: 2,
          at: daysAgo(used),
          kind: state === 'spawned' ? 'spawn' : state === 'impounded' ? 'impound' : 'park',
          text:
            state === 'spawned'
              ? 'Fahrzeug ausgeparkt.'
              : `In ${GARAGES[garageId - 1]?.name ?? 'der Garage'} ${state === 'impounded' ? 'abgeschleppt' : 'eingeparkt'}.`,
        },
        { id: 1, at: daysAgo(registered), kind: 'ownerChange', actor: owner, text: `Auf ${owner.name} zugelassen.` },
      ],
    };
  });
}

export const vehicles = () => collection<Entity>('vehicles', seedVehicles);

export const isMine = (vehicle: Entity) => (vehicle.owner as Person | undefined)?.id === me().id;
export const keysOf = (vehicle: Entity) => (vehicle.keys as Key[] | undefined) ?? [];

const SUMMARY = ['id', 'plate', 'model', 'owner', 'ownerKind', 'state', 'fuel', 'engineHealth', 'bodyHealth'] as const;
const DETAIL = [
  ...SUMMARY,
  'color',
  'mileageKm',
  'trunkCapacity',
  'locked',
  'position',
  'registeredAt',
  'lastUsedAt',
] as const;

function pickOf(vehicle: Entity, keys: readonly string[]) {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (vehicle[key] !== undefined) out[key] = vehicle[key];
  const garage = garageRef(Number(vehicle.garageId));
  return garage ? { ...out, garage } : out;
}
export const summaryOf = (vehicle: Entity) => pickOf(vehicle, SUMMARY);
export const detailOf = (vehicle: Entity) => pickOf(vehicle, DETAIL);

export function garageList(): Array<Entity & { vehicleCount: number }> {
  const all = vehicles().all();
  return garages()
    .all()
    .map(({ taken, ...garage }): Entity & { vehicleCount: number } => ({
      ...(garage as Entity),
      vehicleCount: Math.min(
        Number(garage.capacity),
        Number(taken) + all.filter((v) => v.garageId === garage.id && v.state !== 'spawned').length,
      ),
    }));
}

export function accessOf(vehicle: Entity) {
  const owner = vehicle.owner as Person;
  return {
    items: [
      { player: owner, kind: 'owner', grantedAt: vehicle.registeredAt },
      ...keysOf(vehicle).map((key) => ({
        player: knownCharacters.find((c) => c.id === key.playerId) ?? { id: key.playerId, name: 'Unbekannt_Person' },
        kind: 'key',
        grantedAt: key.grantedAt,
      })),
    ],
  };
}

export const invalid = (field: string, message: string) =>
  problem(422, 'Eingabe ungültig', undefined, [{ field, message }]);

// Fixed lines: what a player expects of a timetable (stops in order, same every run).
const STOPS: Record<number, string[]> = {
  1: ['Legion Square', 'Pillbox Hill', 'Strawberry Avenue', 'Davis', 'Flughafen Los Santos'],
  2: ['Vinewood Boulevard', 'Rockford Hills', 'Morningwood', 'Del Perro Pier'],
  3: ['Sandy Shores', 'Grapeseed', 'Mount Chiliad', 'Paleto Bay'],
  4: ['Mission Row', 'Legion Square', 'Textile City', 'La Mesa', 'Mission Row'],
};
const LINES = [
  { number: 1, name: 'Innenstadt – Flughafen', color: '#d62828', intervalMinutes: 10, activeBuses: 3 },
  { number: 2, name: 'Vinewood – Del Perro', color: '#1d4ed8', intervalMinutes: 15, activeBuses: 2 },
  { number: 3, name: 'Sandy Shores – Paleto Bay', color: '#15803d', intervalMinutes: 30, activeBuses: 1 },
  { number: 4, name: 'Ringlinie Mission Row', color: '#7c3aed', intervalMinutes: 12, activeBuses: 0 },
];
export const busLines = () =>
  collection<Entity>('vehicle bus lines', () =>
    LINES.map((line) => ({
      ...line,
      stops: (STOPS[line.number] ?? []).map((name, i) => ({
        order: i + 1,
        name: `Haltestelle ${name}`,
        position: position(200 + 150 * i * line.number, -800 + 300 * i, 30),
      })),
    })),
  );

export const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Someone the world knows: the signed-in character or a known character. */
export const personOf = (id: number): Person | undefined =>
  id === me().id ? me() : knownCharacters.find((c) => c.id === id);

export type LogKind = 'spawn' | 'park' | 'repair' | 'ownerChange' | 'impound' | 'edit' | 'access';
export type LogEntry = { id: number; at: string; kind: LogKind; actor?: Person; text: string };

export const logOf = (vehicle: Entity) => (vehicle.log as LogEntry[] | undefined) ?? [];

/** Adds an event to the vehicle's history (newest first), stamped now. */
export function addLog(vehicle: Entity, kind: LogKind, text: string, actor: Person = me()): void {
  const log = logOf(vehicle);
  const id = 1 + Math.max(0, ...log.map((e) => e.id));
  vehicles().update(vehicle.id, { log: [{ id, at: new Date().toISOString(), kind, actor, text }, ...log] });
}

/** The trunk as the contract's VehicleInventory: stacks from the generated mock, within the capacity. */
export function trunkOf(vehicle: Entity) {
  const maxWeight = Math.max(1, Math.min(2000, Number(vehicle.trunkCapacity) || 1));
  const items = (vehicle.trunk as Array<Record<string, unknown>> | undefined) ?? [];
  const totalWeight = Math.round(items.reduce((sum, item) => sum + Number(item.weight), 0) * 100) / 100;
  return { vehicleId: vehicle.id, plate: vehicle.plate, items, totalWeight, maxWeight };
}

/** Gives `playerId` a key; the answer that refuses it, or the new entry. */
export function grantKey(
  vehicle: Entity,
  playerId: number,
): Response | { player: Person; kind: 'key'; grantedAt: string } {
  const owner = vehicle.owner as Person | undefined;
  if (owner?.id === playerId) return problem(409, 'Schon vorhanden', 'Der Halter hat den Schlüssel schon.');
  const person = personOf(playerId);
  if (!person) return invalid('playerId', 'Diese Person gibt es nicht.');
  const keys = keysOf(vehicle);
  if (keys.some((k) => k.playerId === playerId)) {
    return problem(409, 'Schon vorhanden', `${person.name} hat schon einen Schlüssel.`);
  }
  // The access list holds at most 20 entries, the owner's among them.
  if (keys.length >= 19) return problem(409, 'Zu viele Schlüssel', 'Mehr als 19 Schlüssel gibt es nicht.');
  const grantedAt = new Date().toISOString();
  vehicles().update(vehicle.id, { keys: [...keys, { playerId, grantedAt }] });
  addLog(vehicle, 'access', `Schlüssel an ${person.name} vergeben.`);
  return { player: person, kind: 'key', grantedAt };
}

/** Takes `playerId`'s key back; the answer that refuses it, or undefined when done. */
export function revokeKey(vehicle: Entity, playerId: number): Response | undefined {
  if ((vehicle.owner as Person | undefined)?.id === playerId) {
    return problem(409, 'Nicht möglich', 'Den Schlüssel des Halters kann man nicht abnehmen.');
  }
  const keys = keysOf(vehicle);
  if (!keys.some((k) => k.playerId === playerId))
    return problem(404, 'Nicht gefunden', 'Diesen Schlüssel gibt es nicht.');
  vehicles().update(vehicle.id, { keys: keys.filter((k) => k.playerId !== playerId) });
  addLog(vehicle, 'access', `Schlüssel von ${personOf(playerId)?.name ?? playerId} zurückgenommen.`);
  return undefined;
}

/**
 * Parks the vehicle in garage `garageId` (kinds: where the caller may park); the answer that
 * refuses it, or the parked vehicle. An admin may park anywhere, an impounded car too.
 */
export function parkIn(vehicle: Entity, garageId: number, kinds: ReadonlySet<GarageKind> | 'any'): Response | Entity {
  const garage = garageList().find((g) => g.id === garageId);
  if (!garage) return invalid('garageId', 'Diese Garage gibt es nicht.');
  if (kinds !== 'any' && !kinds.has(garage.kind as GarageKind))
    return invalid('garageId', 'Hier kannst du nicht einparken.');
  if (kinds !== 'any' && vehicle.state === 'impounded') {
    return problem(409, 'Abgeschleppt', 'Das Fahrzeug steht auf dem Abschlepphof: hol es dort ab.');
  }
  if (vehicle.state === 'destroyed') return problem(409, 'Zerstört', 'Ein zerstörtes Fahrzeug kann nicht einparken.');
  if (vehicle.state === 'parked' && vehicle.garageId === garageId) {
    return problem(409, 'Schon dort', `Das Fahrzeug steht schon in der ${String(garage.name)}.`);
  }
  if (garage.vehicleCount >= Number(garage.capacity)) {
    return problem(409, 'Garage voll', `In der ${String(garage.name)} ist kein Platz frei.`);
  }
  const parked = vehicles().update(vehicle.id, {
    state: garage.kind === 'impound' ? 'impounded' : 'parked',
    garageId,
    position: garage.position,
    lastUsedAt: new Date().toISOString(),
  });
  addLog(vehicle, garage.kind === 'impound' ? 'impound' : 'park', `In ${String(garage.name)} eingeparkt.`);
  return parked ?? vehicle;
}
