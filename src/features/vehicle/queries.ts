// The vehicle area's queries: what the loader prefetches is what the page shows, and which
// queries each change touches.
import type { QueryClient } from '@tanstack/react-query';
import { skipOf } from '../../components/views/search-values';
import {
  getGetVehicleAdminDetailsQueryKey,
  getGetVehicleOwnQueryKey,
  getListVehicleGaragesQueryKey,
  getListVehicleOwnAccessQueryKey,
  getListVehicleOwnQueryKey,
  getSearchVehiclesQueryKey,
} from '../../api/generated/endpoints/vehicle/vehicle';

/** The search text the server gets: trimmed, at least two characters (a plate part or a model). */
export const plateQuery = (q: string | undefined) => {
  const text = q?.trim() ?? '';
  return text.length >= 2 ? text : undefined;
};

/** Who holds a key changed. */
export const accessChanged = (client: QueryClient, vehicleId: number) =>
  client.invalidateQueries({ queryKey: getListVehicleOwnAccessQueryKey(vehicleId) });

/** A vehicle moved (parked): its detail, the own list, the garages' counts and any search showing it. */
export const vehicleMoved = (client: QueryClient, vehicleId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: getGetVehicleOwnQueryKey(vehicleId) }),
    client.invalidateQueries({ queryKey: getListVehicleOwnQueryKey() }),
    client.invalidateQueries({ queryKey: getListVehicleGaragesQueryKey() }),
    client.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(getSearchVehiclesQueryKey('')[0]),
    }),
  ]);

/** Rows per page of the admin's search. */
export const ADMIN_PAGE_SIZE = 20;

/** The admin search's params: the text and the page of the URL. */
export const adminListParams = (q: string, page: number | undefined) => ({
  q,
  skip: skipOf(page, ADMIN_PAGE_SIZE),
  limit: ADMIN_PAGE_SIZE,
});

const startsWith = (client: QueryClient, key: readonly unknown[]) =>
  client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(String(key[0])) });

/**
 * The admin changed a vehicle: every admin query (its detail, keys, trunk and history, the
 * search lists showing it) and the owner's own views of the same vehicle.
 */
export const adminChanged = (client: QueryClient, vehicleId: number) => {
  // Every admin key starts with the admin path up to the vehicle id: the common start of them all.
  const [detail] = getGetVehicleAdminDetailsQueryKey(vehicleId);
  const adminRoot = detail.slice(0, detail.indexOf('/admin/') + '/admin/'.length);
  return Promise.all([startsWith(client, [adminRoot]), vehicleMoved(client, vehicleId)]);
};
