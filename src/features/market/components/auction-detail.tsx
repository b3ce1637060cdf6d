// An opened lot: its figures (read again every 15 s, so an outbid shows without a reload), the
// user's standing, the bid form and the buyout, or for the seller edit and withdraw; its bids.
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useBuyMarketAuction,
  useCancelMarketAuction,
  useGetMarketAuction,
  useListMarketAuctionBids,
} from '../../../api/generated/endpoints/market/market';
import { useGetPlayerControlPanel } from '../../../api/generated/endpoints/player/player';
import type { MarketAuction } from '../../../api/generated/model/marketAuction';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { lotChanged, ownBidsOptions } from '../queries';
import { marketTexts } from '../texts';
import { BidForm } from './bid-form';
import { EditLotForm } from './edit-lot-form';

const t = marketTexts;
export const REFRESH_MS = 15_000;

/**
 * The user's standing on a lot from their own bids (the server's `winning`). `live`: read again
 * with the opened lot, so an outbid shows on the next refresh without a reload.
 */
export function useStanding(hash: string, live = false): 'leading' | 'outbid' | undefined {
  const mine = useQuery({
    ...ownBidsOptions({}),
    select: (page) => page.items.filter((b) => b.auction.hash === hash),
    ...(live ? { refetchInterval: REFRESH_MS } : {}),
  });
  const bids = mine.data ?? [];
  if (bids.length === 0) return undefined;
  return bids.some((b) => b.winning) ? 'leading' : 'outbid';
}

export function AuctionDetail({ hash, onGone }: { hash: string; onGone: () => void }) {
  const lot = useGetMarketAuction(hash, { query: { refetchInterval: REFRESH_MS } });
  return <QueryState query={lot}>{(l) => <LotBody lot={l} onGone={onGone} />}</QueryState>;
}

function LotBody({ lot, onGone }: { lot: MarketAuction; onGone: () => void }) {
  const client = useQueryClient();
  const panel = useGetPlayerControlPanel();
  const standing = useStanding(lot.hash, true);
  const bids = useListMarketAuctionBids(lot.hash, { limit: 10 }, { query: { refetchInterval: REFRESH_MS } });
  const buyKey = useIdempotencyKey(`market.buyout.${lot.hash}`);
  const [confirm, setConfirm] = useState<'buyout' | 'withdraw' | null>(null);
  const open = lot.state === 'open';
  const fail = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });
  const buy = useBuyMarketAuction({
    mutation: {
      onSuccess: () => {
        buyKey.settle();
        notifier.create({ title: t.bid.bought(lot.title), type: 'success' });
      },
      onError: (error) => {
        buyKey.settle(error);
        fail(error);
      },
      onSettled: () => lotChanged(client, lot.hash),
    },
  });
  const withdraw = useCancelMarketAuction({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.own.withdrawn });
        onGone();
      },
      onError: fail,
      onSettled: () => lotChanged(client, lot.hash),
    },
  });
  return (
    <Stack gap="4" mt="3" data-testid="lot-detail">
      {lot.description ? <Text whiteSpace="pre-wrap">{lot.description}</Text> : null}
      <Text fontSize="sm" color="fg.muted">
        {t.detail.increment(lot.bidIncrement)}
      </Text>
      {standing && open ? (
        // A badge for the colour (its palette keeps the contrast), the sentence in body text.
        <HStack gap="2" role="status" wrap="wrap">
          <Badge colorPalette={standing === 'leading' ? 'green' : 'red'}>
            {standing === 'leading' ? t.auctions.leading : t.auctions.outbid}
          </Badge>
          <Text fontWeight="semibold">{standing === 'leading' ? t.detail.leading : t.detail.outbid}</Text>
        </HStack>
      ) : null}
      {open && !lot.mine ? (
        <Stack gap="3">
          <BidForm lot={lot} balance={panel.data?.bankBalance} />
          {lot.buyoutPrice ? (
            <Box>
              <Button variant="outline" loading={buy.isPending} onClick={() => setConfirm('buyout')}>
                {t.bid.buyout(lot.buyoutPrice)}
              </Button>
            </Box>
          ) : null}
        </Stack>
      ) : null}
      {lot.mine && open ? (
        lot.bidCount === 0 ? (
          <Stack gap="3">
            <EditLotForm lot={lot} />
            <Box>
              <Button
                variant="ghost"
                colorPalette="red"
                loading={withdraw.isPending}
                onClick={() => setConfirm('withdraw')}
              >
                {t.own.withdraw}
              </Button>
            </Box>
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t.own.locked}
          </Text>
        )
      ) : null}
      <Box as="section" aria-label={t.detail.bidsHeading}>
        <Heading as="h3" size="sm" mb="2">
          {t.detail.bidsHeading}
        </Heading>
        <QueryState query={bids} isEmpty={(b) => b.items.length === 0} empty={t.detail.noBids}>
          {(b) => (
            <Stack as="ol" gap="1" listStyleType="none" fontSize="sm">
              {b.items.map((bid) => (
                <HStack as="li" key={bid.id} gap="2">
                  <Text fontWeight={bid.winning ? 'semibold' : 'normal'}>
                    {t.detail.bidLine(bid.bidder.name, bid.amount, formatDateTime(bid.placedAt))}
                  </Text>
                  {bid.winning ? <Badge colorPalette="green">{t.detail.highest}</Badge> : null}
                </HStack>
              ))}
            </Stack>
          )}
        </QueryState>
      </Box>
      <ConfirmDialog
        open={confirm === 'buyout'}
        title={t.bid.confirmBuyout(lot.title, lot.buyoutPrice ?? 0)}
        body={t.bid.confirmBuyoutBody}
        confirmLabel={t.bid.buyout(lot.buyoutPrice ?? 0)}
        cancelLabel={t.cancel}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          if (!buy.isPending) buy.mutate({ hash: lot.hash, headers: { 'Idempotency-Key': buyKey.keyFor(lot.hash) } });
        }}
      />
      <ConfirmDialog
        open={confirm === 'withdraw'}
        title={t.own.confirmWithdraw(lot.title)}
        body={t.own.confirmWithdrawBody}
        confirmLabel={t.own.withdraw}
        cancelLabel={t.cancel}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          withdraw.mutate({ hash: lot.hash });
        }}
      />
    </Stack>
  );
}

export const moneyOrNone = (value: number | undefined, none: string) =>
  value === undefined ? none : formatMoney(value);
