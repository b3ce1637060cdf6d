// /myCharacter in the URL: ?view=overview|story|payday (default overview), ?page= (the payday
// history's page). In the start bundle: no generated code.
import { depsOf, oneOf, positiveInt } from '../../../components/views/search-values';

export type OwnView = 'overview' | 'story' | 'payday';

export interface OwnSearch {
  view?: OwnView;
  page?: number;
}

const views = { overview: 1, story: 1, payday: 1 } as const satisfies Record<OwnView, 1>;

export function validateOwnSearch(search: Record<string, unknown>): OwnSearch {
  return { view: oneOf(search.view, views), page: positiveInt(search.page) };
}

export const ownLoaderDeps = depsOf(validateOwnSearch);
