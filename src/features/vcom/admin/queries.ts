// Query options of the vcom administration, the header's staff card and the start tiles, and
// what a change touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetVcomAccountQueryOptions,
  getGetVcomDashboardQueryOptions,
  getGetVcomSessionQueryKey,
  getGetVcomStaffProfileQueryOptions,
  getGetVcomTeamRightsQueryOptions,
  getListVcomAccountsQueryOptions,
  getListVcomAuditQueryOptions,
  getListVcomTeamAuditQueryOptions,
  getListVcomTeamMembersQueryOptions,
  getListVcomTeamRanksQueryOptions,
  getListVcomTeamsQueryOptions,
  getListVcomUserAuditQueryOptions,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import { skipOf } from '../../../components/views/search-values';

export const ADMIN_PAGE = 20;
const paged = (page: number | undefined) => {
  const skip = skipOf(page, ADMIN_PAGE);
  return { limit: ADMIN_PAGE, ...(skip ? { skip } : {}) };
};

export const accountsOptions = (team: TeamKey, q: string | undefined, page: number | undefined) =>
  getListVcomAccountsQueryOptions({ team, ...(q ? { q } : {}), ...paged(page) });
export const accountOptions = (id: number) => getGetVcomAccountQueryOptions(id);
export const accountAuditOptions = (id: number) =>
  getListVcomAuditQueryOptions({ entityType: 'account', entityId: id, limit: 50 });
export const teamsOptions = () => getListVcomTeamsQueryOptions();
export const ranksOptions = (team: TeamKey) => getListVcomTeamRanksQueryOptions(team);
export const membersOptions = (team: TeamKey, onDuty: boolean, page: number | undefined) =>
  getListVcomTeamMembersQueryOptions(team, { ...(onDuty ? { onDuty: true } : {}), ...paged(page) });
export const teamRightsOptions = (team: TeamKey) => getGetVcomTeamRightsQueryOptions(team);
export const teamAuditOptions = (team: TeamKey, page: number | undefined) =>
  getListVcomTeamAuditQueryOptions(team, paged(page));
export const userAuditOptions = (staffId: number, page: number | undefined) =>
  getListVcomUserAuditQueryOptions(staffId, paged(page));
export const staffProfileOptions = (staffId: number) =>
  getGetVcomStaffProfileQueryOptions(staffId, { query: { staleTime: 60_000 } });
export const dashboardOptions = (team: TeamKey) => getGetVcomDashboardQueryOptions(team);

/** Refetches every vcom query whose path matches `pattern` (any organisation, member or page). */
const refetchPaths = (client: QueryClient, pattern: RegExp) =>
  client.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && pattern.test(q.queryKey[0]),
  });

/** An account changed (or was made or deleted): it, the lists, the counts and the audit refetch. */
export const accountChanged = (client: QueryClient) =>
  refetchPaths(client, /^\/api\/vcom\/(accounts|teams|audit|users\/\d+\/audit)/);

/** Something was logged (the rights table saved): every audit list refetches. */
export const auditChanged = (client: QueryClient) =>
  refetchPaths(client, /^\/api\/vcom\/(audit|teams\/\w+\/audit|users\/\d+\/audit)/);

export const sessionKey = () => getGetVcomSessionQueryKey();
