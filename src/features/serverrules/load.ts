// Route loaders of the server rules (src/routes/_app/rules.*.tsx, through pages.ts), on the same query-options
// factories as the pages (queries.ts). A failing request shows inside the page, with retry.
import type { QueryClient } from '@tanstack/react-query';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import {
  allRulesetsOptions,
  legalListOptions,
  legalSectionOptions,
  listedRulesetsOptions,
  pickRuleset,
  rulesetTreeOptions,
} from './queries';
import type { LegalSearch, RulesetSearch } from './search-params';

interface Args<D> {
  context: { queryClient: QueryClient };
  deps: D;
  cause: 'preload' | 'enter' | 'stay';
}

/** A ruleset list, then the tree of the ruleset ?set= names (default the first). */
async function loadRulesetTree(
  queryClient: QueryClient,
  list: ReturnType<typeof listedRulesetsOptions> | ReturnType<typeof allRulesetsOptions>,
  set?: number,
): Promise<void> {
  await prefetchUnlessFailed(queryClient, list);
  const id = pickRuleset(queryClient.getQueryData(list.queryKey)?.items ?? [], set)?.id;
  if (id) await prefetchUnlessFailed(queryClient, rulesetTreeOptions(id));
}

/** /rules: the listed rulesets, then the open one's tree. */
export function loadRules({ context: { queryClient }, deps }: Args<RulesetSearch>): Promise<void> {
  return loadRulesetTree(queryClient, listedRulesetsOptions(), deps.set);
}

/** /rules/edit: every ruleset (listed or not), then the open one's tree. */
export function loadRulesEditorData({ context: { queryClient }, deps }: Args<RulesetSearch>): Promise<void> {
  return loadRulesetTree(queryClient, allRulesetsOptions(), deps.set);
}

/**
 * /rules/legal: the sections for the URL's search and law, and the opened section's offences.
 * Opening the page waits for the list; typing a search on the page does not hold it (the
 * previous hits stay until the new ones are there).
 */
export async function loadLegal({ context: { queryClient }, deps, cause }: Args<LegalSearch>): Promise<void> {
  if (deps.section) void prefetchUnlessFailed(queryClient, legalSectionOptions(deps.section));
  const list = prefetchUnlessFailed(queryClient, legalListOptions(deps));
  if (cause !== 'stay') await list;
}
