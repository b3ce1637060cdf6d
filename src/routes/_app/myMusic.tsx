import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../app/lazy-page';

export const Route = createFileRoute('/_app/myMusic')({
  component: lazyPage(() => import('../../music/library/my-music-page'), 'MyMusicPage'),
});
