// The poll queries each change touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetPollQueryKey,
  getGetPollResultsQueryKey,
  getListPollsQueryKey,
} from '../../api/generated/endpoints/polls/polls';

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

export type PollFilter = 'open' | 'closed' | 'all';

export const listParams = (filter: PollFilter) => ({ limit: 50, ...(filter === 'all' ? {} : { state: filter }) });
