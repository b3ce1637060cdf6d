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
export function lazyLoader<A, R, K extends string>(
  importer: () => Promise<{ [key in K]: (args: A) => R | Promise<R> }>,
  exportName: K,
) {
  let loading: ReturnType<typeof importer> | undefined;
  const preload = () => {
    loading ??= importWithRetry(importer).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const loader = async (args: A): Promise<R> => (await preload())[exportName](args);
  return Object.assign(loader, { preload });
}
