import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../app/guard';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { buildingLoaderDeps, validateBuildingSearch } from '../../features/building/search-params';

// Gebäude (areas "building" and "buildingcell"): ?view=, ?building=, ?tab=, ?flat=, ?q=, ?maxRent=,
// ?page= (see the feature's search-params.ts). The admin view needs the ACP right building.admin.
// One import for the page and its loader: one chunk reference in the start bundle.
const page = () => import('../../features/building/building-page');
const admin = guard('searchBuildingsAdmin');

export const Route = createFileRoute('/_app/building')({
  validateSearch: validateBuildingSearch,
  beforeLoad: (args) => (args.search.view === 'admin' ? admin(args) : undefined),
  loaderDeps: buildingLoaderDeps,
  loader: lazyLoader(page, 'loadBuilding'),
  component: lazyPage(page, 'BuildingPage'),
});
