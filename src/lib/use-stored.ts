// The React binding of src/lib/storage.ts (which stays free of React): a stored value that
// re-renders its component when it changes, in this tab or another.
import { useCallback, useSyncExternalStore } from 'react';
import { readStored, subscribeStored, writeStored, type StoredKey } from './storage';

/** The current value and a setter; re-renders on change in this or another tab. */
export function useStored<T>(key: StoredKey<T>): [T, (value: T) => void] {
  const value = useSyncExternalStore(
    (listener) => subscribeStored(key, listener),
    () => readStored(key),
    () => key.fallback,
  );
  const set = useCallback((next: T) => void writeStored(key, next), [key]);
  return [value, set];
}
