// Route loader of / and /dashboard: starts the login state and (signed in) the first
// feed page without waiting for them. The start page is the first paint of the app,
// so it must not wait on the network; the feed shows its own loading and error states.
import type { QueryClient } from '@tanstack/react-query';
import { getGetLoggedInQueryOptions } from '../../api/generated/endpoints/auth/auth';
import { lastFetchFailed } from '../../lib/prefetch';
import { feedQuery } from './queries';

export function loadDashboard({ context }: { context: { queryClient: QueryClient } }): void {
  const { queryClient } = context;
  const feed = feedQuery();
  void queryClient
    .ensureQueryData(getGetLoggedInQueryOptions())
    .then((login) => {
      // A feed that just failed shows its error and retry button; a preload (hover,
      // focus) must not ask again behind the user's back (src/lib/prefetch.ts).
      // Signed in: the composer's code comes along with the feed, so both show together.
      if (login.loggedIn === true) void import('./components/post-composer').catch(() => undefined);
      const ask = login.loggedIn === true && !lastFetchFailed(queryClient, feed.queryKey);
      return ask ? queryClient.prefetchInfiniteQuery(feed) : undefined;
    })
    .catch(() => undefined); // a failing login check is the polling's business
}
