// Route loader of /acp/server: the server's state.
import type { QueryClient } from '@tanstack/react-query';
import { getGetGameserverStatusQueryOptions } from '../../api/generated/endpoints/gameserver/gameserver';
import { prefetchUnlessFailed } from '../../lib/prefetch';

export async function loadServer({ context: { queryClient } }: { context: { queryClient: QueryClient } }) {
  await prefetchUnlessFailed(queryClient, getGetGameserverStatusQueryOptions());
}
