// The running lots (search, category, sort) and the user's own lots (by state, with the form
// to put up a new one). Page and opened lot live in the URL.
import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MarketAuctionState } from '../../../api/generated/model/marketAuctionState';
import { PagedList } from '../../../components/views/paged-list';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { auctionListOptions, ownAuctionsOptions } from '../queries';
import type { MarketSearch } from '../search-params';
import { marketTexts } from '../texts';
import { AuctionCard } from './auction-card';
import { CreateLotForm } from './create-lot-form';
import { LotFilters } from './lot-filters';

const t = marketTexts;

export interface ViewProps {
  search: MarketSearch;
  setSearch: (patch: Partial<MarketSearch>, options?: { replace?: boolean }) => void;
}

function lotProps({ search, setSearch }: ViewProps) {
  return {
    getKey: (lot: { hash: string }) => lot.hash,
    page: search.page ?? 1,
    onPage: (page: number) => setSearch({ page: page > 1 ? page : undefined, lot: undefined }),
  };
}

export function AuctionsView(props: ViewProps) {
  const { search, setSearch } = props;
  const lots = useQuery({ ...auctionListOptions(search), placeholderData: keepPreviousData });
  return (
    <Stack gap="4">
      <LotFilters search={search} setSearch={setSearch} />
      <PagedList
        query={lots}
        label={t.auctions.list}
        {...lotProps(props)}
        renderItem={(lot) => (
          <AuctionCard
            lot={lot}
            open={search.lot === lot.hash}
            onToggle={(open) => setSearch({ lot: open ? lot.hash : undefined }, { replace: true })}
          />
        )}
        empty={t.auctions.empty}
        emptyTestId="market-empty"
      />
    </Stack>
  );
}

type StateFilter = MarketAuctionState | 'all';
const stateFilters: readonly StateFilter[] = ['all', 'open', 'sold', 'expired', 'cancelled'];

export function MineView(props: ViewProps) {
  const { search, setSearch } = props;
  const lots = useQuery({ ...ownAuctionsOptions(search), placeholderData: keepPreviousData });
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <SegmentedFilter
          label={t.own.stateLabel}
          options={stateFilters}
          labels={{ all: t.own.allStates, ...t.state }}
          value={search.state ?? 'all'}
          attached={false}
          onChange={(s) => setSearch({ state: s === 'all' ? undefined : s, page: undefined, lot: undefined })}
        />
        <Button variant="outline" aria-expanded={creating} onClick={() => setCreating(!creating)}>
          {t.create.open}
        </Button>
      </HStack>
      {creating ? (
        <Box>
          <CreateLotForm
            onCreated={(lot) => {
              setCreating(false);
              setSearch({ state: undefined, page: undefined, lot: lot.hash });
            }}
          />
        </Box>
      ) : null}
      <PagedList
        query={lots}
        label={t.views.mine}
        {...lotProps(props)}
        renderItem={(lot) => (
          <AuctionCard
            lot={lot}
            open={search.lot === lot.hash}
            onToggle={(open) => setSearch({ lot: open ? lot.hash : undefined }, { replace: true })}
          />
        )}
        empty={t.own.empty}
        emptyTestId="market-empty"
      />
    </Stack>
  );
}
