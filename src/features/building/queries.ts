// The building area's queries: what the loader prefetches is what the page shows (the same
// options factories), and which queries each change touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetBuildingCellsQueryOptions,
  getGetBuildingEmployeesQueryOptions,
  getGetBuildingMembersAdminQueryKey,
  getGetBuildingItemsQueryOptions,
  getGetBuildingQueryKey,
  getGetBuildingRentContractsQueryOptions,
  getGetOwnBuildingsQueryKey,
  getSearchBuildingsAdminQueryKey,
  getSearchBuildingsAdminQueryOptions,
} from '../../api/generated/endpoints/building/building';
import {
  getGetBuildingcellQueryKey,
  getGetBuildingcellRentQueryKey,
  getGetBuildingcellRoomMatesQueryKey,
  getGetOwnBuildingcellsQueryKey,
  getListFreeBuildingcellsQueryKey,
  getListFreeBuildingcellsQueryOptions,
} from '../../api/generated/endpoints/buildingcell/buildingcell';
import { skipOf } from '../../components/views/search-values';

/** Lists shown whole (a building's flats, staff, storage): one request, up to the contract's 100. */
const WHOLE = { limit: 100 } as const;
export const FREE_PAGE = 10;

export const cellsQuery = (buildingId: number) => getGetBuildingCellsQueryOptions(buildingId, WHOLE);
export const staffQuery = (buildingId: number) => getGetBuildingEmployeesQueryOptions(buildingId, WHOLE);
export const contractsQuery = (buildingId: number) => getGetBuildingRentContractsQueryOptions(buildingId, WHOLE);
export const itemsQuery = (buildingId: number) => getGetBuildingItemsQueryOptions(buildingId, WHOLE);

export const freeQuery = (q: string | undefined, maxRent: number | undefined, page: number | undefined) =>
  getListFreeBuildingcellsQueryOptions({
    ...(q?.trim() ? { q: q.trim() } : {}),
    ...(maxRent ? { maxRent } : {}),
    skip: skipOf(page, FREE_PAGE),
    limit: FREE_PAGE,
  });

/** The admin search text the server gets: trimmed, at least two characters. */
export const adminQueryText = (q: string | undefined) => {
  const text = q?.trim() ?? '';
  return text.length >= 2 ? text : undefined;
};
export const adminSearchQuery = (q: string) => getSearchBuildingsAdminQueryOptions(q, { limit: 50 });

/** Every query of `url` and of the paths below it (`/api/building/5` and `/api/building/5/cells`, not `/api/building/50`). */
const startsWith = (client: QueryClient, url: string) =>
  client.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return key === url || key.startsWith(url.endsWith('/') ? url : `${url}/`);
    },
  });

/** A building changed (its flats, staff, duty, owner): everything under its path and the own list. */
export const buildingChanged = (client: QueryClient, buildingId: number) =>
  Promise.all([
    startsWith(client, String(getGetBuildingQueryKey(buildingId)[0])),
    client.invalidateQueries({ queryKey: getGetOwnBuildingsQueryKey() }),
  ]);

/** A flat changed (rent, tenant, room mates): its queries, my flats, the free list and its building. */
export const flatChanged = (client: QueryClient, flatId: number, buildingId?: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: getGetBuildingcellQueryKey(flatId) }),
    client.invalidateQueries({ queryKey: getGetBuildingcellRentQueryKey(flatId) }),
    client.invalidateQueries({ queryKey: getGetBuildingcellRoomMatesQueryKey(flatId) }),
    client.invalidateQueries({ queryKey: getGetOwnBuildingcellsQueryKey() }),
    client.invalidateQueries({ queryKey: [getListFreeBuildingcellsQueryKey()[0]] }),
    buildingId ? buildingChanged(client, buildingId) : Promise.resolve(),
  ]);

/** Something an admin changed: every admin search and the buildings themselves. */
export const adminChanged = (client: QueryClient, buildingId: number) =>
  Promise.all([
    startsWith(client, getSearchBuildingsAdminQueryKey('')[0]),
    client.invalidateQueries({ queryKey: [getGetBuildingMembersAdminQueryKey(buildingId)[0]] }),
    buildingChanged(client, buildingId),
  ]);
