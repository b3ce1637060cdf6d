// A small in-memory store the stateful mock handlers share: one collection per
// entity, keyed by id, seeded lazily from the generated mocks with a fixed seed
// (same data every run; MOCK_SEED or ?seed= changes it). resetMockStore() between tests.
// In the browser the store is kept (persistMockStore): the collections a write touched are
// saved after it, and a collection found in the saved snapshot is read from it instead of
// being seeded again, so a tester's changes survive a reload.
import { faker } from '@faker-js/faker/locale/de';

export type EntityId = number | string;
export type Entity = { id: EntityId } & Record<string, unknown>;

let storeSeed = 42;

/** Faker's "now" for mock data: dates like createdAt stay the same from run to run. */
export const MOCK_REFERENCE_DATE = new Date('2026-11-20T18:00:00Z');
const collections = new Map<string, Collection<Entity>>();

/** What persistMockStore keeps: the seed and each changed collection whole. */
export interface StoreSnapshot {
  seed: number;
  collections: Record<string, { items: Entity[]; nextId: number }>;
}

/** Where the snapshot goes (the browser: localStorage, src/mocks/persistence.ts). */
export interface StorePersistence {
  save(snapshot: StoreSnapshot): void;
  clear(): void;
}

let persistence: StorePersistence | undefined;
/** The saved collections in force: read instead of seeding, updated by each save. */
let kept: StoreSnapshot['collections'] = {};
/** Collections a write may have changed since the last save. */
const dirty = new Set<string>();
/** Writes being answered now: a collection read meanwhile may be changed in place (poll votes). */
let writing = 0;

/** FNV-1a: a small stable hash, so each collection's data depends only on seed and name. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Collection<T extends Entity> {
  private items: T[] | undefined;
  private nextId = 1;

  constructor(
    readonly name: string,
    private readonly seedItems: () => Array<Partial<T>>,
  ) {}

  private load(): T[] {
    if (writing > 0) dirty.add(this.name);
    if (!this.items) {
      const saved = kept[this.name];
      if (saved) {
        // A copy: the snapshot stays as saved until the next save replaces it.
        this.items = structuredClone(saved.items) as T[];
        this.nextId = saved.nextId;
        return this.items;
      }
      faker.seed(hashSeed(`${storeSeed} store ${this.name}`));
      faker.setDefaultRefDate(MOCK_REFERENCE_DATE);
      // Generated lists may repeat ids; the store numbers them so lists can be keyed by id.
      this.items = this.seedItems().map((item) => ({ ...item, id: this.nextId++ }) as T);
    }
    return this.items;
  }

  all(): T[] {
    return [...this.load()];
  }

  where(predicate: (item: T) => boolean): T[] {
    return this.load().filter(predicate);
  }

  get(id: EntityId | string | undefined): T | undefined {
    return this.load().find((item) => String(item.id) === String(id));
  }

  /** Items and next id when seeded or restored (for the snapshot), else undefined. */
  snapshot(): { items: T[]; nextId: number } | undefined {
    return this.items ? { items: this.items, nextId: this.nextId } : undefined;
  }

  insert(data: Partial<T>, { first = true } = {}): T {
    dirty.add(this.name);
    const items = this.load();
    const item = { ...data, id: this.nextId++ } as T;
    if (first) items.unshift(item);
    else items.push(item);
    return item;
  }

  update(id: EntityId | string | undefined, patch: Partial<T>): T | undefined {
    dirty.add(this.name);
    const item = this.get(id);
    if (item) Object.assign(item, patch);
    return item;
  }

  remove(id: EntityId | string | undefined): T | undefined {
    dirty.add(this.name);
    const items = this.load();
    const index = items.findIndex((item) => String(item.id) === String(id));
    return index >= 0 ? items.splice(index, 1)[0] : undefined;
  }
}

/** The collection `name`, created on first use; `seed` runs once, on first read. */
export function collection<T extends Entity>(name: string, seed: () => Array<Partial<T>>): Collection<T> {
  let found = collections.get(name);
  if (!found) {
    found = new Collection<Entity>(name, seed as () => Array<Partial<Entity>>);
    collections.set(name, found);
  }
  return found as unknown as Collection<T>;
}

/** The seed the store generates with. */
export const mockStoreSeed = () => storeSeed;

/**
 * Forgets every change and every seeded item, the saved ones too; the next read seeds again
 * with `seed`.
 */
export function resetMockStore(seed = storeSeed): void {
  storeSeed = seed;
  collections.clear();
  dirty.clear();
  kept = {};
  persistence?.clear();
}

/**
 * Keeps the store from now on: `snapshot` (what was saved before, if it was made with the
 * store's seed) is read instead of seeding, and every write saves what it changed to `to`.
 * A snapshot of another seed is dropped. Call after createHandlers (which resets the store).
 */
export function persistMockStore(to: StorePersistence, snapshot?: StoreSnapshot | null): void {
  persistence = to;
  collections.clear();
  dirty.clear();
  kept = snapshot?.seed === storeSeed ? { ...snapshot.collections } : {};
  if (snapshot && snapshot.seed !== storeSeed) to.clear();
}

/** Saves the collections changed since the last save (nothing without persistMockStore). */
export function saveMockStore(): void {
  if (!persistence || dirty.size === 0) return;
  for (const name of dirty) {
    const state = collections.get(name)?.snapshot();
    if (state) kept[name] = state;
  }
  dirty.clear();
  persistence.save({ seed: storeSeed, collections: kept });
}

/** Runs a write's handlers, then saves what they touched (reads during a write count: in-place changes). */
export async function keepingWrites<T>(run: () => Promise<T>): Promise<T> {
  writing++;
  try {
    return await run();
  } finally {
    writing--;
    saveMockStore();
  }
}
