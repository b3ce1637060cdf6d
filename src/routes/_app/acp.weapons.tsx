import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { validateWeaponsSearch, weaponsLoaderDeps } from '../../features/weapon/search-params';

// Admin panel, weapon registry: ?by=, ?q=, ?state=, ?page=, ?weapon= (the feature's
// search-params.ts). Needs weapon.search; the layout route checks it.
const page = () => import('../../features/weapon/weapons-page');

export const Route = createFileRoute('/_app/acp/weapons')({
  validateSearch: validateWeaponsSearch,
  staticData: { requires: 'searchWeaponAdmin' },
  loaderDeps: weaponsLoaderDeps,
  loader: lazyLoader(page, 'loadWeapons'),
  component: lazyPage(page, 'WeaponsPage'),
});
