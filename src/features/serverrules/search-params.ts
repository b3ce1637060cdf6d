// The server rules in the URL. Reader: ?set=<rulesetId> (default the first listed) and
// ?q= (the search within it); editor: ?set=; legal code: ?q=, ?law= and ?section=<id> (the
// opened section). Bad values are dropped, never thrown: every key is returned, undefined
// when bad, since the router lays the validated values over the raw ones. Imported by the
// route files (start bundle): type imports only, no generated code.
import type { LegalLaw } from '../../api/generated/model/legalLaw';
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export interface RulesetSearch {
  set?: number;
}

export interface RulesSearch extends RulesetSearch {
  q?: string;
}

export interface LegalSearch {
  q?: string;
  law?: LegalLaw;
  section?: number;
}

const laws = { StGB: 1, StVO: 1, BtMG: 1, WaffG: 1, OWiG: 1 } as const satisfies Record<LegalLaw, 1>;

export const validateRulesetSearch = (search: Record<string, unknown>): RulesetSearch => ({
  set: positiveInt(search.set),
});

export const validateRulesSearch = (search: Record<string, unknown>): RulesSearch => ({
  set: positiveInt(search.set),
  q: searchText(search.q),
});

export const validateLegalSearch = (search: Record<string, unknown>): LegalSearch => ({
  q: searchText(search.q),
  law: oneOf(search.law, laws),
  section: positiveInt(search.section),
});

/** The reader's loader needs the ruleset only: typing a search prefetches nothing. */
export const rulesetLoaderDeps = depsOf(validateRulesetSearch);

/** The legal code's list follows search text and law; the opened section is prefetched too. */
export const legalLoaderDeps = depsOf(validateLegalSearch);
