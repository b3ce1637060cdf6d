// Route loader of /factory: the view the URL names (my companies, offers, admin) and, when one
// is opened, that company and its tab. Opening the page waits for the main list; a change on
// the page itself does not hold the screen.
import type { QueryClient } from '@tanstack/react-query';
import {
  getFindFactoriesByOwnerAdminQueryOptions,
  getGetFactoryAdLineQueryOptions,
  getGetFactoryAdminQueryOptions,
  getGetFactoryCheckInQueryOptions,
  getGetFactoryEmployeesQueryOptions,
  getGetFactoryItemsQueryOptions,
  getGetFactoryMembersAdminQueryOptions,
  getGetFactoryPriceListQueryOptions,
  getGetFactoryQueryOptions,
  getGetOwnFactoriesQueryOptions,
  getListMyFactoryInvitationsQueryOptions,
  getSearchFactoriesAdminQueryOptions,
} from '../../api/generated/endpoints/factory/factory';
import { rightsReady } from '../../api/rights-ready';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { listParams, pageParams } from './queries';
import type { FactorySearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: FactorySearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadFactories({ context: { queryClient: client }, deps, cause }: Args): Promise<void> {
  let main: Promise<void>;
  if (deps.view === 'admin') {
    if (deps.factory) {
      void prefetchUnlessFailed(client, getGetFactoryMembersAdminQueryOptions(deps.factory, pageParams(deps.page)));
      main = prefetchUnlessFailed(client, getGetFactoryAdminQueryOptions(deps.factory));
    } else {
      const q = deps.q?.trim();
      main = !q
        ? Promise.resolve()
        : deps.by === 'owner'
          ? prefetchUnlessFailed(client, getFindFactoriesByOwnerAdminQueryOptions(q, pageParams(deps.page)))
          : prefetchUnlessFailed(client, getSearchFactoriesAdminQueryOptions(q, pageParams(deps.page)));
    }
  } else if (deps.view === 'invitations') {
    main = prefetchUnlessFailed(client, getListMyFactoryInvitationsQueryOptions(pageParams(deps.page)));
  } else if (deps.factory) {
    const id = deps.factory;
    void prefetchUnlessFailed(client, getGetFactoryCheckInQueryOptions(id));
    if (!deps.tab)
      void prefetchUnlessFailed(client, getGetFactoryEmployeesQueryOptions(id, listParams(deps.page, deps.q)));
    if (deps.tab === 'storage')
      void prefetchUnlessFailed(client, getGetFactoryItemsQueryOptions(id, listParams(deps.page, deps.q)));
    if (deps.tab === 'prices') void prefetchUnlessFailed(client, getGetFactoryPriceListQueryOptions(id));
    if (deps.tab === 'advert') void prefetchUnlessFailed(client, getGetFactoryAdLineQueryOptions(id));
    main = prefetchUnlessFailed(client, getGetFactoryQueryOptions(id));
  } else {
    main = prefetchUnlessFailed(client, getGetOwnFactoriesQueryOptions());
  }
  // Tabs and buttons show by right (member rights inside an opened one): settled with the data,
  // so nothing is added after the first paint (CLS).
  if (cause !== 'stay') await Promise.all([main, rightsReady(client, { scoped: Boolean(deps.factory) })]);
}
