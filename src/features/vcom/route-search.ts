// /vcom's search as the route sees it (start bundle, so kept to a few bytes: one route serves
// every view). Ids, the page and the two flags as positive whole numbers, every other key as
// short text; whether a text is one of the area's values (a view, a status, a Monday) is
// checked by the page and its loader (search-params.ts), which treat a wrong one as absent.
import { depsOf, looseSearch } from '../../components/views/search-values';

type NumberKey =
  | 'citizen'
  | 'new'
  | 'page'
  | 'case'
  | 'mine'
  | 'patient'
  | 'courtCase'
  | 'application'
  | 'staff'
  | 'arrest'
  | 'order'
  | 'item';
type TextKey = 'view' | 'q' | 'status' | 'caseStatus' | 'hrTab' | 'appStatus' | 'week' | 'arrestStatus' | 'tab';
export type VcomRouteSearch = { [K in NumberKey]?: number } & { [K in TextKey]?: string };

export const validateVcomRouteSearch = looseSearch<VcomRouteSearch>(
  'citizen new page case mine patient courtCase application staff arrest order item',
  'view q status caseStatus hrTab appStatus week arrestStatus tab',
);

export const vcomLoaderDeps = depsOf(validateVcomRouteSearch);
