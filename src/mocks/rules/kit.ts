// What an area's domain rules are made of (src/mocks/rules/<area>.ts). A rule asks the mock
// handlers over the API, as a client would, and answers its violations as English developer
// strings (none: it holds). No vitest here: `npm run mock:audit` runs every rule per seed (the
// store reset before each rule, so a rule may write), and the area's unit mock test calls the
// same rule through MSW's node server.

import type { OrgEmployeeRights } from '../../api/generated/model/orgEmployeeRights';

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
  /**
   * Writes whose success this rule proves from a state it sets up itself (ending the own shift
   * before starting one). The audit's generic "kept" check sends the contract's example from the
   * seed's world only; where that world's state meets a refusal the contract documents (409/403),
   * it leaves the verdict to this rule, which fails if the write is not kept.
   */
  covers?: readonly string[];
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

/**
 * Every item of a paged list, page by page (skip/limit of 100): for rules that must see the
 * whole collection, not the newest page only. Stops at `maxPages` (a runaway list is a finding).
 */
export async function listAll(ask: Ask, url: string, scenario?: string, maxPages = 50): Promise<Json[]> {
  const all: Json[] = [];
  for (let pageNo = 0; pageNo < maxPages; pageNo++) {
    const body = await read(ask, `${url}${url.includes('?') ? '&' : '?'}limit=100&skip=${pageNo * 100}`, scenario);
    const items = itemsOf(body);
    all.push(...items);
    const total = typeof body?.total === 'number' ? body.total : undefined;
    if (items.length < 100 || (total !== undefined && all.length >= total)) return all;
  }
  throw new RuleError(`GET ${url}: more than ${maxPages} pages of 100`);
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

/** An organisation's member rights as the contract lists them (OrgEmployeeRights; the type keeps this list whole). */
const ORG_RIGHTS: Record<keyof Required<OrgEmployeeRights>, true> = {
  manageEmployees: true,
  manageStorage: true,
  managePrices: true,
  manageVehicles: true,
  manageBank: true,
  invite: true,
};

/**
 * The rules factories and teams share (issue: "Members are existing characters; a member's rights
 * are a subset of the rights the contract lists; the owner has every right; invitations are
 * pending until answered; a player belongs to 0–3 companies"). `area`: factory or team.
 */
export function orgRules(area: 'factory' | 'team', most: number): Rule[] {
  const kinds = area === 'factory' ? 'factories' : 'teams';
  const all = (ask: Ask) =>
    union(
      ask,
      ['a', 'e', 'i', 'o', 'u'].map((q) => `/api/${area}/admin/search/${q}`),
    );
  return [
    {
      name: "members are existing characters, their rights the contract's flags, the owner holds every one",
      async check(ask) {
        const out: string[] = [];
        for (const org of await all(ask)) {
          const members = await list(ask, `/api/${area}/admin/${kinds}/${org.id}/members`);
          out.push(
            ...(await strangers(
              `${area} ${org.id} member`,
              members.map((m) => m.player),
            )),
          );
          for (const m of members) {
            const unknown = Object.keys(m.rights ?? {}).filter((r) => !(r in ORG_RIGHTS));
            if (unknown.length)
              out.push(
                `${area} ${org.id} member ${m.player?.name}: rights ${unknown.join(', ')} the contract does not list`,
              );
          }
          const owner = members.find((m) => m.player?.id === org.owner?.id);
          const missing = Object.keys(ORG_RIGHTS).filter((r) => owner?.rights?.[r] !== true);
          if (!owner) out.push(`${area} ${org.id}: its owner ${org.owner?.name} is no member`);
          else if (missing.length) out.push(`${area} ${org.id}: the owner lacks ${missing.join(', ')}`);
        }
        return out.slice(0, 5);
      },
    },
    {
      name: 'invitations are pending until answered',
      async check(ask) {
        const received = await list(ask, `/api/${area}/invitations`, 'player');
        const out = received.filter((i) => i.state !== 'pending').map((i) => `invitation ${i.id} is ${i.state}`);
        const first = received[0];
        if (!first) return [...out, 'the player has no invitation to answer'];
        const a = await ask('POST', `/api/${area}/invitations/${first.id}/decline`, { scenario: 'player' });
        if (!ok2xx(a.status)) return [...out, `declining invitation ${first.id} answered ${a.status}`];
        const after = await list(ask, `/api/${area}/invitations`, 'player');
        if (after.some((i) => i.id === first.id && i.state === 'pending'))
          out.push(`invitation ${first.id} still pending after it was declined`);
        return out;
      },
    },
    {
      name: `a player belongs to 0–${most} ${kinds}`,
      async check(ask) {
        const mine = await list(ask, `/api/${area}/own`, 'player');
        const members = tally(
          (
            await Promise.all(
              (await all(ask)).map(async (org) =>
                (await list(ask, `/api/${area}/admin/${kinds}/${org.id}/members`)).map((m) => m.player?.name as string),
              ),
            )
          ).flat(),
        );
        return [
          ...countIn(`the signed-in player's ${kinds}`, mine.length, [0, most]),
          ...[...members].flatMap(([name, n]) => countIn(`${name}'s ${kinds}`, n, [0, most])),
        ];
      },
    },
  ];
}
