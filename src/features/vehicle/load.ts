// Route loader of /vehicle: the view the URL names (own vehicles, bus lines or a plate search)
// and, when one is opened, that vehicle or line. Opening the page waits for the main list; a
// change on the page itself does not hold the screen.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetVehicleBusLineQueryOptions,
  getGetVehicleOwnQueryOptions,
  getListVehicleBusLinesQueryOptions,
  getListVehicleOwnAccessQueryOptions,
  getListVehicleOwnQueryOptions,
  getSearchVehiclesQueryOptions,
} from '../../api/generated/endpoints/vehicle/vehicle';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { plateQuery } from './queries';
import type { VehicleSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: VehicleSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadVehicles({ context: { queryClient }, deps, cause }: Args): Promise<void> {
  let main: Promise<void>;
  if (deps.view === 'bus') {
    if (deps.line) void prefetchUnlessFailed(queryClient, getGetVehicleBusLineQueryOptions(deps.line));
    main = prefetchUnlessFailed(queryClient, getListVehicleBusLinesQueryOptions());
  } else if (deps.view === 'search') {
    const q = plateQuery(deps.q);
    main = q ? prefetchUnlessFailed(queryClient, getSearchVehiclesQueryOptions(q)) : Promise.resolve();
  } else {
    if (deps.vehicle) {
      void prefetchUnlessFailed(queryClient, getGetVehicleOwnQueryOptions(deps.vehicle));
      void prefetchUnlessFailed(queryClient, getListVehicleOwnAccessQueryOptions(deps.vehicle));
    }
    main = prefetchUnlessFailed(queryClient, getListVehicleOwnQueryOptions());
  }
  if (cause !== 'stay') await main;
}
