// The queries the editor's changes touch: the ruleset's tree (what reader and editor
// show), the ruleset lists (titles, counts) and the paragraph lists.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetListedRulesetsQueryKey,
  getGetRulesetParagraphsQueryKey,
  getGetRulesetQueryKey,
  getGetRulesetsQueryKey,
  getGetRulesetTreeQueryKey,
  getGetRuleSubParagraphsQueryKey,
} from '../../../api/generated/endpoints/serverrules/serverrules';

/** Sub-paragraphs of these paragraphs changed (text, added, removed). */
export function subParagraphsChanged(client: QueryClient, rulesetId: number, paragraphIds: number[]) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetRulesetTreeQueryKey(rulesetId) }),
    ...paragraphIds.map((id) => client.invalidateQueries({ queryKey: getGetRuleSubParagraphsQueryKey(id) })),
  ]);
}

/** A paragraph was added, changed or removed. */
export function paragraphsChanged(client: QueryClient, rulesetId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetRulesetTreeQueryKey(rulesetId) }),
    client.invalidateQueries({ queryKey: getGetRulesetParagraphsQueryKey(rulesetId) }),
    client.invalidateQueries({ queryKey: getGetRulesetsQueryKey() }),
    client.invalidateQueries({ queryKey: getGetListedRulesetsQueryKey() }),
  ]);
}

/** A ruleset was added, renamed or removed. */
export function rulesetsChanged(client: QueryClient, rulesetId?: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetRulesetsQueryKey() }),
    client.invalidateQueries({ queryKey: getGetListedRulesetsQueryKey() }),
    ...(rulesetId
      ? [
          client.invalidateQueries({ queryKey: getGetRulesetQueryKey(rulesetId) }),
          client.invalidateQueries({ queryKey: getGetRulesetTreeQueryKey(rulesetId) }),
        ]
      : []),
  ]);
}
