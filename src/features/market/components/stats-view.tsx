// The auction house in figures: key numbers, lots per category, sales per day as a bar chart
// with its figures as a sentence and a table.
import { Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/views/query-state';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { statsOptions } from '../queries';
import { marketTexts } from '../texts';
import { SvgChart } from './svg-chart';

const t = marketTexts.stats;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold">
        {value}
      </Text>
    </Box>
  );
}

export function StatsView() {
  const stats = useQuery(statsOptions());
  return (
    <QueryState query={stats}>
      {(s) => {
        const total = s.daily.reduce((n, d) => n + d.count, 0);
        const best = s.daily.reduce<(typeof s.daily)[number] | undefined>(
          (b, d) => (!b || d.count > b.count ? d : b),
          undefined,
        );
        const summary = t.dailySummary(s.daily.length, total, best ? formatDate(best.date) : '');
        return (
          <Stack gap="5">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              <Figure label={t.active} value={formatNumber(s.activeAuctions)} />
              <Figure label={t.finished} value={formatNumber(s.finishedLast7Days)} />
              <Figure label={t.volume} value={formatMoney(s.volumeLast7Days)} />
              <Figure label={t.average} value={formatMoney(s.averagePrice)} />
            </SimpleGrid>
            <Box as="section" aria-labelledby="stats-daily">
              <Heading as="h2" size="md" id="stats-daily" mb="2">
                {t.daily}
              </Heading>
              <Text mb="2">{summary}</Text>
              {s.daily.length ? (
                <SvgChart
                  kind="bars"
                  summary={summary}
                  format={formatNumber}
                  points={s.daily.map((d) => ({ label: formatDate(d.date), value: d.count }))}
                />
              ) : null}
              <Box as="details" mt="2">
                <Box as="summary" cursor="pointer">
                  {marketTexts.chart.table}
                </Box>
                <Table.Root size="sm" mt="2">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t.date}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t.count}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t.volumeCol}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {s.daily.map((d) => (
                      <Table.Row key={d.date}>
                        <Table.Cell>{formatDate(d.date)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatNumber(d.count)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatMoney(d.volume)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            </Box>
            <Box as="section" aria-labelledby="stats-categories">
              <Heading as="h2" size="md" id="stats-categories" mb="2">
                {t.categories}
              </Heading>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t.categoryCol}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t.count}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t.volumeCol}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {s.topCategories.map((c) => (
                    <Table.Row key={c.category}>
                      <Table.Cell>{marketTexts.category[c.category]}</Table.Cell>
                      <Table.Cell textAlign="end">{formatNumber(c.count)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(c.volume)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </Stack>
        );
      }}
    </QueryState>
  );
}
