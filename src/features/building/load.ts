// Route loader of /building: the view the URL names (my buildings, my flats, flats for rent or
// the admin search) and, when one is opened, that building or flat. Opening the page waits for
// the main list; a change on the page itself does not hold the screen.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetBuildingCheckInQueryOptions,
  getGetBuildingPriceListQueryOptions,
  getGetBuildingQueryOptions,
  getGetOwnBuildingsQueryOptions,
} from '../../api/generated/endpoints/building/building';
import {
  getGetBuildingcellQueryOptions,
  getGetBuildingcellRentQueryOptions,
  getGetOwnBuildingcellsQueryOptions,
} from '../../api/generated/endpoints/buildingcell/buildingcell';
import { rightsReady } from '../../api/rights-ready';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import {
  adminQueryText,
  adminSearchQuery,
  cellsQuery,
  contractsQuery,
  freeQuery,
  itemsQuery,
  staffQuery,
} from './queries';
import type { BuildingSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: BuildingSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadBuilding({ context: { queryClient: client }, deps, cause }: Args): Promise<void> {
  let main: Promise<void>;
  if (deps.view === 'admin') {
    const q = adminQueryText(deps.q);
    main = q ? prefetchUnlessFailed(client, adminSearchQuery(q)) : Promise.resolve();
  } else if (deps.view === 'market') {
    main = prefetchUnlessFailed(client, freeQuery(deps.q, deps.maxRent, deps.page));
  } else if (deps.view === 'flats') {
    if (deps.flat) {
      void prefetchUnlessFailed(client, getGetBuildingcellQueryOptions(deps.flat));
      void prefetchUnlessFailed(client, getGetBuildingcellRentQueryOptions(deps.flat));
    }
    main = prefetchUnlessFailed(client, getGetOwnBuildingcellsQueryOptions());
  } else {
    const id = deps.building;
    if (id) {
      void prefetchUnlessFailed(client, getGetBuildingQueryOptions(id));
      void prefetchUnlessFailed(client, getGetBuildingCheckInQueryOptions(id));
      if (deps.tab === 'staff') void prefetchUnlessFailed(client, staffQuery(id));
      else if (deps.tab === 'items') void prefetchUnlessFailed(client, itemsQuery(id));
      else if (deps.tab === 'contracts') void prefetchUnlessFailed(client, contractsQuery(id));
      else if (deps.tab === 'prices') void prefetchUnlessFailed(client, getGetBuildingPriceListQueryOptions(id));
      else void prefetchUnlessFailed(client, cellsQuery(id));
    }
    main = prefetchUnlessFailed(client, getGetOwnBuildingsQueryOptions());
  }
  // Tabs and buttons show by right (member rights inside an opened one): settled with the data,
  // so nothing is added after the first paint (CLS).
  if (cause !== 'stay') await Promise.all([main, rightsReady(client, { scoped: Boolean(deps.building ?? deps.flat) })]);
}
