// Route loader of / and /dashboard: starts the login state and (signed in) the first
// page of the feed the URL names (all or mine), and the replies of a post opened in the
// URL, without waiting for them. The start page is the first paint of the app,
// so it must not wait on the network; the feed shows its own loading and error states.
import type { QueryClient } from '@tanstack/react-query';
import { getGetLoggedInQueryOptions } from '../../api/generated/start/session';
import { getGetDashboardPostDataQueryOptions } from '../../api/generated/start/home';
import { lastFetchFailed, prefetchUnlessFailed } from '../../lib/prefetch';
import { feedQuery } from './queries';
import type { FeedSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: FeedSearch;
}

export function loadDashboard({ context, deps }: Args): void {
  const { queryClient } = context;
  const feed = feedQuery(deps.view ?? 'all', deps.kind);
  void queryClient
    .ensureQueryData(getGetLoggedInQueryOptions())
    .then((login) => {
      // A feed that just failed shows its error and retry button; a preload (hover,
      // focus) must not ask again behind the user's back (src/lib/prefetch.ts).
      // Signed in: the composer's code comes along with the feed, so both show together.
      if (login.loggedIn !== true) return undefined;
      void import('./components/post-composer').catch(() => undefined);
      if (deps.post) void prefetchUnlessFailed(queryClient, getGetDashboardPostDataQueryOptions(deps.post));
      return lastFetchFailed(queryClient, feed.queryKey) ? undefined : queryClient.prefetchInfiniteQuery(feed);
    })
    .catch(() => undefined); // a failing login check is the polling's business
}
