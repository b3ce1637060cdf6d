// The admin's view of the characters (issue 27), as one mock world the player and gameserver
// handlers share: the signed-in Max_Mustermann and the known characters (overrides.ts), each
// with account, inventory, notes, action log and bans. Seeded once per store seed from fixed
// values and hashes, without generated mocks, so the gameserver area (ban, unban, kick) can
// read and change it before the player area's mocks have loaded. Domain rules (issue 27):
// - a ban names its issuer and reason; a temporary ban ends after it starts, a permanent one
//   has no end; a character is `banned` exactly while one of its bans is active; a lifted ban
//   names who lifted it, when and why;
// - inventory stacks are of item types of the catalogue (ITEM_CATALOGUE), with its name,
//   category and weight;
// - every admin change adds a line of kind "admin" to the character's action log.
import { knownCharacters } from '../../overrides';
import { collection, hashSeed, mockStoreSeed, type Entity } from '../../store';
import { logAdminAction } from '../common/log';
import { me, now, problem, seedDay } from '../kit';

export type Person = { id: number; name: string };
type Category = 'food' | 'drink' | 'weapon' | 'ammo' | 'tool' | 'medical' | 'document' | 'material' | 'misc';
export type ItemDefinition = { id: number; name: string; category: Category; unitWeight: number; stackSize: number };
export type Stack = {
  id: number;
  itemId: number;
  name: string;
  category: Category;
  amount: number;
  weight: number;
  slot: number;
};
export type Note = { id: number; text: string; author: Person; pinned: boolean; createdAt: string; editedAt?: string };
export type LogEntry = { id: number; at: string; kind: string; text: string; actor?: Person; amount?: number };
export type Ban = {
  id: number;
  player: Person;
  reason: string;
  issuedBy: Person;
  createdAt: string;
  expiresAt?: string;
  permanent: boolean;
  state: 'active' | 'expired' | 'lifted';
  liftedAt?: string;
  liftedBy?: Person;
  liftReason?: string;
};

/** The item catalogue admins pick from (listPlayerAdminItemDefinitions). */
export const ITEM_CATALOGUE: readonly ItemDefinition[] = [
  { id: 1, name: 'Wasserflasche', category: 'drink', unitWeight: 0.5, stackSize: 20 },
  { id: 2, name: 'Sandwich', category: 'food', unitWeight: 0.3, stackSize: 20 },
  { id: 3, name: 'Verbandskasten', category: 'medical', unitWeight: 0.5, stackSize: 10 },
  { id: 4, name: 'Dietrich', category: 'tool', unitWeight: 0.1, stackSize: 10 },
  { id: 5, name: 'Handy', category: 'misc', unitWeight: 0.2, stackSize: 1 },
  { id: 6, name: 'Personalausweis', category: 'document', unitWeight: 0.05, stackSize: 1 },
  { id: 7, name: 'Benzinkanister', category: 'tool', unitWeight: 5, stackSize: 2 },
  { id: 8, name: 'Eisenerz', category: 'material', unitWeight: 1, stackSize: 50 },
  { id: 9, name: 'Holzbretter', category: 'material', unitWeight: 0.8, stackSize: 50 },
  { id: 10, name: 'Reparaturkit', category: 'tool', unitWeight: 2, stackSize: 5 },
  { id: 11, name: 'Pistolenmunition', category: 'ammo', unitWeight: 0.02, stackSize: 250 },
];
export const itemDefinition = (id: number) => ITEM_CATALOGUE.find((d) => d.id === id);

const JOBS = ['Arbeitslos', 'Taxifahrer', 'Mechaniker', 'Müllwerker', 'Busfahrer', 'Trucker', 'Bauarbeiter'] as const;
const ZONES = [
  'Vinewood',
  'Rockford Hills',
  'Sandy Shores',
  'Paleto Bay',
  'Del Perro',
  'Mission Row',
  'Davis',
] as const;
/** The admin who issued the seeded bans and wrote the seeded notes (one of the known characters). */
export const SEED_ADMIN: Person = { id: 4711, name: 'Anna_Schmidt' };
export const MAX_WEIGHT = 30;

