import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { playersLoaderDeps, validatePlayersSearch } from '../../features/player/search-params';

// Admin panel, players: ?q=, ?online=, ?page=, ?player=, ?tab=, ?kind= (the feature's
// search-params.ts). Needs the ACP right to list characters; the layout route checks it.
const page = () => import('../../features/player/players-page');

export const Route = createFileRoute('/_app/acp/players')({
  validateSearch: validatePlayersSearch,
  staticData: { requires: 'listPlayerAdminPlayers' },
  loaderDeps: playersLoaderDeps,
  loader: lazyLoader(page, 'loadPlayers'),
  component: lazyPage(page, 'PlayersPage'),
});
