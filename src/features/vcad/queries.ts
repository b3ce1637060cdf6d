// The area's query options in one place (loader and screens share them), and what each
// change touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetVcadCallQueryKey,
  getGetVcadCallQueryOptions,
  getGetVcadDepartmentSettingsQueryOptions,
  getGetVcadSessionQueryOptions,
  getListVcadCallLogQueryKey,
  getListVcadCallLogQueryOptions,
  getListVcadCallsQueryKey,
  getListVcadCallsQueryOptions,
  getListVcadDepartmentsQueryOptions,
  getListVcadStatusCodesQueryOptions,
  getListVcadTenCodesQueryOptions,
} from '../../api/generated/endpoints/vcad/vcad';
import { getGetVcomSessionQueryOptions } from '../../api/generated/endpoints/vcom/vcom';
import type { VcadSession } from '../../api/generated/model/vcadSession';
import { skipOf } from '../../components/views/search-values';
import type { VcadSearch } from './search-params';

export const HISTORY_PAGE_SIZE = 20;
/** Codes and departments change rarely: kept for a while, not refetched on every focus. */
const STEADY = { query: { staleTime: 5 * 60_000 } } as const;

export const sessionOptions = () => getGetVcadSessionQueryOptions({ query: { staleTime: 30_000 } });
/** The character's team accounts, the scope of the team rights (useCan). */
export const teamAccountsOptions = () => getGetVcomSessionQueryOptions({ query: { staleTime: 60_000 } });
export const departmentsOptions = () => getListVcadDepartmentsQueryOptions(STEADY);
export const statusCodesOptions = () => getListVcadStatusCodesQueryOptions(STEADY);
export const tenCodesOptions = () => getListVcadTenCodesQueryOptions(STEADY);
/** How the department works its calls: whether units create calls and take them themselves. */
export const departmentSettingsOptions = (departmentId: number) =>
  getGetVcadDepartmentSettingsQueryOptions(departmentId, { query: { staleTime: 60_000 } });
export const callOptions = (id: number) => getGetVcadCallQueryOptions(id);
export const callLogOptions = (id: number) => getListVcadCallLogQueryOptions(id, { limit: 100 });

/** The history page the URL names. */
export function historyOptions({ dept, q, state, page }: Pick<VcadSearch, 'dept' | 'q' | 'state' | 'page'>) {
  const skip = skipOf(page, HISTORY_PAGE_SIZE);
  return getListVcadCallsQueryOptions({
    limit: HISTORY_PAGE_SIZE,
    ...(skip ? { skip } : {}),
    ...(dept ? { departmentId: dept } : {}),
    ...(q ? { q } : {}),
    ...(state ? { state } : {}),
  });
}

/** The department the board shows: the URL's, else the own unit's, else the first membership's. */
export function departmentOf(search: Pick<VcadSearch, 'dept'>, session: VcadSession | undefined): number | undefined {
  return search.dept ?? session?.currentUnit?.department.id ?? session?.memberships[0]?.departmentId;
}

/** A call changed: its detail and the history lists. */
export function callChanged(client: QueryClient, id: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetVcadCallQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcadCallLogQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcadCallsQueryKey() }),
  ]);
}
