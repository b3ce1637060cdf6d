// /bank's search as the route sees it (start bundle, so kept to a few bytes: one route serves
// the whole area, views included). Ids and pages as positive whole numbers, every other key as
// short text; whether a text is one of the area's values (a tab, a kind, a date) is checked by
// the page (search-params.ts), which treats a wrong one as absent. Never throws; every key is
// returned, undefined when bad.
import { depsOf, looseSearch } from '../../components/views/search-values';

type NumberKey = 'account' | 'page' | 'tx' | 'order' | 'player' | 'min';
type TextKey = 'view' | 'tab' | 'dir' | 'type' | 'from' | 'to' | 'who' | 'q' | 'month' | 'section' | 'kind' | 'sort';
export type BankRouteSearch = { [K in NumberKey]?: number } & { [K in TextKey]?: string };

export const validateBankSearch = looseSearch<BankRouteSearch>(
  'account page tx order player min',
  'view tab dir type from to who q month section kind sort',
);

export const bankLoaderDeps = depsOf(validateBankSearch);
