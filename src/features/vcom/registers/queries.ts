// Query options of the registers view, and what a vehicle's new marks touch.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetVcomCrimeByCodeQueryOptions,
  getGetVcomCrimeQueryOptions,
  getGetVcomRegisteredWeaponQueryOptions,
  getGetVcomVehicleQueryKey,
  getGetVcomVehicleQueryOptions,
  getListVcomCitizenAuditQueryKey,
  getListVcomCitizenVehiclesQueryKey,
  getListVcomCrimeCategoriesQueryOptions,
  getListVcomCrimesQueryOptions,
  getSearchVcomVehiclesQueryKey,
  getSearchVcomVehiclesQueryOptions,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { LegalCategory } from '../../../api/generated/model/legalCategory';
import { skipOf } from '../../../components/views/search-values';
import { PAGE_SIZE } from '../queries';

const quiet = { retry: false } as const;

export function vehicleSearchOptions(q: string | undefined, flagged: boolean, page: number | undefined) {
  const skip = skipOf(page, PAGE_SIZE);
  return getSearchVcomVehiclesQueryOptions({
    limit: PAGE_SIZE,
    ...(skip ? { skip } : {}),
    ...(q ? { q } : {}),
    ...(flagged ? { flagged: true } : {}),
  });
}
export const vehicleOptions = (id: number) => getGetVcomVehicleQueryOptions(id);
export const weaponOptions = (serial: string) => getGetVcomRegisteredWeaponQueryOptions(serial, { query: quiet });
export const categoriesOptions = () => getListVcomCrimeCategoriesQueryOptions({ query: { staleTime: 5 * 60_000 } });
export const crimesOfOptions = (category: LegalCategory | undefined) =>
  getListVcomCrimesQueryOptions(
    { limit: 100, ...(category ? { category } : {}) },
    { query: { staleTime: 5 * 60_000 } },
  );
export const crimeOptions = (id: number) => getGetVcomCrimeQueryOptions(id);
export const crimeCodeOptions = (code: string) => getGetVcomCrimeByCodeQueryOptions(code, { query: quiet });

/** A vehicle's marks changed: the vehicle, the register, the owner's vehicles and audit trail. */
export function vehicleChanged(client: QueryClient, id: number, ownerId: number | undefined) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetVcomVehicleQueryKey(id) }),
    client.invalidateQueries({ queryKey: getSearchVcomVehiclesQueryKey() }),
    ...(ownerId
      ? [
          client.invalidateQueries({ queryKey: getListVcomCitizenVehiclesQueryKey(ownerId) }),
          client.invalidateQueries({ queryKey: getListVcomCitizenAuditQueryKey(ownerId) }),
        ]
      : []),
  ]);
}
