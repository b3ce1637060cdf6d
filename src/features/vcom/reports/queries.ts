// Query options of the police reports and what a change touches (the route's loader and the view share them).
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetVcomPoliceReportQueryKey,
  getGetVcomPoliceReportQueryOptions,
  getListVcomAuditQueryKey,
  getListVcomAuditQueryOptions,
  getListVcomPoliceReportsQueryKey,
  getListVcomPoliceReportsQueryOptions,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomPoliceReportStatus } from '../../../api/generated/model/vcomPoliceReportStatus';
import { oneOf } from '../../../components/views/search-values';

export const REPORT_STATES = { draft: 1, submitted: 1, reviewed: 1 } as const satisfies Record<
  VcomPoliceReportStatus,
  1
>;
/** The status filter of ?tab= (a wrong one counts as absent). */
export const reportStatusOf = (tab: unknown) => oneOf(tab, REPORT_STATES);

export const reportListOptions = (search: { tab?: string; mine?: 1 }) => {
  const status = reportStatusOf(search.tab);
  return getListVcomPoliceReportsQueryOptions({
    limit: 50,
    ...(status ? { status } : {}),
    ...(search.mine ? { mine: true } : {}),
  });
};
export const reportOptions = (id: number) => getGetVcomPoliceReportQueryOptions(id);
export const reportAuditOptions = (id: number) =>
  getListVcomAuditQueryOptions({ entityType: 'report', entityId: id, limit: 50 });

/** A report changed (saved, submitted, deleted): it, its history and every list refetch. */
export function reportChanged(client: QueryClient, id: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetVcomPoliceReportQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcomAuditQueryKey({ entityType: 'report', entityId: id }) }),
    client.invalidateQueries({ queryKey: getListVcomPoliceReportsQueryKey() }),
  ]);
}
