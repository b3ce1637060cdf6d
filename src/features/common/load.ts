// Route loader of /acp/logs: the opened line, the log page the URL names, or the terms.
import type { QueryClient } from '@tanstack/react-query';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { entryOptions, logOptions, termsOptions } from './queries';
import type { LogsSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: LogsSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadLogs({ context: { queryClient }, deps, cause }: Args): Promise<void> {
  const first =
    deps.tab === 'terms'
      ? prefetchUnlessFailed(queryClient, termsOptions())
      : deps.entry
        ? prefetchUnlessFailed(queryClient, entryOptions(deps.entry))
        : prefetchUnlessFailed(queryClient, logOptions(deps));
  if (cause !== 'stay') await first;
}
