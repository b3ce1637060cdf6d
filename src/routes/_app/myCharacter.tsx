import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { ownLoaderDeps, validateOwnSearch } from '../../features/player/own/search-params';

// Mein Charakter (area "player", the citizen's own pages): ?view=, ?page= (see the feature's
// search-params.ts). One import for the page and its loader.
const page = () => import('../../features/player/own/own-page');

export const Route = createFileRoute('/_app/myCharacter')({
  validateSearch: validateOwnSearch,
  loaderDeps: ownLoaderDeps,
  loader: lazyLoader(page, 'loadOwn'),
  component: lazyPage(page, 'OwnPage'),
});
