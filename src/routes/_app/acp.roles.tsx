import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { rolesLoaderDeps, validateRolesSearch } from '../../features/auth/search-params';

// Admin panel, roles and rights: ?tab=, ?role=, ?q=, ?page= (the feature's search-params.ts).
// Needs auth.manageRoles; the layout route checks it.
const page = () => import('../../features/auth/roles-page');

export const Route = createFileRoute('/_app/acp/roles')({
  validateSearch: validateRolesSearch,
  staticData: { requires: 'listAcpRoles' },
  loaderDeps: rolesLoaderDeps,
  loader: lazyLoader(page, 'loadRoles'),
  component: lazyPage(page, 'RolesPage'),
});
