// The areas' destinations for screens that explain them (the rights matrix: which screens a
// right opens). A feature may not import src/app/areas.ts, so that module, loaded by the shell
// after the first paint, publishes its list here; nothing imports this at start.
import { useSyncExternalStore } from 'react';
import type { AreaDestination } from './area-manifest';

let published: readonly AreaDestination[] | undefined;
const listeners = new Set<() => void>();

export function publishDestinations(list: readonly AreaDestination[]): void {
  published = list;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => published;

/** Every destination of every area once the shell has loaded them (undefined before). */
export function useDestinations(): readonly AreaDestination[] | undefined {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
