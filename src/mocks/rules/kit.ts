// What an area's domain rules are made of (src/mocks/rules/<area>.ts). A rule asks the mock
// handlers over the API, as a client would, and answers its violations as English developer
// strings (none: it holds). No vitest here: `npm run mock:audit` runs every rule per seed (the
// store reset before each rule, so a rule may write), and the area's unit mock test calls the
// same rule through MSW's node server.

/** Any JSON answer; rules read it loosely and say what they miss. */
export type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface RuleAnswer {
  /** The HTTP status; undefined: no handler answered, a string: the handler threw. */
  status: number | string | undefined;
  body: Json;
}

export interface AskOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** The mock scenario to ask as (src/mocks/scenarios/definitions.ts); default `admin`. */
  scenario?: string;
}

/** Asks the mock backend: `url` is the path with query, e.g. `/api/bank/accounts?limit=100`. */
export type Ask = (method: string, url: string, options?: AskOptions) => Promise<RuleAnswer>;

export interface Rule {
  /** What holds, in a few English words ("a transfer books two transactions"). */
  name: string;
  check(ask: Ask): Promise<string[]>;
}

export const ok2xx = (status: RuleAnswer['status']): boolean =>
  typeof status === 'number' && status >= 200 && status < 300;

/** The items of a list answer (`{ items }` or a bare array), else []. */
export const itemsOf = (body: Json): Json[] =>
  Array.isArray(body) ? body : Array.isArray(body?.items) ? body.items : [];

/** A GET that must answer 2xx: its body, or throws a violation text the runner reports. */
export async function read(ask: Ask, url: string, scenario?: string): Promise<Json> {
  const a = await ask('GET', url, { scenario });
  if (!ok2xx(a.status)) throw new RuleError(`GET ${url}${scenario ? ` as ${scenario}` : ''} answered ${a.status}`);
  return a.body;
}

/** A list GET with the largest page the contract allows: its items. */
export async function list(ask: Ask, url: string, scenario?: string): Promise<Json[]> {
  return itemsOf(await read(ask, `${url}${url.includes('?') ? '&' : '?'}limit=100`, scenario));
}

/** Thrown by a rule that cannot go on (a read failed): its message is the one violation. */
export class RuleError extends Error {}

/** Runs one rule: its violations, or the error it threw as one. */
export async function runRule(rule: Rule, ask: Ask): Promise<string[]> {
  try {
    return await rule.check(ask);
  } catch (error) {
    return [error instanceof RuleError ? error.message : `threw: ${String((error as Error)?.message ?? error)}`];
  }
}

/** A fresh Idempotency-Key per write (a kept key would answer an earlier result). */
let keyNumber = 0;
export const idempotencyKey = (): Record<string, string> => ({
  'Idempotency-Key': `00000000-0000-4000-9000-${String(++keyNumber).padStart(12, '0')}`,
});

/** `[a, b]` inclusive: `what` count outside it → one violation. */
export function countIn(what: string, n: number, [min, max]: [number, number]): string[] {
  return n >= min && n <= max ? [] : [`${what}: ${n}, expected ${min}–${max}`];
}

const time = (v: unknown) => (typeof v === 'string' ? Date.parse(v) : NaN);
/** `a` strictly before `b` (both ISO dates); an absent or unreadable one is a violation. */
export const before = (a: unknown, b: unknown): boolean => time(a) < time(b);
export const isDate = (v: unknown): boolean => !Number.isNaN(time(v));

/** Anything with `{ id, name }` that is not a character of the mock world: a violation text, else none. */
export async function strangers(what: string, people: Json[]): Promise<string[]> {
  const { knownCharacters, signedInPlayer } = await import('../overrides');
  const all = [{ id: signedInPlayer.userId, name: signedInPlayer.user }, ...knownCharacters];
  return people
    .filter((p) => !all.some((c) => c.id === p?.id && c.name === p?.name))
    .map((p) => `${what} ${JSON.stringify(p)} is no existing character`);
}

/** Items of several lists, one per id (searches that overlap). */
export async function union(ask: Ask, urls: string[], key = 'id', scenario?: string): Promise<Json[]> {
  const found = new Map<unknown, Json>();
  for (const url of urls) for (const x of await list(ask, url, scenario)) found.set(x[key], x);
  return [...found.values()];
}

/** How many each key has: `[key, count]` over `count ≥ 1`. */
export function tally<T>(keys: T[]): Map<T, number> {
  const out = new Map<T, number>();
  for (const k of keys) out.set(k, (out.get(k) ?? 0) + 1);
  return out;
}
