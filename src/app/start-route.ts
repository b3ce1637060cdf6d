// Imported first by main.tsx: starts the opened route's code (its lazy page chunk and its
// lazy loader) while the rest of the entry is still being evaluated (Chakra's system, React),
// not after the first render. bench:waterfall showed the route chunk requested ~250 ms after
// the entry had arrived. The imports start synchronously here: an async preload would only
// begin once the whole entry has run.
import { router } from './router';

interface Preloadable {
  preload?: () => unknown;
}

const { pathname, search } = router.latestLocation;
for (const match of router.matchRoutes(pathname, search)) {
  const options = (router.routesById as unknown as Record<string, { options?: unknown }>)[match.routeId]?.options as
    { component?: unknown; loader?: unknown } | undefined;
  void (options?.component as Preloadable | undefined)?.preload?.();
  void Promise.resolve((options?.loader as Preloadable | undefined)?.preload?.()).catch(() => undefined);
}
