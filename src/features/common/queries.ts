// The admin log's queries (route loader and page share them).
import {
  getGetAdminLogEntryQueryOptions,
  getGetAdminTermsQueryOptions,
  getListAdminLogsQueryOptions,
} from '../../api/generated/endpoints/common/common';
import type { ListAdminLogsParams } from '../../api/generated/model/listAdminLogsParams';
import { skipOf } from '../../components/views/search-values';
import type { LogsSearch } from './search-params';

export const LOG_PAGE = 25;

/** A day of the URL (YYYY-MM-DD) as the start or the end of that day in local time. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

export function logOptions({ q, area, from, until, page }: LogsSearch) {
  const skip = skipOf(page, LOG_PAGE);
  const params: ListAdminLogsParams = {
    limit: LOG_PAGE,
    ...(skip ? { skip } : {}),
    ...(q ? { q } : {}),
    ...(area ? { area: area as ListAdminLogsParams['area'] } : {}),
    ...(from ? { from: dayStart(from) } : {}),
    ...(until ? { until: dayEnd(until) } : {}),
  };
  return getListAdminLogsQueryOptions(params);
}
export const entryOptions = (id: number) => getGetAdminLogEntryQueryOptions(id);
export const termsOptions = () => getGetAdminTermsQueryOptions();
