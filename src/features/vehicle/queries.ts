// The vehicle area's queries: what the loader prefetches is what the page shows, and which
// queries each change touches.
import type { QueryClient } from '@tanstack/react-query';
import {
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