const REF = Date.UTC(2026, 10, 20, 18);
export const daysAgo = (days: number) => new Date(REF - days * 86_400_000).toISOString();
/** Days before today (see seedDay): an active ban of a week still holds weeks after the reference date. */
const daysBeforeNow = (days: number) => new Date(seedDay() - days * 86_400_000).toISOString();
const inDays = (from: string, days: number) => new Date(Date.parse(from) + days * 86_400_000).toISOString();

function seedPlayers(): Array<Partial<Entity>> {
  const seed = mockStoreSeed();
  const hash = (what: string) => hashSeed(`${seed} player ${what}`);
  const people: Person[] = [me(), ...knownCharacters];
  return people.map((person, i) => {
    const h = (what: string) => hash(`${i} ${what}`);
    const created = 60 + (h('created') % 500);
    const items: Stack[] = Array.from({ length: 2 + (h('stacks') % 4) }, (_, slot) => {
      const def = ITEM_CATALOGUE[(h(`item ${slot}`) + slot) % ITEM_CATALOGUE.length] as ItemDefinition;
      const amount = 1 + (h(`amount ${slot}`) % Math.min(def.stackSize, 5));
      return { ...stackOf(def, amount), id: slot + 1, slot };
    });
    const bans: Ban[] = [];
    // Paul_Hoffmann is banned for a week (a tester unbans him), Jonas_Becker's ban was lifted,
    // Felix_Koch's ran out.
    if (person.name === 'Paul_Hoffmann')
      bans.push(banOf(1, person, 'Random Deathmatch am Würfelpark', daysBeforeNow(1), 7, 'active'));
    if (person.name === 'Jonas_Becker') {
      const ban = banOf(1, person, 'Beleidigung im Support', daysAgo(40), 3, 'lifted');
      bans.push({ ...ban, liftedAt: daysAgo(39), liftedBy: SEED_ADMIN, liftReason: 'Entschuldigung angenommen.' });
    }
    if (person.name === 'Felix_Koch')
      bans.push(banOf(1, person, 'Bugusing an der Tankstelle', daysAgo(30), 2, 'expired'));
    return {
      playerId: person.id,
      name: person.name,
      userId: person.id === me().id ? me().id : 1000 + i,
      accountName: `${person.name.split('_')[0]?.toLowerCase()}${10 + (h('account') % 90)}`,
      email: `${person.name.replace('_', '.').toLowerCase()}@example.org`,
      level: 1 + (h('level') % 60),
      // The signed-in character plays while he uses the portal (his live position is shown).
      online: person.id === me().id || (h('online') % 3 !== 0 && person.name !== 'Paul_Hoffmann'),
      admin: person.id === SEED_ADMIN.id,
      createdAt: daysAgo(created),
      lastSeenAt: daysAgo(h('seen') % 5),
      playTimeHours: 5 + (h('hours') % 900),
      job: JOBS[h('job') % JOBS.length],
      cash: h('cash') % 20_000,
      bankBalance: h('bank') % 250_000,
      phoneNumber: String(10_000 + (h('phone') % 9_989_999)).slice(0, 7),
      socialClubName: `${person.name.split('_')[1]?.toLowerCase()}_sc${h('sc') % 1000}`,
      health: 40 + (h('health') % 61),
      armor: h('armor') % 101,
      hunger: 20 + (h('hunger') % 81),
      thirst: 20 + (h('thirst') % 81),
      position: {
        x: 215.8 + (h('x') % 900),
        y: -810.1 + (h('y') % 1500),
        z: 30.7,
        dimension: 0,
        zone: ZONES[h('zone') % ZONES.length],
      },
      warnings: h('warnings') % 3,
      casino: { banned: false, selfBlocked: false },
      prison: { inPrison: false, remainingMinutes: 0 },
      items,
      notes:
        i % 3 === 1
          ? [
              {
                id: 1,
                text: 'Mündlich verwarnt wegen Fahrweise, beim nächsten Mal Bann.',
                author: SEED_ADMIN,
                pinned: true,
                createdAt: daysAgo(12),
              },
            ]
          : [],
      log: [
        { id: 3, at: daysAgo(0.2), kind: 'login', text: 'Hat sich eingeloggt.' },
        { id: 2, at: daysAgo(1), kind: 'money', text: 'Hat 500 $ am Automaten abgehoben.', amount: -500 },
        { id: 1, at: daysAgo(3), kind: 'item', text: 'Hat 2x Sandwich gekauft.' },
      ],
      bans,
      characters: [
        {
          id: person.id,
          name: person.name,
          createdAt: daysAgo(created),
          playTimeHours: 5,
          visible: true,
          active: true,
        },
      ],
    };
  });
}

