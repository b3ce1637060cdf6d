// One query-options factory per reading screen: the route loader and the page call the
// same one with the same URL values, so the loader prefetches exactly what the page shows.
import {
  getGetLegalSectionQueryOptions,
  getGetListedRulesetsQueryOptions,
  getGetRulesetsQueryOptions,
  getGetRulesetTreeQueryOptions,
  getListLegalSectionsQueryOptions,
} from '../../api/generated/endpoints/serverrules/serverrules';
import type { LegalSearch } from './search-params';

export const listedRulesetsOptions = () => getGetListedRulesetsQueryOptions();
export const allRulesetsOptions = () => getGetRulesetsQueryOptions();
export const rulesetTreeOptions = (id: number) => getGetRulesetTreeQueryOptions(id);
export const legalSectionOptions = (id: number) => getGetLegalSectionQueryOptions(id);

/** The ruleset `?set=` names, or the first one when it names none of them. */
export function pickRuleset<R extends { id: number }>(items: readonly R[], set?: number): R | undefined {
  return items.find((r) => r.id === set) ?? items[0];
}

/** The legal code's sections for the URL's search text and law (none: all sections). */
export function legalListOptions({ q, law }: Pick<LegalSearch, 'q' | 'law'>) {
  const query = q?.trim();
  const params = { ...(query ? { q: query } : {}), ...(law ? { law } : {}) };
  return getListLegalSectionsQueryOptions(query || law ? params : undefined);
}
