// A small in-memory store the stateful mock handlers share: one collection per
// entity, keyed by id, seeded lazily from the generated mocks with a fixed seed
// (same data every run; MOCK_SEED or ?seed= changes it). resetMockStore() between tests.
import { faker } from '@faker-js/faker/locale/de';

export type EntityId = number | string;
export type Entity = { id: EntityId } & Record<string, unknown>;

let storeSeed = 42;

/** Faker's "now" for mock data: dates like createdAt stay the same from run to run. */
export const MOCK_REFERENCE_DATE = new Date('2026-11-20T18:00:00Z');
const collections = new Map<string, Collection<Entity>>();

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
    if (!this.items) {
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

  insert(data: Partial<T>, { first = true } = {}): T {
    const items = this.load();
    const item = { ...data, id: this.nextId++ } as T;
    if (first) items.unshift(item);
    else items.push(item);
    return item;
  }

  update(id: EntityId | string | undefined, patch: Partial<T>): T | undefined {
    const item = this.get(id);
    if (item) Object.assign(item, patch);
    return item;
  }

  remove(id: EntityId | string | undefined): T | undefined {
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

/** Forgets every change and every seeded item; the next read seeds again with `seed`. */
export function resetMockStore(seed = storeSeed): void {
  storeSeed = seed;
  collections.clear();
}
