// The user's bids (leading, outbid, won, lost) and the finished auctions.
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MarketBid } from '../../../api/generated/model/marketBid';
import { PagedList } from '../../../components/views/paged-list';
import { SearchBar } from '../../../components/views/search-bar';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { finishedOptions, ownBidsOptions } from '../queries';
import { marketTexts } from '../texts';
import type { ViewProps } from './lot-views';

const t = marketTexts;
const resultPalettes = { sold: 'blue', buyout: 'green', expired: 'gray', cancelled: 'gray' } as const;

/** Where a bid stands: the server says whether it is the highest; the lot's state whether it is over. */
function standingOf(bid: MarketBid): { label: string; palette: string } {
  const over = bid.auction.state !== 'open';
  if (bid.winning)
    return over ? { label: t.myBids.won, palette: 'green' } : { label: t.myBids.leading, palette: 'green' };
  return over ? { label: t.myBids.lost, palette: 'gray' } : { label: t.myBids.outbid, palette: 'red' };
}

export function BidsView({ search, setSearch }: ViewProps) {
  const bids = useQuery({ ...ownBidsOptions(search), placeholderData: keepPreviousData, refetchInterval: 15_000 });
  return (
    <PagedList
      query={bids}
      label={t.myBids.list}
      getKey={(b) => b.id}
      page={search.page ?? 1}
      onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
      empty={t.myBids.empty}
      emptyTestId="market-empty"
      gap="2"
      renderItem={(bid) => {
        const standing = standingOf(bid);
        return (
          <Card.Root size="sm" data-testid="my-bid">
            <Card.Body>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Stack gap="0">
                  <Text fontWeight="semibold">{bid.auction.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatMoney(bid.amount)} · {formatDateTime(bid.placedAt)}
                  </Text>
                </Stack>
                <HStack gap="2">
                  <Badge colorPalette={standing.palette}>{standing.label}</Badge>
                  {bid.auction.state === 'open' ? (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() =>
                        setSearch({
                          view: 'auctions',
                          page: undefined,
                          lot: bid.auction.hash,
                          q: bid.auction.title.slice(0, 100),
                        })
                      }
                    >
                      {t.myBids.show}
                    </Button>
                  ) : null}
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        );
      }}
    />
  );
}

export function FinishedView({ search, setSearch }: ViewProps) {
  const lots = useQuery({ ...finishedOptions(search), placeholderData: keepPreviousData });
  return (
    <Stack gap="4">
      <SearchBar
        label={t.finished.search}
        value={search.q ?? ''}
        onSearch={(q) => setSearch({ q: q.trim() || undefined, page: undefined }, { replace: true })}
      />
      <PagedList
        query={lots}
        label={t.finished.list}
        getKey={(l) => l.hash}
        page={search.page ?? 1}
        onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
        empty={t.finished.empty}
        emptyTestId="market-empty"
        gap="2"
        renderItem={(lot) => (
          <Card.Root size="sm" data-testid="finished-lot">
            <Card.Body>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Stack gap="0">
                  <Text fontWeight="semibold">{lot.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {lot.finalPrice !== undefined && lot.buyer
                      ? t.finished.finalPrice(lot.finalPrice, lot.buyer.name)
                      : t.finished.noBuyer}{' '}
                    · {t.auctions.seller(lot.seller.name)} · {t.finished.endedAt(formatDateTime(lot.endedAt))}
                  </Text>
                </Stack>
                <StatusBadge value={lot.result} labels={t.result} palettes={resultPalettes} />
              </HStack>
            </Card.Body>
          </Card.Root>
        )}
      />
    </Stack>
  );
}
