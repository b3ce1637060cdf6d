import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { legalLoaderDeps, validateLegalSearch } from '../../features/serverrules/search-params';

// The legal code [Gesetzbuch]: ?q=, ?law=, ?section=.
// One import for the page and its loader (the page module re-exports it): one chunk
// reference in the start bundle per route, not two.
const page = () => import('../../features/serverrules/legal-page');

export const Route = createFileRoute('/_app/rules/legal')({
  validateSearch: validateLegalSearch,
  loaderDeps: legalLoaderDeps,
  loader: lazyLoader(page, 'loadLegal'),
  component: lazyPage(page, 'LegalPage'),
});
