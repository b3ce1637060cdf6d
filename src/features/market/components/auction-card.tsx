// One lot in a list: title, item, seller, current and minimum bid, buyout, countdown and the
// user's standing; opens to its detail (which lot is open is the URL's business).
import { Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { MarketAuction } from '../../../api/generated/model/marketAuction';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatMoney } from '../../../lib/format';
import { marketTexts } from '../texts';
import { AuctionDetail, useStanding } from './auction-detail';
import { Countdown } from './countdown';
import { isolateText } from '../../../lib/bidi';

const t = marketTexts.auctions;
const palettes = { open: 'green', sold: 'blue', expired: 'gray', cancelled: 'gray' } as const;

interface Props {
  lot: MarketAuction;
  open: boolean;
  onToggle: (open: boolean) => void;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Stack>
  );
}

export function AuctionCard({ lot, open, onToggle }: Props) {
  const id = useId();
  const standing = useStanding(lot.hash);
  return (
    <Card.Root as="article" size="sm" aria-labelledby={`${id}-t`} data-testid="lot">
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap">
          <StatusBadge value={lot.state} labels={marketTexts.state} palettes={palettes} />
          {lot.mine ? <Badge colorPalette="purple">{t.yours}</Badge> : null}
          {standing === 'leading' && lot.state === 'open' ? <Badge colorPalette="green">{t.leading}</Badge> : null}
          {standing === 'outbid' && lot.state === 'open' ? <Badge colorPalette="red">{t.outbid}</Badge> : null}
          {lot.state === 'open' ? <Countdown endsAt={lot.endsAt} fontSize="sm" /> : null}
        </HStack>
        <Heading as="h2" size="md" id={`${id}-t`}>
          {lot.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t.amount(lot.item.amount, isolateText(lot.item.name))} · {t.seller(isolateText(lot.seller.name))} ·{' '}
          {t.bids(lot.bidCount)}
        </Text>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
          <Figure label={t.currentBid} value={lot.currentBid === undefined ? t.noBid : formatMoney(lot.currentBid)} />
          <Figure label={t.minNextBid} value={formatMoney(lot.minNextBid)} />
          {lot.buyoutPrice ? <Figure label={t.buyout} value={formatMoney(lot.buyoutPrice)} /> : null}
        </SimpleGrid>
        <div>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={open}
            aria-controls={`${id}-d`}
            onClick={() => onToggle(!open)}
          >
            {open ? t.close : t.open}
          </Button>
        </div>
        <div id={`${id}-d`}>{open ? <AuctionDetail hash={lot.hash} onGone={() => onToggle(false)} /> : null}</div>
      </Card.Body>
    </Card.Root>
  );
}
