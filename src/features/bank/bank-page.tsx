// /bank: the accounts (overview), one opened account with its tabs (?account=, ?tab=), or the
// admin view (?view=admin, guarded by the route). The admin part loads on demand: most
// visitors never open it. (Splitting the player's two views into chunks of their own was
// measured: the start bundle's preload table grew by more than the page's list shrank.)
import { Suspense } from 'react';
import { LoadingLine } from '../../components/feedback/query-error';
import { lazyPart } from '../../lib/lazy-part';
import { AccountView } from './components/account-view';
import { AccountsOverview } from './components/accounts-overview';
import { useBankSearch } from './use-bank-search';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadBank } from './load';

const AdminView = lazyPart(() => import('./admin/admin-view'), 'AdminView');

export function BankPage() {
  const [search] = useBankSearch();
  if (search.view === 'admin') {
    return (
      <Suspense fallback={<LoadingLine />}>
        <AdminView />
      </Suspense>
    );
  }
  return search.account ? <AccountView accountId={search.account} /> : <AccountsOverview />;
}
