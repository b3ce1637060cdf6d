// Route loader of / and /dashboard: the login state, then (signed in) the first feed
// page. Prefetching never throws: a failing feed shows inside the page, with retry.
import type { QueryClient } from '@tanstack/react-query';
import { getGetLoggedInQueryOptions } from '../../api/generated/endpoints/auth/auth';
import { feedQuery } from './queries';

export async function loadDashboard({ context }: { context: { queryClient: QueryClient } }): Promise<void> {
  const { queryClient } = context;
  const login = await queryClient.ensureQueryData(getGetLoggedInQueryOptions());
  if (login.loggedIn === true) await queryClient.prefetchInfiniteQuery(feedQuery());
}
