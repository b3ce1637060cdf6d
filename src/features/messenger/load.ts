// Route loader of /messenger: the SIM cards, then the conversations of the SIM the URL names
// (or the active one) and an opened conversation. Opening the page waits for the list; a
// change on the page itself does not hold the screen. The social network's reports
// (?tab=reports|closed) need messenger.moderate: guarded here rather than in the route's
// beforeLoad, which would add to every start (README, "What an area costs at start").
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { loadGuardRules } from '../../api/permissions';
import { currentRights, rightsReady } from '../../api/rights-ready';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { conversationOptions, conversationsOptions, currentSim, simsOptions } from './queries';
import type { MessengerSearch } from './search-params';
import { isSocial } from './social/tab';

interface Args {
  context: { queryClient: QueryClient };
  deps: MessengerSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadMessenger({ context: { queryClient }, deps, cause }: Args): Promise<void> {
  if (deps.tab === 'reports' || deps.tab === 'closed') {
    // The same check as the route guards' (src/app/require-right.ts), which features may not import.
    const { can } = await loadGuardRules();
    if (!can('listMessengerSocialReports', await currentRights(queryClient)))
      throw redirect({ to: '/notPermitted', replace: true });
  }
  if (deps.chat) void prefetchUnlessFailed(queryClient, conversationOptions(deps.chat));
  const work = (async () => {
    await prefetchUnlessFailed(queryClient, simsOptions());
    const sim = currentSim(queryClient.getQueryData(simsOptions().queryKey)?.items, deps.sim);
    if (sim) await prefetchUnlessFailed(queryClient, conversationsOptions(sim.id));
  })();
  // The social tab's sections show by right (the reports): settled with the data (CLS).
  if (cause !== 'stay') await Promise.all([work, isSocial(deps.tab) ? rightsReady(queryClient) : undefined]);
}
