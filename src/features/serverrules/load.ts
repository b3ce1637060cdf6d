// Route loaders of the server rules (src/routes/_app/rules.*.tsx). They prefetch with
// the generated query options; a failing request shows inside the page, with retry.
import type { QueryClient } from '@tanstack/react-query';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import {
  getGetListedRulesetsQueryOptions,
  getGetRulesetsQueryOptions,
  getGetRulesetTreeQueryOptions,
  getListLegalSectionsQueryOptions,
} from '../../api/generated/endpoints/serverrules/serverrules';

interface Args<D = unknown> {
  context: { queryClient: QueryClient };
  deps: D;
}

/** /rules: the listed rulesets, then the open one's tree (?set=, default the first). */
export async function loadRules({ context: { queryClient }, deps }: Args<{ set?: number }>): Promise<void> {
  const listed = getGetListedRulesetsQueryOptions();
  await prefetchUnlessFailed(queryClient, listed);
  const items = queryClient.getQueryData(listed.queryKey)?.items ?? [];
  const id = items.find((r) => r.id === deps.set)?.id ?? items[0]?.id;
  if (id) await prefetchUnlessFailed(queryClient, getGetRulesetTreeQueryOptions(id));
}

/** /rules/legal: the sections of the legal code. */
export function loadLegal({ context: { queryClient } }: Args): Promise<void> {
  return prefetchUnlessFailed(queryClient, getListLegalSectionsQueryOptions());
}

/** /rules/edit: every ruleset (listed or not), then the open one's tree. */
export async function loadRulesEditor({ context: { queryClient }, deps }: Args<{ set?: number }>): Promise<void> {
  const all = getGetRulesetsQueryOptions();
  await prefetchUnlessFailed(queryClient, all);
  const items = queryClient.getQueryData(all.queryKey)?.items ?? [];
  const id = items.find((r) => r.id === deps.set)?.id ?? items[0]?.id;
  if (id) await prefetchUnlessFailed(queryClient, getGetRulesetTreeQueryOptions(id));
}