function banOf(id: number, player: Person, reason: string, at: string, days: number, state: Ban['state']): Ban {
  return {
    id,
    player,
    reason,
    issuedBy: SEED_ADMIN,
    createdAt: at,
    expiresAt: inDays(at, days),
    permanent: false,
    state,
  };
}

export function stackOf(def: ItemDefinition, amount: number): Omit<Stack, 'id' | 'slot'> {
  return {
    itemId: def.id,
    name: def.name,
    category: def.category,
    amount,
    weight: Math.round(def.unitWeight * amount * 100) / 100,
  };
}

export const players = () => collection<Entity>('player admin characters', seedPlayers);

/** The character with this player id (not the store's row id). */
export const playerOf = (playerId: unknown) => players().where((p) => String(p.playerId) === String(playerId))[0];
export const personOf = (player: Entity): Person => ({ id: Number(player.playerId), name: String(player.name) });

/** The bans, newest first; an active temporary ban whose end has passed counts as expired. */
export const bansOf = (player: Entity) =>
  ((player.bans as Ban[] | undefined) ?? []).map((b) =>
    b.state === 'active' && b.expiresAt && Date.parse(b.expiresAt) <= Date.now()
      ? { ...b, state: 'expired' as const }
      : b,
  );
export const itemsOf = (player: Entity) => (player.items as Stack[] | undefined) ?? [];
export const notesOf = (player: Entity) => (player.notes as Note[] | undefined) ?? [];
export const logOf = (player: Entity) => (player.log as LogEntry[] | undefined) ?? [];
export const activeBan = (player: Entity) => bansOf(player).find((b) => b.state === 'active');
const nextId = (list: ReadonlyArray<{ id: number }>) => list.reduce((max, x) => Math.max(max, x.id), 0) + 1;

/**
 * Adds a line of kind "admin" to the character's action log, and the same to the admin log
 * (/acp/logs, issue 27 point 7): every admin change does. `line` names the area and right, and
 * the reason a destructive action was given (`details`).
 */
export function logAdmin(
  player: Entity,
  text: string,
  amount?: number,
  line: { area?: string; right?: string; details?: string } = {},
): void {
  const log = logOf(player);
  player.log = [
    { id: nextId(log), at: now(), kind: 'admin', text, actor: me(), ...(amount === undefined ? {} : { amount }) },
    ...log,
  ];
  logAdminAction({
    area: line.area ?? 'player',
    right: line.right,
    action: text,
    targetPlayer: personOf(player),
    details: line.details,
  });
}

export function summaryOf(player: Entity) {
  return {
    id: player.playerId,
    name: player.name,
    userId: player.userId,
    accountName: player.accountName,
    level: player.level,
    online: player.online,
    banned: activeBan(player) !== undefined,
    admin: player.admin,
    createdAt: player.createdAt,
    lastSeenAt: player.lastSeenAt,
  };
}

export function detailsOf(player: Entity) {
  const ban = activeBan(player);
  return {
    ...summaryOf(player),
    playTimeHours: player.playTimeHours,
    job: player.job,
    cash: player.cash,
    bankBalance: player.bankBalance,
    phoneNumber: player.phoneNumber,
    health: player.health,
    armor: player.armor,
    hunger: player.hunger,
    thirst: player.thirst,
    position: player.position,
    warnings: player.warnings,
    casino: player.casino,
    prison: player.prison,
    ...(ban ? { activeBan: ban } : {}),
  };
}

