// Route loader of /vehicle: the view the URL names (own vehicles, bus lines, a plate search or
// the admin view) and, when one is opened, that vehicle or line. Opening the page waits for the
// main list; a change on the page itself does not hold the screen.
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import {
  getGetVehicleAdminDetailsQueryOptions,
  getGetVehicleBusLineQueryOptions,
  getGetVehicleOwnQueryOptions,
  getListVehicleAdminAccessQueryOptions,
  getListVehicleAdminVehiclesQueryOptions,
  getListVehicleBusLinesQueryOptions,
  getListVehicleOwnAccessQueryOptions,
  getListVehicleOwnQueryOptions,
  getSearchVehiclesQueryOptions,
} from '../../api/generated/endpoints/vehicle/vehicle';
import { loaderCan, rightsReady } from '../../api/rights-ready';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { adminListParams, plateQuery } from './queries';
import type { VehicleSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: VehicleSearch;
  cause: 'preload' | 'enter' | 'stay';
}

/**
 * The admin view's guard (the same check as src/app/guard.ts), here in the lazily loaded
 * loader rather than in the route's beforeLoad: the route file adds no bytes to the start.
 */
async function requireAdmin(client: QueryClient): Promise<void> {
  const can = await loaderCan(client);
  if (!can('listVehicleAdminVehicles')) {
    throw redirect({ to: '/notPermitted', replace: true });
  }
}

export async function loadVehicles({ context: { queryClient }, deps, cause }: Args): Promise<void> {
  let main: Promise<void>;
  if (deps.view === 'admin') {
    await requireAdmin(queryClient);
    if (deps.vehicle) {
      void prefetchUnlessFailed(queryClient, getListVehicleAdminAccessQueryOptions(deps.vehicle));
      main = prefetchUnlessFailed(queryClient, getGetVehicleAdminDetailsQueryOptions(deps.vehicle));
    } else {
      const q = deps.q?.trim();
      // The owner search resolves a name to a person first (the page does): nothing to prefetch.
      main =
        q && deps.by !== 'owner'
          ? prefetchUnlessFailed(queryClient, getListVehicleAdminVehiclesQueryOptions(adminListParams(q, deps.page)))
          : Promise.resolve();
    }
    // Buttons show by right: settled with the data, so nothing is added after the first paint.
    if (cause !== 'stay') await Promise.all([main, rightsReady(queryClient)]);
    return;
  }
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
