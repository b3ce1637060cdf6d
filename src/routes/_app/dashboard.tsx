import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';

// The same page as `/` (spec §2).
export const Route = createFileRoute('/_app/dashboard')({
  loader: lazyLoader(() => import('../../features/dashboard/load'), 'loadDashboard'),
  component: lazyPage(() => import('../../features/dashboard/dashboard-page'), 'DashboardPage'),
});
