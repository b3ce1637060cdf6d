// Route loader of /polls: the first page of the list the page opens with ("Alle").
import type { QueryClient } from '@tanstack/react-query';
import { getListPollsQueryOptions } from '../../api/generated/endpoints/polls/polls';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { listParams } from './queries';

export function loadPolls({ context }: { context: { queryClient: QueryClient } }): Promise<void> {
  return prefetchUnlessFailed(context.queryClient, getListPollsQueryOptions(listParams('all')));
}
