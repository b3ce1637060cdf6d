// /acp/weapons in the URL: ?by=query|serial|item, ?q= (the text), ?state=, ?page=, ?weapon=<id>
// (the opened weapon). Bad values are dropped, never thrown. Start bundle: no generated code.
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type WeaponSearchMode = 'query' | 'serial' | 'item';
const modes = { query: 1, serial: 1, item: 1 } as const satisfies Record<WeaponSearchMode, 1>;
const states = { registered: 1, unregistered: 1, stolen: 1, confiscated: 1, destroyed: 1 } as const;

export interface WeaponsSearch {
  by?: WeaponSearchMode;
  q?: string;
  state?: keyof typeof states;
  page?: number;
  weapon?: number;
}

export function validateWeaponsSearch(search: Record<string, unknown>): WeaponsSearch {
  return {
    by: oneOf(search.by, modes),
    q: searchText(search.q),
    state: oneOf(search.state, states),
    page: positiveInt(search.page),
    weapon: positiveInt(search.weapon),
  };
}

export const weaponsLoaderDeps = depsOf(validateWeaponsSearch);
