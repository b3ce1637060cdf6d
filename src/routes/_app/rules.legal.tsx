import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { rulesPages } from '../../features/serverrules/pages-import';
import { rulesAreaLoaderDeps, validateRulesAreaSearch } from '../../features/serverrules/search-params';

// The legal code [Gesetzbuch]: ?q=, ?law=, ?section=.
export const Route = createFileRoute('/_app/rules/legal')({
  validateSearch: validateRulesAreaSearch,
  loaderDeps: rulesAreaLoaderDeps,
  loader: lazyLoader(rulesPages, 'loadLegal'),
  component: lazyPage(rulesPages, 'LegalPage'),
});
