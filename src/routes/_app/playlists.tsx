import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../app/lazy-page';

export const Route = createFileRoute('/_app/playlists')({
  component: lazyPage(() => import('../../music/library/playlists-page'), 'PlaylistsPage'),
});
