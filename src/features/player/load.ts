// Route loader of /acp/players: the search result, the opened character's details, or the
// list of the view beside the search (?view=newest|positions|bans).
import type { QueryClient } from '@tanstack/react-query';
import { getGetPlayerAdminDetailsQueryOptions } from '../../api/generated/endpoints/player/player';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { allBansOptions, newestOptions, playerListOptions, positionsOptions } from './queries';
import type { PlayersSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: PlayersSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadPlayers({ context: { queryClient }, deps, cause }: Args): Promise<void> {
  if (deps.view === 'factions') return; // the factions' view loads its own queries with its chunk
  const first =
    deps.view === 'newest'
      ? prefetchUnlessFailed(queryClient, newestOptions(deps.page))
      : deps.view === 'positions'
        ? prefetchUnlessFailed(queryClient, positionsOptions(deps.page))
        : deps.view === 'bans'
          ? prefetchUnlessFailed(queryClient, allBansOptions(deps.state, deps.page))
          : deps.player
            ? prefetchUnlessFailed(queryClient, getGetPlayerAdminDetailsQueryOptions(deps.player))
            : prefetchUnlessFailed(queryClient, playerListOptions(deps));
  if (cause !== 'stay') await first;
}
