import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';

export const Route = createFileRoute('/_app/')({
  loader: lazyLoader(() => import('../../features/dashboard/load'), 'loadDashboard'),
  component: lazyPage(() => import('../../features/dashboard/dashboard-page'), 'DashboardPage'),
});
