// The polls list as one query-options factory (route loader and page share it, so the
// loader prefetches exactly the page the screen shows), and the queries each change touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetPollQueryKey,
  getGetPollResultsQueryKey,
  getListPollsQueryKey,
  getListPollsQueryOptions,
} from '../../api/generated/endpoints/polls/polls';
import { skipOf } from '../../components/views/search-values';
import type { PollsSearch } from './search-params';

export const PAGE_SIZE = 20;

/** The list the screen shows for this URL (filter and page). */
export function pollListOptions({ state, page = 1 }: Pick<PollsSearch, 'state' | 'page'>) {
  const skip = skipOf(page, PAGE_SIZE);
  return getListPollsQueryOptions({ limit: PAGE_SIZE, ...(skip ? { skip } : {}), ...(state ? { state } : {}) });
}

/** The lists (a poll was added, removed, voted on or closed). */
export const pollListsChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: getListPollsQueryKey() });

/** One poll and its results changed. */
export function pollChanged(client: QueryClient, id: number) {
  return Promise.all([
    pollListsChanged(client),
    client.invalidateQueries({ queryKey: getGetPollQueryKey(id) }),
    client.invalidateQueries({ queryKey: getGetPollResultsQueryKey(id) }),
  ]);
}

/** A poll is gone: its own queries are dropped, the lists refetched. */
export function pollRemoved(client: QueryClient, id: number) {
  client.removeQueries({ queryKey: getGetPollQueryKey(id) });
  client.removeQueries({ queryKey: getGetPollResultsQueryKey(id) });
  return pollListsChanged(client);
}
