// Feed statistics for users with the ACP right dashboard.statistics (last 30 days).
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useGetDashboardStatistics } from '../../../api/generated/endpoints/dashboard/dashboard';
import { QueryState } from '../../../components/views/query-state';
import { formatNumber } from '../../../lib/format';
import { dashboardTexts as t } from '../texts';

export function AdminStatistics() {
  const query = useGetDashboardStatistics();
  return (
    <Box as="section" aria-labelledby="stats-heading" borderWidth="1px" borderRadius="lg" p="4" data-testid="stats">
      <Heading as="h2" size="lg" id="stats-heading" mb="1">
        {t.stats.heading}
      </Heading>
      <QueryState query={query}>
        {(data) => (
          <>
            <Text color="fg.muted" mb="3" fontSize="sm">
              {t.stats.period(data.from, data.to)}
            </Text>
            <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
              {Object.entries(data.totals).map(([key, value]) => (
                <Box key={key}>
                  <Text as="dt" color="fg.muted" fontSize="sm">
                    {t.stats.totals[key] ?? key}
                  </Text>
                  <Text as="dd" fontSize="xl" fontWeight="semibold">
                    {formatNumber(value)}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </>
        )}
      </QueryState>
    </Box>
  );
}
