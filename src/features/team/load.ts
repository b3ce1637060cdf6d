// Route loader of /team: my organisations and received invitations (overview), the opened
// organisation and its first tab, or the admin's search. Opening the page waits for what it
// paints first; a change on the page itself does not hold the screen.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetOwnTeamsQueryOptions,
  getGetTeamQueryOptions,
  getListMyTeamInvitationsQueryOptions,
} from '../../api/generated/endpoints/team/team';
import { rightsReady } from '../../api/rights-ready';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { adminSearchOptions, employeesOptions } from './queries';
import type { TeamSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: TeamSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadTeams({ context: { queryClient }, deps, cause }: Args): Promise<void> {
  let first: Promise<void>;
  if (deps.view === 'admin') {
    const q = deps.q?.trim();
    first = q && !deps.team ? prefetchUnlessFailed(queryClient, adminSearchOptions(q, deps.page)) : Promise.resolve();
  } else if (deps.team) {
    first = prefetchUnlessFailed(queryClient, getGetTeamQueryOptions(deps.team));
    if (!deps.tab) void prefetchUnlessFailed(queryClient, employeesOptions(deps.team, deps));
  } else {
    // The received invitations stand above my organisations: waited for too, so their arrival
    // does not push the list down after the first paint (CLS 0.08 at 375 px).
    first = Promise.all([
      prefetchUnlessFailed(queryClient, getListMyTeamInvitationsQueryOptions()),
      prefetchUnlessFailed(queryClient, getGetOwnTeamsQueryOptions()),
    ]).then(() => undefined);
  }
  // Tabs and buttons show by right (member rights inside an opened one): settled with the data,
  // so nothing is added after the first paint (CLS).
  if (cause !== 'stay') await Promise.all([first, rightsReady(queryClient, { scoped: Boolean(deps.team) })]);
}
