// The server rules area's pages and their loaders, behind one import shared by the area's
// routes (pages-import.ts). Reader and legal code come in this chunk (small, often read
// together); the editor, for the few with the right, is a chunk of its own that loads with
// its data when the editor opens.
import { lazyRouteComponent } from '@tanstack/react-router';
import { loadRulesEditorData } from './load';

export { loadLegal, loadRules } from './load';
export { LegalPage } from './legal-page';
export { RulesPage } from './rules-page';

export const RulesEditorPage = lazyRouteComponent(() => import('./editor/rules-editor-page'), 'RulesEditorPage');

/** The editor's data and its chunk, side by side (not the chunk after the data). */
export const loadRulesEditor = (args: Parameters<typeof loadRulesEditorData>[0]) =>
  Promise.all([loadRulesEditorData(args), RulesEditorPage.preload?.()]);
