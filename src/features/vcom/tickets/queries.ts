// Query options of the opened ticket, and what a change of a ticket touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetVcomCrimeByCodeQueryOptions,
  getGetVcomTicketByNumberQueryOptions,
  getGetVcomTicketQueryKey,
  getGetVcomTicketQueryOptions,
  getListVcomCitizenAuditQueryKey,
  getListVcomCitizenTicketsQueryKey,
  getGetVcomCitizenQueryKey,
  getListVcomTicketsQueryKey,
} from '../../../api/generated/endpoints/vcom/vcom';

export const ticketOptions = (id: number) => getGetVcomTicketQueryOptions(id);
/** A ticket by its printed number (the look-up and the global search's ticket hits). */
export const ticketByNumberOptions = (number: string) =>
  getGetVcomTicketByNumberQueryOptions(number, { query: { retry: false } });

/** A ticket was corrected, paid or cancelled: the ticket, the lists and its citizen's file. */
export function ticketChanged(client: QueryClient, id: number, citizenId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetVcomTicketQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcomTicketsQueryKey() }),
    client.invalidateQueries({ queryKey: getListVcomCitizenTicketsQueryKey(citizenId) }),
    client.invalidateQueries({ queryKey: getGetVcomCitizenQueryKey(citizenId) }),
    client.invalidateQueries({ queryKey: getListVcomCitizenAuditQueryKey(citizenId) }),
  ]);
}

/** One offence by its catalogue code (the offence search's exact hit); an unknown code is no error to retry. */
export const crimeByCodeOptions = (code: string) =>
  getGetVcomCrimeByCodeQueryOptions(code, { query: { retry: false, staleTime: 5 * 60_000 } });
