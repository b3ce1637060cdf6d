// Route loader of /market: the data of the view the URL names (and the opened lot or good).
// Opening the page waits for it (it paints with its data); a change on the page itself does
// not hold the screen (the previous data stays until the new data is there). The admins' care
// (?view=admin) is guarded here rather than in the route's beforeLoad, which would add to every
// start (README, "What an area costs at start"): a player who opens it by link gets /notPermitted.
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import {
  getGetMarketAuctionQueryOptions,
  getListMarketGoodPricesQueryOptions,
} from '../../api/generated/endpoints/market/market';
import { loaderCan, rightsReady } from '../../api/rights-ready';
import { getGetPlayerControlPanelQueryOptions } from '../../api/generated/endpoints/player/player';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import {
  auctionListOptions,
  finishedOptions,
  ownAuctionsOptions,
  ownBidsOptions,
  priceListOptions,
  statsOptions,
} from './queries';
import type { MarketRouteSearch } from './route-search';
import { strictMarketSearch, type MarketSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: MarketRouteSearch;
  cause: 'preload' | 'enter' | 'stay';
}

function mainOptions(deps: MarketSearch) {
  switch (deps.view) {
    case 'auctions':
      return auctionListOptions(deps);
    case 'mine':
      return ownAuctionsOptions(deps);
    case 'bids':
      return ownBidsOptions(deps);
    case 'finished':
      return finishedOptions(deps);
    case 'stats':
      return statsOptions();
    case 'admin':
      // Admins only: the page asks once the rights are known (a player would get 403).
      return undefined;
    default:
      // The crime lists only once the page knows the character may see them.
      return deps.crime ? undefined : priceListOptions(deps);
  }
}

export async function loadMarket({ context: { queryClient }, deps: raw, cause }: Args): Promise<void> {
  const deps = strictMarketSearch(raw);
  if (deps.view === 'admin') {
    // The same check as the route guards' (src/app/require-right.ts), which features may not import;
    // the same rights as the page's administration tab.
    const can = await loaderCan(queryClient);
    if (!can('editMarketGood') && !can('listMarketAdminAuctions'))
      throw redirect({ to: '/notPermitted', replace: true });
  }
  if (deps.lot) void prefetchUnlessFailed(queryClient, getGetMarketAuctionQueryOptions(deps.lot));
  if (deps.good && !deps.crime) void prefetchUnlessFailed(queryClient, getListMarketGoodPricesQueryOptions(deps.good));
  const options = mainOptions(deps);
  const main = options
    ? prefetchUnlessFailed(queryClient, options as Parameters<typeof prefetchUnlessFailed>[1])
    : undefined;
  // The tabs depend on rights (the administration tab) and on the character's record (the crime
  // market): both settled with the data, so no tab is added after the first paint (CLS).
  if (cause !== 'stay') {
    await Promise.all([
      main,
      // scoped: the crime market's x-faction check (useCan with the character's faction).
      rightsReady(queryClient, { scoped: true }),
      prefetchUnlessFailed(queryClient, getGetPlayerControlPanelQueryOptions()),
    ]);
  }
}
