import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { validateVehicleSearch, vehicleLoaderDeps } from '../../features/vehicle/search-params';

// Fahrzeuge (area "vehicle"): ?view=, ?vehicle=, ?line=, ?q= (see the feature's search-params.ts).
// One import for the page and its loader: one chunk reference in the start bundle.
const page = () => import('../../features/vehicle/vehicle-page');

export const Route = createFileRoute('/_app/vehicle')({
  validateSearch: validateVehicleSearch,
  loaderDeps: vehicleLoaderDeps,
  loader: lazyLoader(page, 'loadVehicles'),
  component: lazyPage(page, 'VehiclePage'),
});
