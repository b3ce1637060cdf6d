// The areas' menu entries reach the shell from src/app/areas.ts through this context (the
// shell may not import app or features): the layout route hands over a loader, and the list
// loads after the first paint, so the manifests and their icons cost nothing at start.
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import type { AreaManifest } from '../../api/area-manifest';
import { afterFirstPaint } from '../../lib/after-first-paint';

export type LoadAreas = () => Promise<{ readonly areas: readonly AreaManifest[] }>;

const AreasContext = createContext<LoadAreas | undefined>(undefined);

// One load per loader for the whole page: menu, drawer, hamburger and search share it.
const loaded = new WeakMap<LoadAreas, readonly AreaManifest[]>();
const loading = new WeakMap<LoadAreas, Promise<readonly AreaManifest[]>>();

function load(loader: LoadAreas): Promise<readonly AreaManifest[]> {
  let promise = loading.get(loader);
  if (!promise) {
    promise = loader().then(
      (m) => {
        loaded.set(loader, m.areas);
        return m.areas;
      },
      (error: unknown) => {
        loading.delete(loader); // a failed chunk load may be retried by the next mount
        throw error;
      },
    );
    loading.set(loader, promise);
  }
  return promise;
}

export function AreasProvider({ load: loader, children }: { load: LoadAreas; children: ReactNode }) {
  return createElement(AreasContext.Provider, { value: loader }, children);
}

/** The areas once loaded (undefined before, and outside an AreasProvider). */
export function useAreas(): readonly AreaManifest[] | undefined {
  const loader = useContext(AreasContext);
  const [areas, setAreas] = useState(() => (loader ? loaded.get(loader) : undefined));
  useEffect(() => {
    if (!loader || areas) return;
    let live = true;
    const start = () =>
      load(loader).then(
        (list) => live && setAreas(list),
        () => undefined, // without the list the spec's groups still work; the next mount retries
      );
    // Once the browser is idle after the first paint: the start never waits for this.
    const cancel = afterFirstPaint(start);
    return () => {
      live = false;
      cancel();
    };
  }, [loader, areas]);
  return areas;
}
