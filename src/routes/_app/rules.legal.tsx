import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { legalLoaderDeps, validateLegalSearch } from '../../features/serverrules/search-params';

// The legal code [Gesetzbuch]: ?q=, ?law=, ?section=.
export const Route = createFileRoute('/_app/rules/legal')({
  validateSearch: validateLegalSearch,
  loaderDeps: legalLoaderDeps,
  loader: lazyLoader(() => import('../../features/serverrules/load'), 'loadLegal'),
  component: lazyPage(() => import('../../features/serverrules/legal-page'), 'LegalPage'),
});
