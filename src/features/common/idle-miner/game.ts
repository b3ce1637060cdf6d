// The idle miner's rules, pure so the page and the tests share them. The game is exactly what the
// contract's save holds (IdleMinerSave): ore, coins, depth, level, prestige and the upgrade levels.
// Mining (a click or a tick) adds ore and digs deeper; selling turns ore into coins; coins buy
// upgrades. The level follows the depth.
import type { IdleMinerState } from '../../../api/generated/model/idleMinerState';
import type { IdleMinerUpgradeKey } from '../../../api/generated/model/idleMinerUpgradeKey';

export const UPGRADE_KEYS = [
  'pickaxe',
  'dynamite',
  'drill',
  'workers',
  'cart',
  'elevator',
] as const satisfies readonly IdleMinerUpgradeKey[];

export interface Game {
  level: number;
  ore: number;
  coins: number;
  depth: number;
  prestige: number;
  upgrades: Record<IdleMinerUpgradeKey, number>;
}

// The contract's bounds (openapi/components/common.yaml): a game never leaves them.
const MAX_AMOUNT = 1_000_000_000_000;
const MAX_DEPTH = 100_000;
const MAX_LEVEL = 1000;
export const MAX_UPGRADE = 500;

const BASE_COST: Record<IdleMinerUpgradeKey, number> = {
  pickaxe: 10,
  dynamite: 60,
  drill: 25,
  workers: 120,
  cart: 40,
  elevator: 80,
};

export const newGame = (): Game => ({
  level: 1,
  ore: 0,
  coins: 0,
  depth: 0,
  prestige: 0,
  upgrades: { pickaxe: 0, dynamite: 0, drill: 0, workers: 0, cart: 0, elevator: 0 },
});

export function fromState(state: Omit<IdleMinerState, 'version' | 'savedAt'>): Game {
  const game = newGame();
  for (const u of state.upgrades) game.upgrades[u.key] = u.level;
  return {
    ...game,
    level: state.level,
    ore: state.ore,
    coins: state.coins,
    depth: state.depth,
    prestige: state.prestige,
  };
}

export function toSave(game: Game, baseVersion: number) {
  return {
    baseVersion,
    level: game.level,
    ore: game.ore,
    coins: game.coins,
    depth: game.depth,
    prestige: game.prestige,
    upgrades: UPGRADE_KEYS.map((key) => ({ key, level: game.upgrades[key] })),
  };
}

const clamp = (n: number, max: number) => Math.min(Math.floor(n), max);

/** Ore per click: the pickaxe adds 1, dynamite 5. */
export const orePerClick = (g: Game) => 1 + g.upgrades.pickaxe + 5 * g.upgrades.dynamite;
/** Ore per second without clicking: drills 1, workers 3. */
export const orePerSecond = (g: Game) => g.upgrades.drill + 3 * g.upgrades.workers;
/** Coins per ore sold: the cart carries more, every prestige adds a tenth. */
export const pricePerOre = (g: Game) => (1 + g.upgrades.cart) * (1 + g.prestige / 10);
/** Metres dug per 10 ore (at least one per dig, the contract keeps whole metres): the elevator gets deeper faster. */
const metresPer10Ore = (g: Game) => 1 + g.upgrades.elevator;

export const levelOf = (depth: number) => clamp(1 + depth / 25, MAX_LEVEL);

function mine(g: Game, ore: number): Game {
  const depth = clamp(g.depth + Math.max(1, (ore * metresPer10Ore(g)) / 10), MAX_DEPTH);
  return { ...g, ore: clamp(g.ore + ore, MAX_AMOUNT), depth, level: Math.max(g.level, levelOf(depth)) };
}

export const click = (g: Game) => mine(g, orePerClick(g));
export const tick = (g: Game, seconds = 1) => (orePerSecond(g) > 0 ? mine(g, orePerSecond(g) * seconds) : g);

export const sell = (g: Game): Game => ({ ...g, ore: 0, coins: clamp(g.coins + g.ore * pricePerOre(g), MAX_AMOUNT) });

export const costOf = (g: Game, key: IdleMinerUpgradeKey) => Math.floor(BASE_COST[key] * 1.5 ** g.upgrades[key]);

export const canBuy = (g: Game, key: IdleMinerUpgradeKey) => g.upgrades[key] < MAX_UPGRADE && g.coins >= costOf(g, key);

export function buy(g: Game, key: IdleMinerUpgradeKey): Game {
  if (!canBuy(g, key)) return g;
  return { ...g, coins: g.coins - costOf(g, key), upgrades: { ...g.upgrades, [key]: g.upgrades[key] + 1 } };
}

/** The score the scoreboard ranks by (the mock computes the same). */
export const scoreOf = (g: Pick<Game, 'coins' | 'depth' | 'prestige'>) => g.coins + 10 * g.depth + 10_000 * g.prestige;
