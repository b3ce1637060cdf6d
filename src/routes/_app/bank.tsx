import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../app/guard';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { bankLoaderDeps, validateBankSearch } from '../../features/bank/route-search';

// Bank: accounts, an opened account with its tabs, and (?view=admin) the admin view, all on
// one route with the view in the search (see the feature's route-search.ts and search-params.ts). The admin view
// needs the ACP right bank.admin; the player's views are guarded by the server per account.
const page = () => import('../../features/bank/bank-page');
const admin = guard('listBankAdminAccounts');

export const Route = createFileRoute('/_app/bank')({
  validateSearch: validateBankSearch,
  beforeLoad: (args) => (args.search.view === 'admin' ? admin(args) : undefined),
  loaderDeps: bankLoaderDeps,
  loader: lazyLoader(page, 'loadBank'),
  component: lazyPage(page, 'BankPage'),
});
