// Admin care of the market: goods of each list (add, change prices and limits, remove; right
// market.editGoods) and lots in any state (remove with refund; right market.moderateAuctions).
// Each part shows only with its right; the route stays open to all (the other views are theirs).
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteMarketAdminAuction, useDeleteMarketGood } from '../../../api/generated/endpoints/market/market';
import type { MarketAuction } from '../../../api/generated/model/marketAuction';
import type { MarketAuctionState } from '../../../api/generated/model/marketAuctionState';
import type { MarketGood } from '../../../api/generated/model/marketGood';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/views/data-table';
import { PagedList } from '../../../components/views/paged-list';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { adminAuctionsOptions, goodsChanged, lotListsChanged, priceListOptions } from '../queries';
import { marketTexts } from '../texts';
import { GoodForm } from './good-form';
import type { ViewProps } from './lot-views';
import { isolateText } from '../../../lib/bidi';

const t = marketTexts;
const fail = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });

export function AdminView(props: ViewProps) {
  const canGoods = useCan('editMarketGood');
  const canLots = useCan('listMarketAdminAuctions');
  return (
    <Stack gap="8">
      {canGoods ? <GoodsAdmin {...props} /> : null}
      {canLots ? <LotsAdmin {...props} /> : null}
      {!canGoods && !canLots ? <Text color="fg.muted">{t.admin.denied}</Text> : null}
    </Stack>
  );
}

function GoodsAdmin({ search, setSearch }: ViewProps) {
  const client = useQueryClient();
  const kind = search.list ?? 'export';
  const crime = !!search.crime;
  const list = useQuery({
    ...priceListOptions({ list: kind, crime: search.crime }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<MarketGood | null>(null);
  const remove = useDeleteMarketGood({
    mutation: {
      onSuccess: () => notifier.create({ title: t.admin.removed }),
      onError: fail,
      onSettled: () => goodsChanged(client),
    },
  });
  const columns: Column<MarketGood>[] = [
    { key: 'name', header: t.prices.good, cell: (g) => g.name },
    { key: 'price', header: t.prices.price, align: 'end', cell: (g) => formatMoney(g.price) },
    { key: 'range', header: t.prices.range, cell: (g) => t.prices.rangeText(g.minPrice, g.maxPrice) },
    {
      key: 'actions',
      header: t.admin.actions,
      cell: (g) => (
        <HStack gap="1">
          <Button
            size="xs"
            variant="outline"
            aria-expanded={editing === g.id}
            onClick={() => setEditing(editing === g.id ? null : g.id)}
          >
            {t.prices.edit(g.name)}
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(g)}>
            {t.admin.remove}
          </Button>
        </HStack>
      ),
    },
  ];
  const editedGood = list.data?.items.find((g) => g.id === editing);
  return (
    <Box as="section" aria-labelledby="goods-admin">
      <Heading as="h2" size="lg" id="goods-admin" mb="3">
        {t.admin.goodsHeading}
      </Heading>
      <Stack gap="3">
        <HStack gap="4" wrap="wrap">
          <SegmentedFilter
            label={t.prices.listLabel}
            options={['export', 'import'] as const}
            labels={t.prices.lists}
            value={kind}
            onChange={(l) => setSearch({ list: l === 'export' ? undefined : l })}
          />
          <SegmentedFilter
            label={t.prices.marketLabel}
            options={['normal', 'crime'] as const}
            labels={t.prices.markets}
            value={crime ? 'crime' : 'normal'}
            onChange={(m) => setSearch({ crime: m === 'crime' ? 1 : undefined })}
          />
          <Button
            size="sm"
            variant="outline"
            aria-expanded={editing === 'new'}
            onClick={() => setEditing(editing === 'new' ? null : 'new')}
          >
            {t.admin.addGood}
          </Button>
        </HStack>
        {editing === 'new' ? <GoodForm kind={kind} crime={crime} onDone={() => setEditing(null)} /> : null}
        {editedGood ? (
          <GoodForm key={editedGood.id} good={editedGood} kind={kind} crime={crime} onDone={() => setEditing(null)} />
        ) : null}
        <QueryState query={list} isEmpty={(l) => l.items.length === 0} empty={t.prices.empty}>
          {(l) => <DataTable columns={columns} rows={l.items} getKey={(g) => g.id} caption={t.admin.goodsHeading} />}
        </QueryState>
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t.admin.confirmRemove(removing?.name ?? '')}
        confirmLabel={t.admin.remove}
        cancelLabel={t.cancel}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate({ id: removing.id });
          setRemoving(null);
        }}
      />
    </Box>
  );
}

type StateFilter = MarketAuctionState | 'all';
const stateFilters: readonly StateFilter[] = ['all', 'open', 'sold', 'expired', 'cancelled'];
const palettes = { open: 'green', sold: 'blue', expired: 'gray', cancelled: 'gray' } as const;

function LotsAdmin({ search, setSearch }: ViewProps) {
  const client = useQueryClient();
  const lots = useQuery({ ...adminAuctionsOptions(search), placeholderData: keepPreviousData });
  const [removing, setRemoving] = useState<MarketAuction | null>(null);
  const remove = useDeleteMarketAdminAuction({
    mutation: {
      onSuccess: () => notifier.create({ title: t.admin.removedLot }),
      onError: fail,
      onSettled: () => lotListsChanged(client),
    },
  });
  return (
    <Box as="section" aria-labelledby="lots-admin">
      <Heading as="h2" size="lg" id="lots-admin" mb="3">
        {t.admin.lotsHeading}
      </Heading>
      <Stack gap="3">
        <SearchBar
          label={t.admin.lotsSearch}
          value={search.q ?? ''}
          onSearch={(q) => setSearch({ q: q.trim() || undefined, page: undefined }, { replace: true })}
        />
        <SegmentedFilter
          label={t.own.stateLabel}
          options={stateFilters}
          labels={{ all: t.own.allStates, ...t.state }}
          value={search.state ?? 'all'}
          attached={false}
          onChange={(s) => setSearch({ state: s === 'all' ? undefined : s, page: undefined })}
        />
        <PagedList
          query={lots}
          label={t.admin.lotsHeading}
          getKey={(l) => l.hash}
          page={search.page ?? 1}
          onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
          empty={t.admin.lotsEmpty}
          gap="2"
          renderItem={(lot) => (
            <HStack justify="space-between" wrap="wrap" gap="2" borderWidth="1px" borderRadius="md" p="3">
              <Stack gap="0">
                <Text fontWeight="semibold">{lot.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t.auctions.seller(isolateText(lot.seller.name))} · {t.auctions.bids(lot.bidCount)} ·{' '}
                  {t.countdown.endsAt(formatDateTime(lot.endsAt))}
                </Text>
              </Stack>
              <HStack gap="2">
                <StatusBadge value={lot.state} labels={t.state} palettes={palettes} />
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(lot)}>
                  {t.admin.removeLot}
                </Button>
              </HStack>
            </HStack>
          )}
        />
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t.admin.confirmRemoveLot(removing?.title ?? '')}
        confirmLabel={t.admin.removeLot}
        cancelLabel={t.cancel}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate({ hash: removing.hash });
          setRemoving(null);
        }}
      />
    </Box>
  );
}
