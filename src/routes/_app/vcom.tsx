import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { validateVcomRouteSearch, vcomLoaderDeps } from '../../features/vcom/route-search';

// vCom workspace: one route, views in the search (the feature's route-search.ts and search-params.ts).
const page = () => import('../../features/vcom/vcom-page');

export const Route = createFileRoute('/_app/vcom')({
  validateSearch: validateVcomRouteSearch,
  loaderDeps: vcomLoaderDeps,
  loader: lazyLoader(page, 'loadVcom'),
  component: lazyPage(page, 'VcomPage'),
});
