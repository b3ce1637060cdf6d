// Search parameters shared by routes, validated: bad values are dropped, never thrown.
export interface RulesetSearch {
  set?: number;
}

export function validateRulesetSearch(search: Record<string, unknown>): RulesetSearch {
  const set = Number(search.set);
  return Number.isInteger(set) && set > 0 ? { set } : {};
}
