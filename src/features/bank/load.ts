// Route loader of /bank: the accounts (overview), the opened account and its first page of
// bookings, or the admin's list. Opening the page waits for what it paints first; a change
// of filter or page on the page itself does not hold the screen (the list keeps its rows).
import type { QueryClient } from '@tanstack/react-query';
import { getGetBankOverviewQueryOptions } from '../../api/generated/endpoints/bank/bank';
import { getGetLoggedInQueryOptions } from '../../api/generated/start/session';
import { rightsReady } from '../../api/rights-ready';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { accountOptions, accountsOptions, adminAccountsOptions, transactionsOptions } from './queries';
import type { BankRouteSearch } from './route-search';
import { strictBankSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: BankRouteSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadBank({ context: { queryClient }, deps: raw, cause }: Args): Promise<void> {
  const deps = strictBankSearch(raw);
  const first =
    deps.view === 'admin'
      ? deps.account || (deps.section && deps.section !== 'accounts')
        ? undefined
        : prefetchUnlessFailed(queryClient, adminAccountsOptions(deps))
      : deps.account
        ? prefetchUnlessFailed(queryClient, accountOptions(deps.account))
        : // The overview's first paint also holds the glance (upcoming orders, latest bookings)
          // and groups the accounts by the signed-in name: both arrive with the accounts, so
          // nothing is pushed down or regrouped after the first paint (CLS).
          Promise.all([
            prefetchUnlessFailed(queryClient, accountsOptions()),
            prefetchUnlessFailed(queryClient, getGetBankOverviewQueryOptions()),
            prefetchUnlessFailed(queryClient, getGetLoggedInQueryOptions()),
          ]).then(() => undefined);
  if (deps.view !== 'admin' && deps.account && (deps.tab ?? 'transactions') === 'transactions') {
    void prefetchUnlessFailed(queryClient, transactionsOptions(deps.account, deps));
  }
  // The admin link beside the title shows by right: settled with the data (CLS).
  if (cause !== 'stay') await Promise.all([first, rightsReady(queryClient)]);
}
