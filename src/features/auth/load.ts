// Route loader of /acp/roles: the role list, and the opened role or the matrix's categories.
import type { QueryClient } from '@tanstack/react-query';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { categoriesOptions, membersOptions, roleOptions, rolesOptions } from './queries';
import type { RolesSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: RolesSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadRoles({ context: { queryClient }, deps, cause }: Args): Promise<void> {
  const waits: Array<Promise<unknown>> = [prefetchUnlessFailed(queryClient, rolesOptions())];
  if (deps.tab === 'matrix') waits.push(prefetchUnlessFailed(queryClient, categoriesOptions()));
  else if (deps.role) {
    waits.push(prefetchUnlessFailed(queryClient, roleOptions(deps.role)));
    waits.push(prefetchUnlessFailed(queryClient, membersOptions(deps.role, deps.page)));
  }
  if (cause !== 'stay') await Promise.all(waits);
}
