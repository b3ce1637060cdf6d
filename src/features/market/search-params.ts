// /market in the URL: ?view= (prices, auctions, mine, bids, finished, stats, admin), and per view
// ?list=export|import with ?crime=1 and ?good=<id> (the opened price chart); ?q=, ?category=,
// ?sort=, ?page= and ?lot=<hash> (the opened lot); ?state= (my lots, admin lots). The route keeps
// them as plain numbers and texts (route-search.ts, small for the start bundle); the page and its
// loader read them through strictMarketSearch, which drops a value that is none of the area's.
import type { ListMarketAuctionsSort } from '../../api/generated/model/listMarketAuctionsSort';
import type { MarketAuctionState } from '../../api/generated/model/marketAuctionState';
import type { MarketGoodCategory } from '../../api/generated/model/marketGoodCategory';
import type { MarketKind } from '../../api/generated/model/marketKind';
import { oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type MarketView = 'prices' | 'auctions' | 'mine' | 'bids' | 'finished' | 'stats' | 'admin';

export interface MarketSearch {
  view?: MarketView;
  list?: MarketKind;
  crime?: 1;
  good?: number;
  q?: string;
  category?: MarketGoodCategory;
  sort?: ListMarketAuctionsSort;
  state?: MarketAuctionState;
  page?: number;
  lot?: string;
}

const views = { prices: 1, auctions: 1, mine: 1, bids: 1, finished: 1, stats: 1, admin: 1 } as const satisfies Record<
  MarketView,
  1
>;
const kinds = { export: 1, import: 1 } as const satisfies Record<MarketKind, 1>;
const categories = {
  raw: 1,
  food: 1,
  fuel: 1,
  material: 1,
  electronics: 1,
  luxury: 1,
  drugs: 1,
  weapons: 1,
  misc: 1,
} as const satisfies Record<MarketGoodCategory, 1>;
const sorts = { ending_soon: 1, newest: 1, price_asc: 1, price_desc: 1 } as const satisfies Record<
  ListMarketAuctionsSort,
  1
>;
const states = { open: 1, sold: 1, expired: 1, cancelled: 1 } as const satisfies Record<MarketAuctionState, 1>;

/** The contract's MarketAuctionHash: 8 to 64 lowercase hex digits. */
const hash = (value: unknown) => (typeof value === 'string' && /^[a-f0-9]{8,64}$/.test(value) ? value : undefined);

export function strictMarketSearch(search: Record<string, unknown>): MarketSearch {
  return {
    view: oneOf(search.view, views),
    list: oneOf(search.list, kinds),
    crime: search.crime === 1 || search.crime === '1' ? 1 : undefined,
    good: positiveInt(search.good),
    q: searchText(search.q),
    category: oneOf(search.category, categories),
    sort: oneOf(search.sort, sorts),
    state: oneOf(search.state, states),
    page: positiveInt(search.page),
    lot: hash(search.lot),
  };
}
