// The price history of one good: a line chart with its figures as a sentence and as a table.
import { Box, Button, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { useListMarketGoodPrices } from '../../../api/generated/endpoints/market/market';
import { QueryState } from '../../../components/views/query-state';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { marketTexts } from '../texts';
import { SvgChart } from './svg-chart';

const t = marketTexts.chart;

export function PriceChart({ goodId, onClose }: { goodId: number; onClose: () => void }) {
  const history = useListMarketGoodPrices(goodId);
  return (
    <Box as="section" aria-labelledby="price-chart" borderWidth="1px" borderRadius="lg" p="4" data-testid="price-chart">
      <QueryState query={history} isEmpty={(h) => h.points.length === 0} empty={t.empty}>
        {(h) => {
          const prices = h.points.map((p) => p.price);
          const summary = t.summary(
            formatMoney(prices[0] ?? 0),
            formatMoney(prices.at(-1) ?? 0),
            formatMoney(Math.min(...prices)),
            formatMoney(Math.max(...prices)),
          );
          return (
            <>
              <HStack justify="space-between" wrap="wrap" mb="2">
                <Heading as="h2" size="lg" id="price-chart">
                  {t.heading(h.name)}
                </Heading>
                <Button size="sm" variant="outline" onClick={onClose}>
                  {t.close}
                </Button>
              </HStack>
              <Text mb="2">{summary}</Text>
              <SvgChart
                summary={summary}
                format={formatMoney}
                points={h.points.map((p) => ({ label: formatDate(p.at), value: p.price }))}
              />
              <Box as="details" mt="3">
                <Box as="summary" cursor="pointer">
                  {t.table}
                </Box>
                <Table.Root size="sm" mt="2">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t.at}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t.price}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {h.points.map((p) => (
                      <Table.Row key={p.at}>
                        <Table.Cell>{formatDateTime(p.at)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatMoney(p.price)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            </>
          );
        }}
      </QueryState>
    </Box>
  );
}
