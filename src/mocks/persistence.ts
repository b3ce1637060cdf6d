// The browser's mock world kept across a reload: the store's snapshot (src/mocks/store.ts) in
// localStorage under one key declared with the app's storage helper, so the name is unique by
// construction. Which seed a page starts with, and whether it keeps the saved changes:
//   ?seed=N opened (a link, typed)   a fresh world of seed N (the saved changes are dropped),
//   ?seed=N reloaded (F5)            seed N with its saved changes, when they are of seed N,
//   no ?seed=                        the saved world's seed with its changes, else the default.
// The scenario panel's "Mock-Daten zurücksetzen" and resetMockStore() drop the changes too.
import { defineKey, readStored, writeStored, type StoredKey } from '../lib/storage';
import type { StorePersistence, StoreSnapshot } from './store';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A snapshot as saved, or undefined when anything about it is off (then the world starts fresh). */
export function parseSnapshot(raw: unknown): StoreSnapshot | null | undefined {
  if (raw === null) return null;
  if (!isRecord(raw) || !Number.isInteger(raw.seed) || !isRecord(raw.collections)) return undefined;
  for (const entry of Object.values(raw.collections)) {
    if (!isRecord(entry) || !Number.isInteger(entry.nextId) || !Array.isArray(entry.items)) return undefined;
    if (!entry.items.every((item) => isRecord(item) && 'id' in item)) return undefined;
  }
  return raw as unknown as StoreSnapshot;
}

export const MOCK_WORLD_KEY: StoredKey<StoreSnapshot | null> = defineKey<StoreSnapshot | null>(
  'portal.mockWorld',
  null,
  parseSnapshot,
);

/** The store's persistence in localStorage (a full storage keeps the changes for this page only). */
export const localPersistence: StorePersistence = {
  save: (snapshot) => void writeStored(MOCK_WORLD_KEY, snapshot),
  clear: () => void writeStored(MOCK_WORLD_KEY, null),
};

export const savedWorld = (): StoreSnapshot | null => readStored(MOCK_WORLD_KEY);

export interface StartSeed {
  seed: number;
  /** Whether the saved changes stay (false: they are dropped). */
  keep: boolean;
}

/** The seed a page starts with (see the top of this file). */
export function startSeed({
  urlSeed,
  reload,
  savedSeed,
  fallback,
}: {
  urlSeed: number | undefined;
  reload: boolean;
  savedSeed: number | undefined;
  fallback: number;
}): StartSeed {
  if (urlSeed !== undefined) return { seed: urlSeed, keep: reload && savedSeed === urlSeed };
  return savedSeed !== undefined ? { seed: savedSeed, keep: true } : { seed: fallback, keep: false };
}

/** Drops the saved changes, keeping the seed: the next start has that seed's fresh world. */
export function forgetSavedWorld(seed: number): void {
  writeStored(MOCK_WORLD_KEY, { seed, collections: {} });
}
