import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { syncLoaderDeps, validateSyncSearch } from '../../features/butlerv/search-params';

// Admin panel, role sync with chat and voice: ?tab=, ?service=, ?outcome=, ?page= (the
// feature's search-params.ts). Needs butlerv.manage; the layout route checks it.
const page = () => import('../../features/butlerv/sync-page');

export const Route = createFileRoute('/_app/acp/sync')({
  validateSearch: validateSyncSearch,
  staticData: { requires: 'getButlervSyncState' },
  loaderDeps: syncLoaderDeps,
  loader: lazyLoader(page, 'loadSync'),
  component: lazyPage(page, 'SyncPage'),
});
