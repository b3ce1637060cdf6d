// The team area's queries: what the loader prefetches is what the page shows, and which
// queries each change touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetOwnTeamsQueryKey,
  getGetTeamEmployeesQueryKey,
  getGetTeamMembersAdminQueryKey,
  getGetTeamOnDutyQueryKey,
  getSearchTeamsAdminQueryKey,
  getGetTeamDepartmentsQueryKey,
  getGetTeamEmployeesQueryOptions,
  getGetTeamQueryKey,
  getGetTeamInvitationsQueryKey,
  getListMyTeamInvitationsQueryKey,
  getSearchTeamsAdminQueryOptions,
} from '../../api/generated/endpoints/team/team';
import { skipOf } from '../../components/views/search-values';

export const PAGE_SIZE = 20;

/** One page of members, filtered by department and text as the URL says. */
export const employeesOptions = (teamId: number, s: { dept?: number; q?: string; page?: number }) =>
  getGetTeamEmployeesQueryOptions(teamId, {
    departmentId: s.dept,
    q: s.q?.trim() || undefined,
    skip: skipOf(s.page, PAGE_SIZE),
    limit: PAGE_SIZE,
  });

/** The admin's search (the contract's path takes a text of at least one character). */
export const adminSearchOptions = (q: string, page: number | undefined) =>
  getSearchTeamsAdminQueryOptions(q, { skip: skipOf(page, PAGE_SIZE), limit: PAGE_SIZE });

const byPrefix = (client: QueryClient, key: readonly unknown[]) =>
  client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(String(key[0])) });

/** Members changed (rights, rank, department, fired, joined): the team, its lists, its departments' counts. */
export const membersChanged = (client: QueryClient, teamId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: getGetTeamQueryKey(teamId) }),
    byPrefix(client, getGetTeamEmployeesQueryKey(teamId)),
    byPrefix(client, getGetTeamOnDutyQueryKey(teamId)),
    // The department list and each department (their counts).
    byPrefix(client, getGetTeamDepartmentsQueryKey(teamId)),
  ]);

/** My memberships changed (joined, left, duty): the own list and the received invitations. */
export const mineChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: getGetOwnTeamsQueryKey() }),
    byPrefix(client, getListMyTeamInvitationsQueryKey()),
  ]);

export const invitationsChanged = (client: QueryClient, teamId: number) =>
  byPrefix(client, getGetTeamInvitationsQueryKey(teamId));

/** Anything the admin changed: his search and the organisation's own views. */
export const adminChanged = (client: QueryClient, teamId: number) =>
  Promise.all([
    byPrefix(client, [String(getSearchTeamsAdminQueryKey('')[0]).replace(/\/$/, '')]),
    byPrefix(client, getGetTeamMembersAdminQueryKey(teamId)),
    client.invalidateQueries({ queryKey: getGetTeamQueryKey(teamId) }),
    client.invalidateQueries({ queryKey: getGetOwnTeamsQueryKey() }),
    byPrefix(client, getGetTeamEmployeesQueryKey(teamId)),
  ]);
