// One report: reason, whom it is about, what happened, who filed it, its state and who holds
// it; in the queue (with `actions`) the admin's claim, escalate and resolve.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PlayerReport } from '../../../api/generated/model/playerReport';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatDateTime } from '../../../lib/format';
import { reportTexts as t } from '../texts';

const palettes = { open: 'blue', claimed: 'yellow', escalated: 'orange', resolved: 'green' } as const;

export function ReportCard({ report, meId, actions }: { report: PlayerReport; meId?: number; actions?: ReactNode }) {
  const holder = report.claimedBy;
  return (
    <Box as="article" data-testid="player-report" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <StatusBadge value={report.state} labels={t.states} palettes={palettes} />
          <Text fontWeight="semibold">{t.reasons[report.reason]}</Text>
          {report.reported ? <Text>{t.about(report.reported)}</Text> : null}
        </HStack>
        <Text whiteSpace="pre-wrap">{report.text}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t.by(report.reporter.name, formatDateTime(report.createdAt))}
        </Text>
        {holder && report.state !== 'open' ? (
          <Text fontSize="sm" data-testid="report-holder">
            {holder.id === meId ? t.holderMe : t.holder(holder.name)}
          </Text>
        ) : null}
        {report.escalationNote ? <Text fontSize="sm">{t.escalation(report.escalationNote)}</Text> : null}
        {report.resolution ? (
          <Text fontSize="sm" data-testid="report-resolution">
            {t.resolution(report.resolution)}
          </Text>
        ) : null}
        {actions}
      </Stack>
    </Box>
  );
}
