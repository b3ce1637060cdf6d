// The admin panel's landing page (/acp/roles is the first entry of "Verwaltung") shows the latest
// admin-log lines, each linking to its entry in /acp/logs; only with the right to read the log.
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { getListAdminLogsQueryOptions } from '../../../api/generated/endpoints/common/common';
import { useCan } from '../../../api/permissions';
import { QueryState } from '../../../components/views/query-state';
import { formatDateTime } from '../../../lib/format';
import { authTexts } from '../texts';

const t = authTexts.recent;
export const RECENT_LINES = 5;

export function RecentAdminLog() {
  const canRead = useCan('listAdminLogs');
  return canRead ? <Recent /> : null;
}

function Recent() {
  const log = useQuery(getListAdminLogsQueryOptions({ limit: RECENT_LINES }));
  return (
    <Box as="section" aria-labelledby="recent-admin-log" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="sm" id="recent-admin-log" mb="2">
        {t.heading}
      </Heading>
      <QueryState query={log} isEmpty={(l) => l.items.length === 0} empty={t.empty}>
        {(l) => (
          <Stack as="ul" gap="1.5" listStyleType="none" data-testid="recent-admin-log">
            {l.items.map((line) => (
              <li key={line.id}>
                <Link asChild fontWeight="medium">
                  <RouterLink to="/acp/logs" search={{ entry: line.id }}>
                    {line.action}
                  </RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {[formatDateTime(line.createdAt), line.admin.name, line.targetPlayer?.name ?? '']
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      <Link asChild mt="3" colorPalette="brand" fontSize="sm">
        <RouterLink to="/acp/logs">{t.all}</RouterLink>
      </Link>
    </Box>
  );
}
