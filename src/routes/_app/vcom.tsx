import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { validateVcomSearch, vcomLoaderDeps } from '../../features/vcom/search-params';

// vCom workspace: one route, views in the search (see the feature's search-params.ts).
const page = () => import('../../features/vcom/vcom-page');

export const Route = createFileRoute('/_app/vcom')({
  validateSearch: validateVcomSearch,
  loaderDeps: vcomLoaderDeps,
  loader: lazyLoader(page, 'loadVcom'),
  component: lazyPage(page, 'VcomPage'),
});