export function inventoryOf(player: Entity) {
  const items = itemsOf(player);
  const totalWeight = Math.round(items.reduce((sum, s) => sum + s.weight, 0) * 100) / 100;
  return { owner: personOf(player), items, totalWeight, maxWeight: MAX_WEIGHT };
}

/** Adds `amount` of a catalogue item: onto a stack of the same item with room, else into a free slot. */
export function addItem(player: Entity, itemId: number, amount: number): Stack | Response {
  const def = itemDefinition(itemId);
  if (!def)
    return problem(422, 'Eingabe ungültig', 'Diesen Gegenstand gibt es nicht.', [
      { field: 'itemId', message: 'Diesen Gegenstand gibt es nicht im Katalog.' },
    ]);
  const items = itemsOf(player);
  const weight = inventoryOf(player).totalWeight + def.unitWeight * amount;
  if (weight > MAX_WEIGHT) return problem(409, 'Inventar zu schwer', `Das Inventar trägt höchstens ${MAX_WEIGHT} kg.`);
  const onto = items.find((s) => s.itemId === itemId && s.amount + amount <= def.stackSize);
  if (onto) {
    Object.assign(onto, stackOf(def, onto.amount + amount));
    return onto;
  }
  if (amount > def.stackSize)
    return problem(409, 'Stapel zu groß', `Davon passen höchstens ${def.stackSize} auf einen Platz.`);
  const used = new Set(items.map((s) => s.slot));
  const slot = Array.from({ length: 100 }, (_, n) => n).find((n) => !used.has(n));
  if (slot === undefined || items.length >= 50)
    return problem(409, 'Inventar voll', 'Im Inventar ist kein Platz frei.');
  const stack: Stack = { ...stackOf(def, amount), id: nextId(items), slot };
  player.items = [...items, stack];
  return stack;
}

export function addNote(player: Entity, text: string, pinned: boolean): Note {
  const notes = notesOf(player);
  const note: Note = { id: nextId(notes), text, author: me(), pinned, createdAt: now() };
  player.notes = [note, ...notes];
  return note;
}

/** A new ban (409 while one is active): temporary with its end `hours` after now, or permanent. */
export function ban(player: Entity, reason: string, hours: number | undefined): Ban | Response {
  if (activeBan(player))
    return problem(409, 'Bereits gebannt', 'Diese Person ist bereits gebannt. Hebe den Bann zuerst auf.');
  const at = now();
  const entry: Ban = {
    id: nextId(bansOf(player)),
    player: personOf(player),
    reason,
    issuedBy: me(),
    createdAt: at,
    permanent: hours === undefined,
    state: 'active',
    ...(hours === undefined ? {} : { expiresAt: new Date(Date.parse(at) + hours * 3_600_000).toISOString() }),
  };
  player.bans = [entry, ...((player.bans as Ban[] | undefined) ?? [])];
  player.online = false;
  logAdmin(
    player,
    hours === undefined ? `Dauerhaft gebannt: ${reason}` : `Für ${hours} h gebannt: ${reason}`,
    undefined,
    BAN,
  );
  return entry;
}

const BAN = { area: 'gameserver', right: 'gameserver.ban' };

/** Lifts the active ban (409 when there is none). */
export function unban(player: Entity, reason: string): Ban | Response {
  const id = activeBan(player)?.id;
  const active = ((player.bans as Ban[] | undefined) ?? []).find((b) => b.id === id);
  if (!active) return problem(409, 'Kein aktiver Bann', 'Diese Person ist nicht gebannt.');
  Object.assign(active, { state: 'lifted', liftedAt: now(), liftedBy: me(), liftReason: reason });
  logAdmin(player, `Bann aufgehoben: ${reason}`, undefined, BAN);
  return active;
}

/** Text compacted for search: lower case, no spaces. */
export const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');
