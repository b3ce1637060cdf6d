// Route loader of /house: the view the URL names (own houses with the opened one, received
// invitations, houses with free rooms, or the admin's search). Opening the page waits for the
// main list; a change on the page itself does not hold the screen.
import type { QueryClient } from '@tanstack/react-query';
import {
  getFindHousesByOwnerAdminQueryOptions,
  getGetHouseAdminQueryOptions,
  getGetHouseQueryOptions,
  getGetOwnHousesQueryOptions,
  getListMyHouseInvitationsQueryOptions,
  getSearchHousesAdminQueryOptions,
  getListHousesWithFreeRoomsQueryOptions,
} from '../../api/generated/endpoints/house/house';
import { skipOf } from '../../components/views/search-values';
import { rightsReady } from '../../api/rights-ready';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { ADMIN_PAGE_SIZE, adminQuery, roomsParams } from './queries';
import type { HouseSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: HouseSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadHouses({ context: { queryClient }, deps, cause }: Args): Promise<void> {
  let main: Promise<void>;
  if (deps.view === 'admin') {
    const q = adminQuery(deps.q);
    const params = { skip: skipOf(deps.page, ADMIN_PAGE_SIZE), limit: ADMIN_PAGE_SIZE };
    if (deps.house) main = prefetchUnlessFailed(queryClient, getGetHouseAdminQueryOptions(deps.house));
    else if (!q) main = Promise.resolve();
    else if (deps.by === 'owner')
      main = prefetchUnlessFailed(queryClient, getFindHousesByOwnerAdminQueryOptions(q, params));
    else main = prefetchUnlessFailed(queryClient, getSearchHousesAdminQueryOptions(q, params));
  } else if (deps.view === 'invitations') {
    main = prefetchUnlessFailed(queryClient, getListMyHouseInvitationsQueryOptions({ limit: 50 }));
  } else if (deps.view === 'rent') {
    main = prefetchUnlessFailed(queryClient, getListHousesWithFreeRoomsQueryOptions(roomsParams(deps)));
  } else if (deps.house) {
    main = prefetchUnlessFailed(queryClient, getGetHouseQueryOptions(deps.house));
  } else {
    main = prefetchUnlessFailed(queryClient, getGetOwnHousesQueryOptions());
  }
  // Tabs and buttons show by right (member rights inside an opened one): settled with the data,
  // so nothing is added after the first paint (CLS).
  if (cause !== 'stay') await Promise.all([main, rightsReady(queryClient, { scoped: Boolean(deps.house) })]);
}
