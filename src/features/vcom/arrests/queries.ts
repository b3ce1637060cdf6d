// Query options of the arrests view (loader and screens share them), and what an arrest touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetVcomArrestQueryKey,
  getGetVcomArrestQueryOptions,
  getGetVcomCitizenQueryKey,
  getListVcomActiveWarrantsQueryKey,
  getListVcomArrestsQueryKey,
  getListVcomArrestsQueryOptions,
  getListVcomCitizenAuditQueryKey,
  getListVcomCitizenRecordsQueryKey,
  getListVcomCitizenWarrantsQueryKey,
  getListVcomOrdersQueryKey,
  getSearchVcomCitizensQueryKey,
} from '../../../api/generated/endpoints/vcom/vcom';
import { skipOf } from '../../../components/views/search-values';
import { PAGE_SIZE } from '../queries';
import type { VcomSearch } from '../search-params';

export function arrestListOptions({ arrestStatus, page }: Pick<VcomSearch, 'arrestStatus' | 'page'>) {
  const skip = skipOf(page, PAGE_SIZE);
  return getListVcomArrestsQueryOptions({
    limit: PAGE_SIZE,
    ...(skip ? { skip } : {}),
    ...(arrestStatus ? { status: arrestStatus } : {}),
  });
}

export const arrestOptions = (id: number) => getGetVcomArrestQueryOptions(id);

/** An arrest was made or ended: the lists, the citizen's file (record, warrants, wanted flag, audit). */
export function arrestChanged(client: QueryClient, citizenId: number, arrestId?: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getListVcomArrestsQueryKey() }),
    ...(arrestId ? [client.invalidateQueries({ queryKey: getGetVcomArrestQueryKey(arrestId) })] : []),
    client.invalidateQueries({ queryKey: getGetVcomCitizenQueryKey(citizenId) }),
    client.invalidateQueries({ queryKey: getListVcomCitizenRecordsQueryKey(citizenId) }),
    client.invalidateQueries({ queryKey: getListVcomCitizenWarrantsQueryKey(citizenId) }),
    client.invalidateQueries({ queryKey: getListVcomCitizenAuditQueryKey(citizenId) }),
    client.invalidateQueries({ queryKey: getListVcomActiveWarrantsQueryKey() }),
    client.invalidateQueries({ queryKey: getListVcomOrdersQueryKey() }),
    client.invalidateQueries({ queryKey: getSearchVcomCitizensQueryKey() }),
  ]);
}
