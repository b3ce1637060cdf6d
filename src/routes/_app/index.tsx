import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { feedLoaderDeps, validateFeedSearch } from '../../features/dashboard/search-params';

export const Route = createFileRoute('/_app/')({
  validateSearch: validateFeedSearch,
  loaderDeps: feedLoaderDeps,
  loader: lazyLoader(() => import('../../features/dashboard/load'), 'loadDashboard'),
  component: lazyPage(() => import('../../features/dashboard/dashboard-page'), 'DashboardPage'),
});
