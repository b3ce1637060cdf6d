import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { reportsLoaderDeps, validateReportsSearch } from '../../features/player/report-search';

// Admin panel, the report queue: ?state=, ?page=. Needs player.reports; the layout route checks it.
const page = () => import('../../features/player/reports-pages');

export const Route = createFileRoute('/_app/acp/reports')({
  validateSearch: validateReportsSearch,
  staticData: { requires: 'listPlayerReports' },
  loaderDeps: reportsLoaderDeps,
  loader: lazyLoader(page, 'loadReportQueue'),
  component: lazyPage(page, 'ReportQueuePage'),
});
