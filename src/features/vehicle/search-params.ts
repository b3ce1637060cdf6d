// /vehicle in the URL: ?view=bus|search (default: my vehicles), ?vehicle=<id> (the opened
// vehicle), ?line=<id> (the opened bus line), ?q= (the plate search). Bad values are dropped,
// never thrown: every key is returned, undefined when bad. Imported by the route file (start
// bundle): no generated code, no zod.
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type VehicleView = 'mine' | 'bus' | 'search';

export interface VehicleSearch {
  view?: Exclude<VehicleView, 'mine'>;
  vehicle?: number;
  line?: number;
  q?: string;
}

const views = { bus: 1, search: 1 } as const;

export function validateVehicleSearch(search: Record<string, unknown>): VehicleSearch {
  return {
    view: oneOf(search.view, views),
    vehicle: positiveInt(search.vehicle),
    line: positiveInt(search.line),
    q: searchText(search.q),
  };
}

export const vehicleLoaderDeps = depsOf(validateVehicleSearch);
