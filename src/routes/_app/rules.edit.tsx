import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { guard } from '../../app/guard';
import { rulesetLoaderDeps, validateRulesetSearch } from '../../features/serverrules/search-params';

// The rules editor: only with the ACP right of the batch save (serverrules.edit).
// One import for the page and its loader (the page module re-exports it): one chunk
// reference in the start bundle per route, not two.
const page = () => import('../../features/serverrules/editor/rules-editor-page');

export const Route = createFileRoute('/_app/rules/edit')({
  validateSearch: validateRulesetSearch,
  beforeLoad: guard('saveChangedSubParagraphs'),
  loaderDeps: rulesetLoaderDeps,
  loader: lazyLoader(page, 'loadRulesEditor'),
  component: lazyPage(page, 'RulesEditorPage'),
});
