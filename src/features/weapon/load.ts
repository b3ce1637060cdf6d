// Route loader of /acp/weapons: the opened weapon, or the search result the URL names.
import type { QueryClient } from '@tanstack/react-query';
import { getGetWeaponAdminDetailsQueryOptions } from '../../api/generated/endpoints/weapon/weapon';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { weaponListOptions } from './queries';
import type { WeaponsSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: WeaponsSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadWeapons({ context: { queryClient }, deps, cause }: Args): Promise<void> {
  let first: Promise<unknown> | undefined;
  if (deps.weapon) first = prefetchUnlessFailed(queryClient, getGetWeaponAdminDetailsQueryOptions(deps.weapon));
  else if ((deps.by ?? 'query') === 'query' && deps.q)
    first = prefetchUnlessFailed(queryClient, weaponListOptions(deps));
  if (first && cause !== 'stay') await first;
}
