import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { rulesetLoaderDeps, validateRulesSearch } from '../../features/serverrules/search-params';

// The server rules reader: ?set=<rulesetId> (default: the first listed), ?q= (search), #p-<paragraphId>.
export const Route = createFileRoute('/_app/rules/')({
  validateSearch: validateRulesSearch,
  loaderDeps: rulesetLoaderDeps,
  loader: lazyLoader(() => import('../../features/serverrules/load'), 'loadRules'),
  component: lazyPage(() => import('../../features/serverrules/rules-page'), 'RulesPage'),
});
