// /acp/roles in the URL: ?tab=roles|matrix, ?role=<id> (the opened role), ?q= (the matrix's
// search), ?page= (members). Bad values are dropped, never thrown. Start bundle: no generated code.
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

const tabs = { roles: 1, matrix: 1 } as const;

export interface RolesSearch {
  tab?: keyof typeof tabs;
  role?: number;
  q?: string;
  page?: number;
}

export function validateRolesSearch(search: Record<string, unknown>): RolesSearch {
  return {
    tab: oneOf(search.tab, tabs),
    role: positiveInt(search.role),
    q: searchText(search.q),
    page: positiveInt(search.page),
  };
}

export const rolesLoaderDeps = depsOf(validateRolesSearch);
