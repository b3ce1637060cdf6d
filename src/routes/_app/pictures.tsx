import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { picturesLoaderDeps, validatePicturesSearch } from '../../features/pictures/search-params';

// Galerie: gallery, own pictures and reports on one route, ?view= and the rest in the search.
const page = () => import('../../features/pictures/pictures-page');

export const Route = createFileRoute('/_app/pictures')({
  validateSearch: validatePicturesSearch,
  loaderDeps: picturesLoaderDeps,
  loader: lazyLoader(page, 'loadPictures'),
  component: lazyPage(page, 'PicturesPage'),
});
