// The house area's queries: what the loader prefetches is what the page shows, and what a
// change touches. A house's parts hang together (a kick ends a contract, frees a room, changes
// the own list of the one who left), so a change refetches the area's shown queries.
import type { QueryClient } from '@tanstack/react-query';
import { getGetOwnHousesQueryKey } from '../../api/generated/endpoints/house/house';
import type { ListHousesWithFreeRoomsParams } from '../../api/generated/model/listHousesWithFreeRoomsParams';
import { skipOf } from '../../components/views/search-values';
import type { HouseSearch } from './search-params';

/** The area's key prefix, taken from a generated key ("/api/house/own" → "/api/house"). */
const AREA = getGetOwnHousesQueryKey()[0].replace(/\/own$/, '');

/** Every query of the area (own list, the opened house and its parts, invitations, admin search). */
export const houseChanged = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(AREA) });

/** The admin's search text as the server gets it: trimmed, at least two characters. */
export const adminQuery = (q: string | undefined) => {
  const text = q?.trim() ?? '';
  return text.length >= 2 ? text : undefined;
};

export const ADMIN_PAGE_SIZE = 20;

export const ROOMS_PAGE_SIZE = 20;

/** The rent view's list request from the URL: the loader prefetches what the view shows. */
export const roomsParams = (search: HouseSearch): ListHousesWithFreeRoomsParams => ({
  ...(search.q?.trim() ? { q: search.q.trim() } : {}),
  ...(search.maxRent ? { maxRent: search.maxRent } : {}),
  skip: skipOf(search.page, ROOMS_PAGE_SIZE),
  limit: ROOMS_PAGE_SIZE,
});
