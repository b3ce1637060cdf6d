// /house in the URL: ?view=invitations|rent|admin (default: my houses), ?house=<id> (the opened
// house; in the admin view the opened search hit; in the rent view the house whose rent form
// is open), ?maxRent= (the rent view's highest rent), ?tab=mates|rent|storage|more (the opened
// house's part; default: overview), ?mate=<id> (the room mate whose rights are open), ?q= (the
// admin's search text, or the rent view's name/address filter), ?by=owner (search by owner name), ?page=. Bad values are dropped, never
// thrown: every key is returned, undefined when bad. Imported by the route file (start bundle):
// no generated code, no zod.
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type HouseView = 'mine' | 'invitations' | 'rent' | 'admin';
export type HouseTab = 'overview' | 'mates' | 'rent' | 'storage' | 'more';

export interface HouseSearch {
  view?: Exclude<HouseView, 'mine'>;
  house?: number;
  tab?: Exclude<HouseTab, 'overview'>;
  mate?: number;
  q?: string;
  maxRent?: number;
  by?: 'owner';
  page?: number;
}

export function validateHouseSearch(s: Record<string, unknown>): HouseSearch {
  return {
    view: oneOf(s.view, { invitations: 1, rent: 1, admin: 1 }),
    house: positiveInt(s.house),
    tab: oneOf(s.tab, { mates: 1, rent: 1, storage: 1, more: 1 }),
    mate: positiveInt(s.mate),
    q: searchText(s.q),
    maxRent: positiveInt(s.maxRent),
    by: s.by === 'owner' ? 'owner' : undefined,
    page: positiveInt(s.page),
  };
}

export const houseLoaderDeps = depsOf(validateHouseSearch);
