import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../app/lazy-page';

// The artist card; aId is not used, the content is fixed (spec §2).
export const Route = createFileRoute('/_app/artist/$aId')({
  component: lazyPage(() => import('../../music/artist-page'), 'ArtistPage'),
});
