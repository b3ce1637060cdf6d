// Import and export lists with current prices and their trend; the crime market's lists only
// for characters who may see them. A good's price history opens below the table (?good=).
import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { MarketGood } from '../../../api/generated/model/marketGood';
import type { MarketTrend } from '../../../api/generated/model/marketTrend';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { priceListOptions } from '../queries';
import type { MarketSearch } from '../search-params';
import { marketTexts } from '../texts';
import { PriceChart } from './price-chart';

const t = marketTexts.prices;
const trendIcons = { up: ArrowUpRight, down: ArrowDownRight, stable: ArrowRight } as const satisfies Record<
  MarketTrend,
  unknown
>;
const trendColors = { up: 'fg.success', down: 'fg.error', stable: 'fg.muted' } as const;

interface Props {
  search: MarketSearch;
  setSearch: (patch: Partial<MarketSearch>) => void;
  canCrime: boolean;
}

export function PricesView({ search, setSearch, canCrime }: Props) {
  const crime = !!search.crime && canCrime;
  const list = useQuery({
    ...priceListOptions({ list: search.list, crime: crime ? 1 : undefined }),
    placeholderData: keepPreviousData,
  });
  const columns: Column<MarketGood>[] = [
    {
      key: 'name',
      header: t.good,
      cell: (g) => (
        <Stack gap="0">
          <Text fontWeight="semibold">{g.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {marketTexts.category[g.category]}
          </Text>
        </Stack>
      ),
    },
    { key: 'price', header: t.price, align: 'end', cell: (g) => formatMoney(g.price) },
    {
      key: 'trend',
      header: t.trend,
      cell: (g) => (
        <HStack gap="1">
          {/* The colour is on the arrow only: coloured small text misses the contrast in light mode. */}
          <Icon as={trendIcons[g.trend]} boxSize="4" color={trendColors[g.trend]} aria-hidden />
          <span>{t.trendText(g.trend, g.changePercent)}</span>
        </HStack>
      ),
    },
    { key: 'range', header: t.range, cell: (g) => t.rangeText(g.minPrice, g.maxPrice) },
    {
      key: 'demand',
      header: t.demand,
      align: 'end',
      cell: (g) => (g.demand === undefined ? '' : formatNumber(g.demand)),
    },
    { key: 'location', header: t.location, cell: (g) => g.location ?? '' },
    {
      key: 'chart',
      header: t.history,
      cell: (g) => (
        <Button
          size="xs"
          variant="outline"
          aria-pressed={search.good === g.id}
          onClick={() => setSearch({ good: search.good === g.id ? undefined : g.id })}
        >
          {search.good === g.id ? t.hideChart : t.showChart(g.name)}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap">
        <SegmentedFilter
          label={t.listLabel}
          options={['export', 'import'] as const}
          labels={t.lists}
          value={search.list ?? 'export'}
          onChange={(l) => setSearch({ list: l === 'export' ? undefined : l, good: undefined })}
        />
        {canCrime ? (
          <SegmentedFilter
            label={t.marketLabel}
            options={['normal', 'crime'] as const}
            labels={t.markets}
            value={crime ? 'crime' : 'normal'}
            onChange={(m) => setSearch({ crime: m === 'crime' ? 1 : undefined, good: undefined })}
          />
        ) : null}
      </HStack>
      {search.crime && !canCrime ? <Text color="fg.muted">{marketTexts.crimeDenied}</Text> : null}
      <QueryState query={list} isEmpty={(l) => l.items.length === 0} empty={t.empty} emptyTestId="market-empty">
        {(l) => (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {t.updated(formatDateTime(l.updatedAt), l.nextUpdateAt ? formatDateTime(l.nextUpdateAt) : undefined)}
            </Text>
            <DataTable
              columns={columns}
              rows={l.items}
              getKey={(g) => g.id}
              caption={t.caption(t.lists[l.kind], l.crime ? t.markets.crime : t.markets.normal)}
            />
          </Stack>
        )}
      </QueryState>
      {search.good ? <PriceChart goodId={search.good} onClose={() => setSearch({ good: undefined })} /> : null}
    </Stack>
  );
}
