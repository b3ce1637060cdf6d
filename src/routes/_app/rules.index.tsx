import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { validateRulesetSearch } from '../../app/search-params';

// The server rules reader: ?set=<rulesetId> (default: the first listed), #p-<paragraphId>.
export const Route = createFileRoute('/_app/rules/')({
  validateSearch: validateRulesetSearch,
  loaderDeps: ({ search }) => ({ set: search.set }),
  loader: lazyLoader(() => import('../../features/serverrules/load'), 'loadRules'),
  component: lazyPage(() => import('../../features/serverrules/rules-page'), 'RulesPage'),
});
