// The balance of the last 30 days as a small line (an SVG with its label) and, beside it, the
// figures as text: before, now, lowest and highest; the line adds nothing a screen reader misses.
import { Box, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../lib/format';
import { balanceSeries, sparkPath } from '../balance-series';
import { recentOptions } from '../queries';
import { bankTexts as t } from '../texts';

const W = 120;
const H = 32;
const DAY = 86_400_000;

export function Sparkline({ accountId, balance, label }: { accountId: number; balance: number; label: string }) {
  const recent = useQuery(recentOptions(accountId));
  if (!recent.data) return <Box h="3.25rem" aria-hidden />;
  // The window ends when the bookings were fetched (render stays pure).
  const now = recent.dataUpdatedAt;
  const points = balanceSeries(recent.data.items, balance, now - 30 * DAY, now);
  const values = points.map((p) => p.balance);
  const summary =
    points.length > 2
      ? t.spark.summary(
          formatMoney(values[0] ?? 0),
          formatMoney(balance),
          formatMoney(Math.min(...values)),
          formatMoney(Math.max(...values)),
        )
      : t.spark.none;
  return (
    <Box as="figure" display="flex" alignItems="center" gap="3" minH="3.25rem" data-testid="sparkline">
      <svg width={W} height={H} viewBox={`-1 -1 ${W + 2} ${H + 2}`} role="img" aria-label={t.spark.label(label)}>
        <path d={sparkPath(points, W, H)} fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <Text as="figcaption" fontSize="xs" color="fg.muted">
        {summary}
      </Text>
    </Box>
  );
}
