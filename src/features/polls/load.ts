// Route loader of /polls: the list page the URL names and, when a poll is opened in the
// URL, that poll. Opening the page waits for the list (it paints with its data); a change
// of filter, page or opened poll on the page itself does not hold the screen (it keeps the
// previous list until the new one is there).
import type { QueryClient } from '@tanstack/react-query';
import { getGetPollQueryOptions } from '../../api/generated/endpoints/polls/polls';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { pollListOptions } from './queries';
import type { PollsSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: PollsSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadPolls({ context: { queryClient }, deps, cause }: Args): Promise<void> {
  if (deps.poll) void prefetchUnlessFailed(queryClient, getGetPollQueryOptions(deps.poll));
  const list = prefetchUnlessFailed(queryClient, pollListOptions(deps));
  if (cause !== 'stay') await list;
}
