import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { reportsLoaderDeps, validateReportsSearch } from '../../features/player/report-search';

// The player's own reports to the team and the form to file one: ?page=.
const page = () => import('../../features/player/reports-pages');

export const Route = createFileRoute('/_app/reports')({
  validateSearch: validateReportsSearch,
  loaderDeps: reportsLoaderDeps,
  loader: lazyLoader(page, 'loadMyReports'),
  component: lazyPage(page, 'MyReportsPage'),
});
