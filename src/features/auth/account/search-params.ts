// /myProfile in the URL: ?view=overview|characters|links (default overview), ?character=<id>
// (the opened character's overview). In the start bundle: no generated code.
import { depsOf, oneOf, positiveInt } from '../../../components/views/search-values';

export type AccountView = 'overview' | 'characters' | 'links';

export interface AccountSearch {
  view?: AccountView;
  character?: number;
}

const views = { overview: 1, characters: 1, links: 1 } as const satisfies Record<AccountView, 1>;

export function validateAccountSearch(search: Record<string, unknown>): AccountSearch {
  return { view: oneOf(search.view, views), character: positiveInt(search.character) };
}

export const accountLoaderDeps = depsOf(validateAccountSearch);
