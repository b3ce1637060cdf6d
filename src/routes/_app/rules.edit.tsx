import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { rulesPages } from '../../features/serverrules/pages-import';
import { rulesAreaLoaderDeps, validateRulesAreaSearch } from '../../features/serverrules/search-params';

// The rules editor: only with the ACP right of the batch save (serverrules.edit); the layout
// route's guard reads `requires` (src/app/guard.ts).
export const Route = createFileRoute('/_app/rules/edit')({
  validateSearch: validateRulesAreaSearch,
  staticData: { requires: 'saveChangedSubParagraphs' },
  loaderDeps: rulesAreaLoaderDeps,
  loader: lazyLoader(rulesPages, 'loadRulesEditor'),
  component: lazyPage(rulesPages, 'RulesEditorPage'),
});
