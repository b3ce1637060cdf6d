// The market's query options, one factory per view (route loader and page share them, so the
// loader prefetches exactly what the screen shows), and the queries each change touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetMarketAuctionQueryKey,
  getGetMarketStatsQueryOptions,
  getListMarketAdminAuctionsQueryKey,
  getListMarketAdminAuctionsQueryOptions,
  getListMarketAuctionBidsQueryKey,
  getListMarketAuctionsQueryKey,
  getListMarketAuctionsQueryOptions,
  getListMarketCrimeExportQueryOptions,
  getListMarketCrimeImportQueryOptions,
  getListMarketExportQueryOptions,
  getListMarketFinishedAuctionsQueryKey,
  getListMarketFinishedAuctionsQueryOptions,
  getListMarketImportQueryOptions,
  getListMarketOwnAuctionsQueryKey,
  getListMarketOwnAuctionsQueryOptions,
  getListMarketOwnBidsQueryKey,
  getListMarketOwnBidsQueryOptions,
  getGetMarketStatsQueryKey,
  getListMarketCrimeExportQueryKey,
  getListMarketCrimeImportQueryKey,
  getListMarketExportQueryKey,
  getListMarketGoodPricesQueryKey,
  getListMarketImportQueryKey,
} from '../../api/generated/endpoints/market/market';
import { skipOf } from '../../components/views/search-values';
import type { MarketSearch } from './search-params';

export const PAGE_SIZE = 20;

const paging = (page: number | undefined) => {
  const skip = skipOf(page, PAGE_SIZE);
  return { limit: PAGE_SIZE, ...(skip ? { skip } : {}) };
};
const given = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T;

/** One of the four price lists (the crime market's two only with `crime`). */
export function priceListOptions({ list = 'export', crime }: Pick<MarketSearch, 'list' | 'crime'>) {
  if (crime) return list === 'import' ? getListMarketCrimeImportQueryOptions() : getListMarketCrimeExportQueryOptions();
  return list === 'import' ? getListMarketImportQueryOptions() : getListMarketExportQueryOptions();
}

export const auctionListOptions = ({ q, category, sort, page }: MarketSearch) =>
  getListMarketAuctionsQueryOptions(given({ ...paging(page), q, category, sort }));

export const ownAuctionsOptions = ({ state, page }: MarketSearch) =>
  getListMarketOwnAuctionsQueryOptions(given({ ...paging(page), state }));

export const ownBidsOptions = ({ page }: MarketSearch) => getListMarketOwnBidsQueryOptions(paging(page));

export const finishedOptions = ({ q, page }: MarketSearch) =>
  getListMarketFinishedAuctionsQueryOptions(given({ ...paging(page), q }));

export const adminAuctionsOptions = ({ q, state, page }: MarketSearch) =>
  getListMarketAdminAuctionsQueryOptions(given({ ...paging(page), q, state }));

export const statsOptions = () => getGetMarketStatsQueryOptions();

/** A lot changed (bid, buyout, edit, withdrawal): it, its bids and every list of lots and bids. */
export function lotChanged(client: QueryClient, hash: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetMarketAuctionQueryKey(hash) }),
    client.invalidateQueries({ queryKey: getListMarketAuctionBidsQueryKey(hash) }),
    lotListsChanged(client),
  ]);
}

/** A lot was added or removed: every list of lots and bids, and the statistics. */
export function lotListsChanged(client: QueryClient) {
  return Promise.all(
    [
      getListMarketAuctionsQueryKey(),
      getListMarketOwnAuctionsQueryKey(),
      getListMarketOwnBidsQueryKey(),
      getListMarketFinishedAuctionsQueryKey(),
      getListMarketAdminAuctionsQueryKey(),
      getGetMarketStatsQueryKey(),
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

/** A good was added, changed or removed: the four price lists and, when named, its history. */
export function goodsChanged(client: QueryClient, id?: number) {
  return Promise.all(
    [
      getListMarketExportQueryKey(),
      getListMarketImportQueryKey(),
      getListMarketCrimeExportQueryKey(),
      getListMarketCrimeImportQueryKey(),
      ...(id === undefined ? [] : [getListMarketGoodPricesQueryKey(id)]),
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
