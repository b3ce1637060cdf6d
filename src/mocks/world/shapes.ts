// What an operation's answer looks like, read once from its generated response mock (sampled
// with a fixed seed, so it never depends on the world's seed): a list of entities (`items`,
// paged, cursor or plain), an entity (has an `id`), an ActionResult (`ok`, `message`) or
// something else, which the world leaves to the generated handler.
import { faker } from '@faker-js/faker/locale/de';
import { responseMock } from '../generated';
import { hashSeed, MOCK_REFERENCE_DATE } from '../store';

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEntity = (value: unknown): value is Json =>
  isObject(value) && (typeof value.id === 'number' || typeof value.id === 'string');

export interface ListShape {
  mode: 'page' | 'cursor' | 'plain';
  /** Every field a list item has (orval's mocks fill all of them). */
  keys: string[];
  /** The item count the generated mock draws from (min = max when the contract fixes it). */
  generatedCount?: { min: number; max: number };
  /** The values each `…Kind` field took in the samples (which kinds of owner the schema knows). */
  kinds: Map<string, Set<unknown>>;
}

export type Answer = { kind: 'entity'; keys: string[] } | { kind: 'action' } | { kind: 'none' } | { kind: 'other' };

const cache = new Map<string, unknown>();

/** The generated answer of `operationId` under a fixed seed (undefined: it has no body). */
function sample(operationId: string, round = 0): unknown {
  const make = responseMock(operationId);
  if (!make) return undefined;
  faker.seed(hashSeed(`world shape ${operationId} ${round}`));
  faker.setDefaultRefDate(MOCK_REFERENCE_DATE);
  return make();
}

/** Samples enough to see every variant of a union (each may draw another). */
const ROUNDS = 6;

/** The fields of an entity answer over several samples, or undefined when it is no entity. */
function entityKeysOver(operationId: string): string[] | undefined {
  const keys = new Set<string>();
  for (let round = 0; round < ROUNDS; round++) {
    const value = sample(operationId, round);
    if (!isEntity(value)) return undefined;
    for (const key of Object.keys(value)) keys.add(key);
  }
  return [...keys];
}

function cached<T>(key: string, compute: () => T): T {
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key) as T;
}

/**
 * `items: Array.from({ length: faker.number.int({ min: 2, max: 50 }) }` in the generated
 * source: the bounds orval took from the schema (maxItems, or a fixed count).
 */
function generatedCountOf(operationId: string): ListShape['generatedCount'] {
  const source = responseMock(operationId)?.toString() ?? '';
  const match = /items:\s*Array\.from\(\s*\{\s*length:\s*[\w$.]+\.int\(\s*\{\s*min:\s*(\d+),\s*max:\s*(\d+)/.exec(
    source,
  );
  return match ? { min: Number(match[1]), max: Number(match[2]) } : undefined;
}

/** The list shape of a GET, or undefined when its answer is no list of entities. */
export function listShapeOf(operationId: string): ListShape | undefined {
  return cached(`list ${operationId}`, () => {
    const value = sample(operationId);
    if (!isObject(value) || !Array.isArray(value.items)) return undefined;
    const items = value.items as unknown[];
    // The store numbers a collection's items 1..n, which fits numeric ids only.
    if (items.length === 0 || !items.every((item) => isObject(item) && typeof item.id === 'number')) return undefined;
    // A second sample, so the fields of every variant of a union item are known.
    const more = sample(operationId, 1);
    const extra = isObject(more) && Array.isArray(more.items) ? (more.items as unknown[]).filter(isObject) : [];
    const all = [...items, ...extra] as Json[];
    const keys = [...new Set(all.flatMap((item) => Object.keys(item)))];
    const kinds = new Map<string, Set<unknown>>();
    for (const item of all) {
      for (const key of keys.filter((k) => /Kind$/.test(k) && k in item)) {
        kinds.set(key, (kinds.get(key) ?? new Set()).add(item[key]));
      }
    }
    const mode = isObject(value.page) ? 'page' : isObject(value.cursor) ? 'cursor' : 'plain';
    return { mode, keys, kinds, generatedCount: generatedCountOf(operationId) };
  });
}

/** The values `key` took in an answer's samples (which `kind`s a detail can be). */
export function sampledValuesOf(operationId: string, key: string): Set<unknown> {
  return cached(`values ${operationId} ${key}`, () => {
    const values = new Set<unknown>();
    for (let round = 0; round < ROUNDS * 2; round++) {
      const value = sample(operationId, round);
      if (isObject(value) && key in value) values.add(value[key]);
    }
    return values;
  });
}

/** The fields of an entity answer (a detail GET), or undefined when it is no entity. */
export function entityKeysOf(operationId: string): string[] | undefined {
  return cached(`entity ${operationId}`, () => entityKeysOver(operationId));
}

/**
 * A detail that wraps its entity (`{ section: LegalSection, crimes: [...] }`): the field that
 * holds an object with an id sharing most fields with the list item, or undefined.
 */
export function wrappedKeyOf(operationId: string, itemKeys: readonly string[]): string | undefined {
  return cached(`wrapped ${operationId}`, () => {
    const value = sample(operationId);
    if (!isObject(value) || isEntity(value)) return undefined;
    return Object.keys(value).find((key) => {
      const inner = value[key];
      if (!isEntity(inner)) return false;
      const shared = itemKeys.filter((k) => k in inner).length;
      return shared >= Math.max(2, itemKeys.length / 2);
    });
  });
}

/** Whether an entity answer's id is a number (then a path id that is none answers 404). */
export function numericIdOf(operationId: string): boolean {
  return cached(`numeric ${operationId}`, () => {
    const value = sample(operationId);
    return isObject(value) && typeof value.id === 'number';
  });
}

/** What a write operation answers. */
export function answerOf(operationId: string): Answer {
  return cached(`answer ${operationId}`, () => {
    if (!responseMock(operationId)) return { kind: 'none' } as const;
    const value = sample(operationId);
    if (isObject(value) && value.ok === true && 'message' in value) return { kind: 'action' } as const;
    if (isEntity(value)) return { kind: 'entity', keys: entityKeysOver(operationId) ?? Object.keys(value) } as const;
    return { kind: 'other' } as const;
  });
}
