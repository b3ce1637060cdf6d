// The server rules in the URL. Reader: ?set=<rulesetId> (default the first listed) and ?q=
// (the search within it); editor: ?set=; legal code: ?q=, ?law= and ?section=<id> (the opened
// section). The area's three routes share one validator and one loaderDeps: each function a
// route file names is start-up code, and these few keys do not collide (a key one page does
// not use is ignored there). Bad values are dropped, never thrown: every key is returned,
// undefined when bad, since the router lays the validated values over the raw ones. Imported
// by the route files (start bundle): type imports only, no generated code.
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

/** What any page of the area keeps in the URL. */
export type RulesAreaSearch = RulesSearch & LegalSearch;

const laws = { StGB: 1, StVO: 1, BtMG: 1, WaffG: 1, OWiG: 1 } as const satisfies Record<LegalLaw, 1>;

export const validateRulesAreaSearch = (search: Record<string, unknown>): RulesAreaSearch => ({
  set: positiveInt(search.set),
  q: searchText(search.q),
  law: oneOf(search.law, laws),
  section: positiveInt(search.section),
});

/**
 * The loaders see every key; each reads its own (the reader and the editor the ruleset, the
 * legal code search text, law and opened section), and a key that changes without mattering
 * to a loader answers from the cache: no request.
 */
export const rulesAreaLoaderDeps = depsOf(validateRulesAreaSearch);
