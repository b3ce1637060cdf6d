import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../app/guard';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { factoryLoaderDeps, validateFactorySearch } from '../../features/factory/search-params';

// Firmen (area "factory"): my companies, received invitations and (?view=admin, ACP right
// factory.admin) the admin view, all on one route (see the feature's search-params.ts).
// One import for the page and its loader: one chunk reference in the start bundle.
const page = () => import('../../features/factory/factory-page');
const admin = guard('searchFactoriesAdmin');

export const Route = createFileRoute('/_app/factory')({
  validateSearch: validateFactorySearch,
  beforeLoad: (args) => (args.search.view === 'admin' ? admin(args) : undefined),
  loaderDeps: factoryLoaderDeps,
  loader: lazyLoader(page, 'loadFactories'),
  component: lazyPage(page, 'FactoryPage'),
});
