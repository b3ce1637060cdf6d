import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { rulesetLoaderDeps, validateRulesSearch } from '../../features/serverrules/search-params';

// The server rules reader: ?set=<rulesetId> (default: the first listed), ?q= (search), #p-<paragraphId>.
// One import for the page and its loader (the page module re-exports it): one chunk
// reference in the start bundle per route, not two.
const page = () => import('../../features/serverrules/rules-page');

export const Route = createFileRoute('/_app/rules/')({
  validateSearch: validateRulesSearch,
  loaderDeps: rulesetLoaderDeps,
  loader: lazyLoader(page, 'loadRules'),
  component: lazyPage(page, 'RulesPage'),
});
