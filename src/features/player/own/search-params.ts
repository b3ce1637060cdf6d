// /myCharacter in the URL: ?view=overview|story|payday|appearance|browser (default overview),
// ?page= (the payday history's or the website list's page), ?q= (the website search), ?site=
// (the opened website). In the start bundle: no generated code.
import { depsOf, oneOf, positiveInt, searchText } from '../../../components/views/search-values';

export type OwnView = 'overview' | 'story' | 'payday' | 'appearance' | 'browser';

export interface OwnSearch {
  view?: OwnView;
  page?: number;
  q?: string;
  site?: number;
}

const views = { overview: 1, story: 1, payday: 1, appearance: 1, browser: 1 } as const satisfies Record<OwnView, 1>;

export function validateOwnSearch(search: Record<string, unknown>): OwnSearch {
  return {
    view: oneOf(search.view, views),
    page: positiveInt(search.page),
    q: searchText(search.q),
    site: positiveInt(search.site),
  };
}

export const ownLoaderDeps = depsOf(validateOwnSearch);
