import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { feedLoaderDeps, validateFeedSearch } from '../../features/dashboard/search-params';

// One import for the page and its loader (the page module re-exports it): one chunk
// reference in the start bundle per route, not two.
const page = () => import('../../features/dashboard/dashboard-page');

export const Route = createFileRoute('/_app/')({
  validateSearch: validateFeedSearch,
  loaderDeps: feedLoaderDeps,
  loader: lazyLoader(page, 'loadDashboard'),
  component: lazyPage(page, 'DashboardPage'),
});
