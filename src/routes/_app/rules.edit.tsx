import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { guard } from '../../app/guard';
import { rulesetLoaderDeps, validateRulesetSearch } from '../../features/serverrules/search-params';

// The rules editor: only with the ACP right of the batch save (serverrules.edit).
export const Route = createFileRoute('/_app/rules/edit')({
  validateSearch: validateRulesetSearch,
  beforeLoad: guard('saveChangedSubParagraphs'),
  loaderDeps: rulesetLoaderDeps,
  loader: lazyLoader(() => import('../../features/serverrules/load'), 'loadRulesEditor'),
  component: lazyPage(() => import('../../features/serverrules/editor/rules-editor-page'), 'RulesEditorPage'),
});
