// /myCharacter in the URL: ?view=overview|story|payday|appearance|browser|waypoints (default
// overview), ?page= (the payday history's or the website list's page), ?q= (the website search),
// ?site= (the opened website), ?key= (the value sent to the game that is being changed). In the
// start bundle: no generated code.
import { depsOf, oneOf, positiveInt, searchText } from '../../../components/views/search-values';

export type OwnView = 'overview' | 'story' | 'payday' | 'appearance' | 'browser' | 'waypoints';

export interface OwnSearch {
  view?: OwnView;
  page?: number;
  q?: string;
  site?: number;
  key?: string;
}

const views = { overview: 1, story: 1, payday: 1, appearance: 1, browser: 1, waypoints: 1 } as const satisfies Record<
  OwnView,
  1
>;

export function validateOwnSearch(search: Record<string, unknown>): OwnSearch {
  return {
    view: oneOf(search.view, views),
    page: positiveInt(search.page),
    q: searchText(search.q),
    site: positiveInt(search.site),
    key: searchText(search.key, 64),
  };
}

export const ownLoaderDeps = depsOf(validateOwnSearch);
