import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { rulesPages } from '../../features/serverrules/pages-import';
import { rulesAreaLoaderDeps, validateRulesAreaSearch } from '../../features/serverrules/search-params';

// The server rules reader: ?set=<rulesetId> (default: the first listed), ?q= (search), #p-<paragraphId>.
// The area's three routes share one page import and one search validator (pages-import.ts).
export const Route = createFileRoute('/_app/rules/')({
  validateSearch: validateRulesAreaSearch,
  loaderDeps: rulesAreaLoaderDeps,
  loader: lazyLoader(rulesPages, 'loadRules'),
  component: lazyPage(rulesPages, 'RulesPage'),
});
