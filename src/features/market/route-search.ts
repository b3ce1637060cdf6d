// /market's search as the route sees it (start bundle, so kept to a few bytes: one route serves
// every view). The opened good and the page as positive whole numbers, every other key as short
// text; whether a text is one of the area's values (a view, a category, a lot's hash) is checked
// by the page and its loader (search-params.ts), which treat a wrong one as absent. Never throws;
// every key is returned, undefined when bad.
import { depsOf, looseSearch } from '../../components/views/search-values';

type NumberKey = 'good' | 'page';
type TextKey = 'view' | 'list' | 'crime' | 'q' | 'category' | 'sort' | 'state' | 'lot';
export type MarketRouteSearch = { [K in NumberKey]?: number } & { [K in TextKey]?: string };

export const validateMarketSearch = looseSearch<MarketRouteSearch>(
  'good page',
  'view list crime q category sort state lot',
);

export const marketLoaderDeps = depsOf(validateMarketSearch);
