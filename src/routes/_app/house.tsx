import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../app/guard';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { houseLoaderDeps, validateHouseSearch } from '../../features/house/search-params';

// Häuser (area "house"): ?view=, ?house=, ?tab=, ?mate=, ?q=, ?by=, ?page= (see the feature's
// search-params.ts). The admin view (?view=admin) needs the ACP right house.admin.
// One import for the page and its loader: one chunk reference in the start bundle.
const page = () => import('../../features/house/house-page');
const admin = guard('searchHousesAdmin');

export const Route = createFileRoute('/_app/house')({
  validateSearch: validateHouseSearch,
  beforeLoad: (args) => (args.search.view === 'admin' ? admin(args) : undefined),
  loaderDeps: houseLoaderDeps,
  loader: lazyLoader(page, 'loadHouses'),
  component: lazyPage(page, 'HousePage'),
});
