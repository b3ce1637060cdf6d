// Pages load on demand (spec §2, §9): the route component is a lazy component
// whose import is retried with cache-busting URLs (lib/import-with-retry). The
// router preloads it on intent and shows the 100vh placeholder while it loads.
import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { importWithRetry } from '../lib/import-with-retry';

export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  importer: () => Promise<M>,
  exportName: K,
) {
  return lazyRouteComponent(() => importWithRetry(importer), exportName);
}

/**
 * A route loader that lives in the feature and loads with it: the generated query
 * options (and the endpoint module behind them) stay out of the initial bundle. The
 * import is retried like a page's, and runs in parallel with the page's own chunk.
 * `preload()` starts the import alone (src/app/start-route.ts), like a lazy page's.
 */
// The module's type is taken whole and the export picked by name: each loader keeps its own
// argument type (deps differ per route) instead of one inferred across all exports.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any loader signature
type AnyLoader = (args: any) => unknown;

export function lazyLoader<M extends Record<K, AnyLoader>, K extends keyof M & string>(
  importer: () => Promise<M>,
  exportName: K,
) {
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= importWithRetry(importer).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const loader = async (args: Parameters<M[K]>[0]): Promise<Awaited<ReturnType<M[K]>>> =>
    (await preload())[exportName](args) as Awaited<ReturnType<M[K]>>;
  return Object.assign(loader, { preload });
}
