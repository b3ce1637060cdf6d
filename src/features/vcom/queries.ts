// The area's query options in one place (loader and screens share them), and what a new
// ticket touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetVcomCitizenQueryKey,
  getGetVcomCitizenQueryOptions,
  getGetVcomSessionQueryOptions,
  getListVcomCitizenTicketsQueryKey,
  getListVcomCrimesQueryOptions,
  getListVcomTicketsQueryKey,
  getListVcomTicketsQueryOptions,
  getSearchVcomCitizensQueryOptions,
} from '../../api/generated/endpoints/vcom/vcom';
import { skipOf } from '../../components/views/search-values';
import type { VcomSearch } from './search-params';

export const PAGE_SIZE = 20;

/** The character's vcom accounts: the team decides what the workspace offers (useCan scope). */
export const sessionOptions = () => getGetVcomSessionQueryOptions({ query: { staleTime: 60_000 } });
export const citizenOptions = (id: number) => getGetVcomCitizenQueryOptions(id);
export const citizenSearchOptions = (q: string) => getSearchVcomCitizensQueryOptions({ q, limit: PAGE_SIZE });
/** The whole penal catalogue (small, changes rarely): the chosen offences are looked up in it. */
export const catalogueOptions = () =>
  getListVcomCrimesQueryOptions({ limit: 100 }, { query: { staleTime: 5 * 60_000 } });
export const crimeSearchOptions = (q: string) =>
  getListVcomCrimesQueryOptions({ q, limit: 20 }, { query: { staleTime: 5 * 60_000 } });

export function ticketListOptions({ status, page, q }: Pick<VcomSearch, 'status' | 'page' | 'q'>) {
  const skip = skipOf(page, PAGE_SIZE);
  return getListVcomTicketsQueryOptions({
    limit: PAGE_SIZE,
    ...(skip ? { skip } : {}),
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
  });
}

/** A ticket was issued: the lists and the citizen's file (its counters) are refetched. */
export function ticketIssued(client: QueryClient, citizenId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getListVcomTicketsQueryKey() }),
    client.invalidateQueries({ queryKey: getListVcomCitizenTicketsQueryKey(citizenId) }),
    client.invalidateQueries({ queryKey: getGetVcomCitizenQueryKey(citizenId) }),
  ]);
}
