// Route loader of /messenger: the SIM cards, then the conversations of the SIM the URL names
// (or the active one) and an opened conversation. Opening the page waits for the list; a
// change on the page itself does not hold the screen.
import type { QueryClient } from '@tanstack/react-query';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { conversationOptions, conversationsOptions, currentSim, simsOptions } from './queries';
import type { MessengerSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: MessengerSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadMessenger({ context: { queryClient }, deps, cause }: Args): Promise<void> {
  if (deps.chat) void prefetchUnlessFailed(queryClient, conversationOptions(deps.chat));
  const work = (async () => {
    await prefetchUnlessFailed(queryClient, simsOptions());
    const sim = currentSim(queryClient.getQueryData(simsOptions().queryKey)?.items, deps.sim);
    if (sim) await prefetchUnlessFailed(queryClient, conversationsOptions(sim.id));
  })();
  if (cause !== 'stay') await work;
}
