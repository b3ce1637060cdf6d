// The companies area's queries: what the loader prefetches is what the page shows (the same
// options with the same params), and which queries each change touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getFindFactoriesByOwnerAdminQueryKey,
  getGetFactoryAdminQueryKey,
  getGetFactoryBankAccountsQueryKey,
  getGetFactoryCheckInQueryKey,
  getGetFactoryEmployeesQueryKey,
  getGetFactoryInvitationsQueryKey,
  getGetFactoryItemsQueryKey,
  getGetFactoryMembersAdminQueryKey,
  getGetFactoryQueryKey,
  getGetFactoryVehiclesQueryKey,
  getGetOwnFactoriesQueryKey,
  getListMyFactoryInvitationsQueryKey,
  getSearchFactoriesAdminQueryKey,
} from '../../api/generated/endpoints/factory/factory';
import { skipOf } from '../../components/views/search-values';

export const PAGE_SIZE = 20;

/** skip/limit of a 1-based page from the URL. */
export const pageParams = (page: number | undefined) => ({ skip: skipOf(page, PAGE_SIZE), limit: PAGE_SIZE });

/** A list's params with the search text, when there is one. */
export const listParams = (page: number | undefined, q: string | undefined) => {
  const text = q?.trim();
  return text ? { ...pageParams(page), q: text } : pageParams(page);
};

const startsWith = (client: QueryClient, key: readonly unknown[]) =>
  client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(String(key[0])) });

/** The company (detail, own list and its lists of people) changed. */
export const companyChanged = (client: QueryClient, factoryId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: getGetFactoryQueryKey(factoryId) }),
    client.invalidateQueries({ queryKey: getGetOwnFactoriesQueryKey() }),
    startsWith(client, getGetFactoryEmployeesQueryKey(factoryId)),
    startsWith(client, getGetFactoryInvitationsQueryKey(factoryId)),
    client.invalidateQueries({ queryKey: getGetFactoryCheckInQueryKey(factoryId) }),
    client.invalidateQueries({ queryKey: getGetFactoryVehiclesQueryKey(factoryId) }),
    client.invalidateQueries({ queryKey: getGetFactoryBankAccountsQueryKey(factoryId) }),
  ]);

export const storageChanged = (client: QueryClient, factoryId: number) =>
  startsWith(client, getGetFactoryItemsQueryKey(factoryId));

/** The character's memberships changed (joined, left): own list and offers. */
export const membershipChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: getGetOwnFactoriesQueryKey() }),
    startsWith(client, getListMyFactoryInvitationsQueryKey()),
  ]);

/** An admin change: the admin view, its members, searches, and the player's views of it. */
export const adminChanged = (client: QueryClient, factoryId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: getGetFactoryAdminQueryKey(factoryId) }),
    startsWith(client, getGetFactoryMembersAdminQueryKey(factoryId)),
    startsWith(client, getSearchFactoriesAdminQueryKey('')),
    startsWith(client, getFindFactoriesByOwnerAdminQueryKey('')),
    companyChanged(client, factoryId),
  ]);
