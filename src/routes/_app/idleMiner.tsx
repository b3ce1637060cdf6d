import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';

// The idle miner of the active character (area "common", issue 29): its own lazy chunk.
const page = () => import('../../features/common/idle-miner/miner-page');

export const Route = createFileRoute('/_app/idleMiner')({
  loader: lazyLoader(page, 'loadMiner'),
  component: lazyPage(page, 'MinerPage'),
});
