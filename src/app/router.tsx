// The one router. Route files live in src/routes; the plugin writes route-tree.gen.ts.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PagePending } from '../components/feedback/page-pending';
import { RouteError } from '../components/feedback/route-error';
import { NotFoundPage } from '../shell/pages/not-found-page';
import { queryClient } from './query-client';
import { routeTree } from './route-tree.gen';

export function createAppRouter(client = queryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient: client },
    defaultPreload: 'intent',
    // Loaders prefetch into React Query; the router itself keeps nothing stale.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    // Every route is wrapped: render failures, failed page loads and failed requests.
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    notFoundMode: 'root',
    scrollRestoration: true,
  });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
