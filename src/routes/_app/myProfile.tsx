import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { accountLoaderDeps, validateAccountSearch } from '../../features/auth/account/search-params';

// Mein Profil (area "auth", the player's own account): ?view=, ?character= (see the feature's
// search-params.ts). One import for the page and its loader.
const page = () => import('../../features/auth/account/account-page');

export const Route = createFileRoute('/_app/myProfile')({
  validateSearch: validateAccountSearch,
  loaderDeps: accountLoaderDeps,
  loader: lazyLoader(page, 'loadAccount'),
  component: lazyPage(page, 'AccountPage'),
});
