// Route loaders of the server rules (src/routes/_app/rules.*.tsx). They prefetch with
// the generated query options; a failing request shows inside the page, with retry.
import type { QueryClient } from '@tanstack/react-query';
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
  await queryClient.prefetchQuery(listed);
  const items = queryClient.getQueryData(listed.queryKey)?.items ?? [];
  const id = items.find((r) => r.id === deps.set)?.id ?? items[0]?.id;
  if (id) await queryClient.prefetchQuery(getGetRulesetTreeQueryOptions(id));
}

/** /rules/legal: the sections of the legal code. */
export function loadLegal({ context: { queryClient } }: Args): Promise<void> {
  return queryClient.prefetchQuery(getListLegalSectionsQueryOptions());
}

/** /rules/edit: every ruleset (listed or not), then the open one's tree. */
export async function loadRulesEditor({ context: { queryClient }, deps }: Args<{ set?: number }>): Promise<void> {
  const all = getGetRulesetsQueryOptions();
  await queryClient.prefetchQuery(all);
  const items = queryClient.getQueryData(all.queryKey)?.items ?? [];
  const id = items.find((r) => r.id === deps.set)?.id ?? items[0]?.id;
  if (id) await queryClient.prefetchQuery(getGetRulesetTreeQueryOptions(id));
}
