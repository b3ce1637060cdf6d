import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../app/lazy-page';

export const Route = createFileRoute('/_app/artist/')({
  component: lazyPage(() => import('../../music/library/artist-dashboard-page'), 'ArtistDashboardPage'),
});
