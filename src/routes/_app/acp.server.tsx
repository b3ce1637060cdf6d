import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';

// Admin panel, game server: its state and a message to everyone. Needs gameserver.view; the
// layout route checks it.
const page = () => import('../../features/gameserver/server-page');

export const Route = createFileRoute('/_app/acp/server')({
  staticData: { requires: 'getGameserverStatus' },
  loader: lazyLoader(page, 'loadServer'),
  component: lazyPage(page, 'ServerPage'),
});
