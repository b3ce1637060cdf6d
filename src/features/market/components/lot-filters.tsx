// Search, category and sort of the running lots, all in the URL.
import { NativeSelect } from '@chakra-ui/react';
import type { ListMarketAuctionsSort } from '../../../api/generated/model/listMarketAuctionsSort';
import type { MarketGoodCategory } from '../../../api/generated/model/marketGoodCategory';
import { SearchBar } from '../../../components/views/search-bar';
import type { MarketSearch } from '../search-params';
import { marketTexts } from '../texts';

const t = marketTexts.auctions;
const categories = Object.keys(marketTexts.category) as MarketGoodCategory[];
const sorts = Object.keys(marketTexts.sort) as ListMarketAuctionsSort[];

interface Props {
  search: MarketSearch;
  setSearch: (patch: Partial<MarketSearch>, options?: { replace?: boolean }) => void;
}

export function LotFilters({ search, setSearch }: Props) {
  return (
    <SearchBar
      label={t.search}
      placeholder={t.searchPlaceholder}
      value={search.q ?? ''}
      onSearch={(q) => setSearch({ q: q.trim() || undefined, page: undefined, lot: undefined }, { replace: true })}
    >
      <NativeSelect.Root width="auto" minW="12rem">
        <NativeSelect.Field
          aria-label={t.category}
          value={search.category ?? ''}
          onChange={(e) =>
            setSearch({ category: (e.target.value || undefined) as MarketGoodCategory | undefined, page: undefined })
          }
        >
          <option value="">{t.allCategories}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {marketTexts.category[c]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root width="auto" minW="12rem">
        <NativeSelect.Field
          aria-label={t.sort}
          value={search.sort ?? 'ending_soon'}
          onChange={(e) => {
            const sort = e.target.value as ListMarketAuctionsSort;
            setSearch({ sort: sort === 'ending_soon' ? undefined : sort, page: undefined });
          }}
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {marketTexts.sort[s]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </SearchBar>
  );
}
