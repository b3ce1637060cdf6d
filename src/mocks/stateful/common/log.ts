// The admin log of the mock world (issue 28), shared by the areas that write to it: the auth
// area (roles, rights, members) and the butlerv area (mappings, settings, sync runs) add a line
// for each change. Domain rules: lines are ordered by time, newest first, and every line names
// an existing admin (an account that holds an ACP role, see ACP_ACCOUNTS).
import { knownCharacters } from '../../overrides';
import { collection, hashSeed, mockStoreSeed, type Entity } from '../../store';
import { me, now } from '../kit';

export type Person = { id: number; name: string };

/** Every community account of the mock world: the signed-in one and the known characters. */
export const ACP_ACCOUNTS = (): Person[] => [me(), ...knownCharacters];
export const accountNameOf = (p: Person) => p.name.toLowerCase().replace(/_/g, '.');

/** The admins of the seeded log (they hold a seeded role, see stateful/auth.ts). */
export const SEED_ADMINS = (): Person[] => [me(), knownCharacters[0] as Person, knownCharacters[1] as Person];

const REF = Date.UTC(2026, 10, 20, 18);
const SEED_LINES: Array<{ area: string; right?: string; action: string; target?: boolean; details?: string }> = [
  {
    area: 'player',
    right: 'player.bans',
    action: 'Spieler gebannt',
    target: true,
    details: 'Bann für 48 Stunden: Metagaming.',
  },
  {
    area: 'gameserver',
    right: 'gameserver.kick',
    action: 'Spieler gekickt',
    target: true,
    details: 'AFK in der Warteschlange.',
  },
  { area: 'vehicle', right: 'vehicle.repair', action: 'Fahrzeug repariert', target: true },
  {
    area: 'gameserver',
    right: 'gameserver.message',
    action: 'Nachricht an alle gesendet',
    details: 'Serverneustart in 10 Minuten.',
  },
  {
    area: 'player',
    right: 'player.notes',
    action: 'Notiz hinzugefügt',
    target: true,
    details: 'Verwarnung wegen Fahrweise.',
  },
  {
    area: 'serverrules',
    right: 'serverrules.edit',
    action: 'Regelwerk bearbeitet',
    details: '§ 4 Absatz 2 neu gefasst.',
  },
  { area: 'weapon', right: 'weapon.edit', action: 'Waffe beschlagnahmt', target: true },
  {
    area: 'auth',
    right: 'auth.manageRoles',
    action: 'Rolle „Supporter“ geändert',
    details: 'Rechte: +Spieler suchen und einsehen',
  },
  {
    area: 'bank',
    right: 'bank.edit',
    action: 'Buchung korrigiert',
    target: true,
    details: 'Doppelte Überweisung storniert.',
  },
  { area: 'polls', right: 'polls.manage', action: 'Umfrage beendet' },
];

function seedLog(): Array<Partial<Entity>> {
  const hash = (what: string) => hashSeed(`${mockStoreSeed()} admin log ${what}`);
  const admins = SEED_ADMINS();
  const targets = knownCharacters.slice(2);
  let at = REF;
  return Array.from({ length: 36 }, (_, i) => {
    at -= (20 + (hash(`gap ${i}`) % 240)) * 60_000; // each line earlier than the one before
    const line = SEED_LINES[hash(`line ${i}`) % SEED_LINES.length] as (typeof SEED_LINES)[number];
    return {
      createdAt: new Date(at).toISOString(),
      admin: admins[hash(`admin ${i}`) % admins.length],
      area: line.area,
      ...(line.right ? { right: line.right } : {}),
      action: line.action,
      ...(line.target ? { targetPlayer: targets[hash(`target ${i}`) % targets.length] } : {}),
      ...(line.details ? { details: line.details } : {}),
    };
  });
}

export const adminLog = () => collection<Entity>('admin log', seedLog);

/** Adds a line by the signed-in admin, as the newest one. */
export function logAdminAction(line: {
  area: string;
  right?: string;
  action: string;
  targetPlayer?: Person;
  details?: string;
}): void {
  adminLog().insert(
    Object.fromEntries(Object.entries({ createdAt: now(), admin: me(), ...line }).filter(([, v]) => v !== undefined)),
  );
}
