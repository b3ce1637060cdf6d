import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { validateVcadSearch, vcadLoaderDeps } from '../../features/vcad/search-params';

// Dispatch [Leitstelle]: one route, views in the search (see the feature's search-params.ts).
const page = () => import('../../features/vcad/vcad-page');

export const Route = createFileRoute('/_app/vcad')({
  validateSearch: validateVcadSearch,
  loaderDeps: vcadLoaderDeps,
  loader: lazyLoader(page, 'loadVcad'),
  component: lazyPage(page, 'VcadPage'),
});
