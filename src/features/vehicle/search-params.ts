// /vehicle in the URL: ?view=bus|search|admin (default: my vehicles), ?vehicle=<id> (the opened
// vehicle; in the admin view the opened search hit), ?line=<id> (the opened bus line), ?q= (the
// plate search; the admin's search text), ?by=owner (the admin searches by owner name), ?page=
// (the admin's result page). The admin view's guard runs in the loader (load.ts), which loads
// with the page: no guard code in the start bundle. Bad values are dropped,
// never thrown: every key is returned, undefined when bad. Imported by the route file (start
// bundle): no generated code, no zod.
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type VehicleView = 'mine' | 'bus' | 'search' | 'admin';

export interface VehicleSearch {
  view?: Exclude<VehicleView, 'mine'>;
  vehicle?: number;
  line?: number;
  q?: string;
  by?: 'owner';
  page?: number;
}

const views = { bus: 1, search: 1, admin: 1 } as const;

export function validateVehicleSearch(search: Record<string, unknown>): VehicleSearch {
  return {
    view: oneOf(search.view, views),
    vehicle: positiveInt(search.vehicle),
    line: positiveInt(search.line),
    q: searchText(search.q),
    by: oneOf(search.by, { owner: 1 }),
    page: positiveInt(search.page),
  };
}

export const vehicleLoaderDeps = depsOf(validateVehicleSearch);
