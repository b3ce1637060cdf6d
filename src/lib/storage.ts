// Validated access to localStorage. Every persisted setting goes through here:
// corrupt JSON, wrong types, unknown values, oversized values or a storage that
// throws (quota, private mode, disabled) all give the key's default, never a crash.
// Plain logic without React: the hook is src/lib/use-stored.ts.

export interface StoredKey<T> {
  /** The localStorage key, exactly as the specification names it. */
  readonly name: string;
  readonly fallback: T;
  /** Returns the value when `raw` (parsed JSON) is valid, otherwise undefined. */
  readonly parse: (raw: unknown) => T | undefined;
}

/** Values above this size are ignored on read and refused on write (a setting is never that big). */
export const MAX_STORED_CHARS = 256 * 1024;

/** name -> how it was defined, in dev and tests: one name, one definition. */
const defined = new Map<string, string>();

/**
 * Declares a persisted key. In dev and tests a name already defined differently throws at once
 * (two `MuteState`s with different defaults read differently depending on who asks first); the
 * same definition again is allowed, since hot module replacement re-runs the defining module.
 * tests/unit/storage.test.ts checks the sources statically, so a duplicate never ships.
 */
export function defineKey<T>(name: string, fallback: T, parse: (raw: unknown) => T | undefined): StoredKey<T> {
  if (import.meta.env.DEV) {
    const signature = `${JSON.stringify(fallback)}|${String(parse)}`;
    const earlier = defined.get(name);
    if (earlier !== undefined && earlier !== signature) {
      throw new Error(`Storage key "${name}" is defined twice with different defaults or validation.`);
    }
    defined.set(name, signature);
  }
  return { name, fallback, parse };
}

/** Validators for the common shapes. */
export const is = {
  boolean: (raw: unknown) => (typeof raw === 'boolean' ? raw : undefined),
  oneOf:
    <const V extends string>(values: readonly V[]) =>
    (raw: unknown): V | undefined =>
      typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as V) : undefined,
  stringArray:
    (maxItems = 1000) =>
    (raw: unknown): string[] | undefined =>
      Array.isArray(raw) && raw.length <= maxItems && raw.every((x) => typeof x === 'string') ? [...raw] : undefined,
  number:
    (min: number, max: number) =>
    (raw: unknown): number | undefined =>
      typeof raw === 'number' && Number.isFinite(raw) && raw >= min && raw <= max ? raw : undefined,
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // access itself can throw (disabled storage, sandboxed iframe)
  }
}

/** JSON.parse without prototype pollution: `__proto__` keys are dropped. */
function safeParse(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value));
}

const cache = new Map<string, { raw: string | null; value: unknown }>();
/** Values a refusing storage did not take: they hold for this page's life. */
const memory = new Map<string, unknown>();

export function readStored<T>(key: StoredKey<T>): T {
  if (memory.has(key.name)) return memory.get(key.name) as T;
  let raw: string | null;
  try {
    raw = storage()?.getItem(key.name) ?? null;
  } catch {
    return key.fallback;
  }
  const hit = cache.get(key.name);
  if (hit && hit.raw === raw) return hit.value as T;
  let value = key.fallback;
  if (raw !== null && raw.length <= MAX_STORED_CHARS) {
    try {
      value = key.parse(safeParse(raw)) ?? key.fallback;
    } catch {
      value = key.fallback;
    }
  }
  // Cached per raw string so useSyncExternalStore sees a stable value.
  cache.set(key.name, { raw, value });
  return value;
}

const listeners = new Map<string, Set<() => void>>();

function notify(name: string) {
  listeners.get(name)?.forEach((listener) => listener());
}

/** Stores `value`; returns false when the storage refused it (the UI keeps working on memory). */
export function writeStored<T>(key: StoredKey<T>, value: T): boolean {
  let ok = false;
  try {
    const text = JSON.stringify(value);
    if (text.length <= MAX_STORED_CHARS) {
      storage()?.setItem(key.name, text);
      ok = storage() !== null;
    }
  } catch {
    ok = false;
  }
  if (ok) memory.delete(key.name);
  else memory.set(key.name, value);
  notify(key.name);
  return ok;
}

export function removeStored(key: StoredKey<unknown>): void {
  memory.delete(key.name);
  try {
    storage()?.removeItem(key.name);
  } catch {
    // nothing to do: a storage that throws holds nothing we could remove
  }
  notify(key.name);
}

/** Removes every given key (the settings page's "reset local data"); listeners of each are told. */
export function removeAllStored(keys: readonly StoredKey<unknown>[]): void {
  keys.forEach((key) => removeStored(key));
}

export function subscribeStored(key: StoredKey<unknown>, listener: () => void): () => void {
  const set = listeners.get(key.name) ?? new Set();
  set.add(listener);
  listeners.set(key.name, set);
  // Other tabs change storage too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key.name || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
