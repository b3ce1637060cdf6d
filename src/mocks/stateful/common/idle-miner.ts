// The idle miner's saves, one per character (issue 29): the signed-in character starts with a
// small saved mine, five known characters with theirs (the scoreboard's other lines). Domain
// rules: a save names the version it builds on (409 otherwise), the stored version counts up,
// the score is coins + 10 × depth + 10 000 × prestige (the same as the page's game rules).
import { knownCharacters } from '../../overrides';
import { collection, type Entity } from '../../store';
import { me } from '../kit';

const KEYS = ['pickaxe', 'dynamite', 'drill', 'workers', 'cart', 'elevator'] as const;
const upgrades = (levels: number[]) => KEYS.map((key, i) => ({ key, level: levels[i] ?? 0 }));

export const minerSaves = () =>
  collection<Entity>('idle miner saves', () => [
    {
      player: me(),
      version: 3,
      level: 2,
      ore: 12,
      coins: 150,
      depth: 30,
      prestige: 0,
      upgrades: upgrades([1]),
      savedAt: '2026-11-19T20:15:00.000Z',
    },
    ...knownCharacters.slice(0, 5).map((player, i) => ({
      player,
      version: 10 + i,
      level: 40 - 7 * i,
      ore: 100 * i,
      coins: 90_000 - 21_000 * i,
      depth: 1000 - 180 * i,
      prestige: i === 0 ? 2 : i === 1 ? 1 : 0,
      upgrades: upgrades([12 - i, 6 - i, 10 - i, 5 - i, 8 - i, 4]),
      savedAt: `2026-11-${String(18 - i).padStart(2, '0')}T19:00:00.000Z`,
    })),
  ]);

export const scoreOf = (s: Entity) => Number(s.coins) + 10 * Number(s.depth) + 10_000 * Number(s.prestige);

/** The save of character `id`, if it has one. */
export const saveOf = (id: number) => minerSaves().where((s) => (s.player as { id: number }).id === id)[0];

export function stateOf(s: Entity) {
  const { id: _id, player: _player, ...state } = s;
  return state;
}
