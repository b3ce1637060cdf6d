// /building in the URL (one route for the whole area): ?view=flats|market|admin (default: my
// buildings), ?building=<id> (the opened building; in the admin view the opened result),
// ?tab=contracts|staff|items|prices|assets (the opened building's part; default: its flats), ?flat=<id> (the opened
// flat: mine, or the one being rented), ?q= (search: flats for rent, admin), ?maxRent= and
// ?page= (flats for rent). Bad values are dropped, never thrown: every key is returned,
// undefined when bad. Imported by the route file (start bundle): no generated code, no zod.
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type BuildingView = 'mine' | 'flats' | 'market' | 'admin';
export type BuildingTab = 'cells' | 'contracts' | 'staff' | 'items' | 'prices' | 'assets';

export interface BuildingSearch {
  view?: Exclude<BuildingView, 'mine'>;
  building?: number;
  tab?: Exclude<BuildingTab, 'cells'>;
  flat?: number;
  q?: string;
  maxRent?: number;
  page?: number;
}

export function validateBuildingSearch(search: Record<string, unknown>): BuildingSearch {
  return {
    view: oneOf(search.view, { flats: 1, market: 1, admin: 1 }),
    building: positiveInt(search.building),
    tab: oneOf(search.tab, { contracts: 1, staff: 1, items: 1, prices: 1, assets: 1 }),
    flat: positiveInt(search.flat),
    q: searchText(search.q),
    maxRent: positiveInt(search.maxRent),
    page: positiveInt(search.page),
  };
}

export const buildingLoaderDeps = depsOf(validateBuildingSearch);
