import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { logsLoaderDeps, validateLogsSearch } from '../../features/common/search-params';

// Admin panel, admin log and admin terms: ?tab=, ?q=, ?area=, ?from=, ?until=, ?page=, ?entry=
// (the feature's search-params.ts). Needs common.adminLogs; the layout route checks it.
const page = () => import('../../features/common/logs-page');

export const Route = createFileRoute('/_app/acp/logs')({
  validateSearch: validateLogsSearch,
  staticData: { requires: 'listAdminLogs' },
  loaderDeps: logsLoaderDeps,
  loader: lazyLoader(page, 'loadLogs'),
  component: lazyPage(page, 'LogsPage'),
});
