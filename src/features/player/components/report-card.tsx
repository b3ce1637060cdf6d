// One report: where it was filed (the one queue holds player reports and those of dashboard
// posts, pictures and social posts, with a link to the reported entry), reason, whom it is
// about, what happened, who filed it, its state and who holds it; in the queue (with `actions`)
// the admin's claim, escalate and resolve.
import { Badge, Box, HStack, Link as UiLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PlayerReport } from '../../../api/generated/model/playerReport';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatDateTime } from '../../../lib/format';
import { reportTexts as t } from '../texts';

/** The reported entry in its own area's page, found by its search param. */
function SubjectLink({ report }: { report: PlayerReport }) {
  const id = report.subjectId;
  if (id === undefined || report.source === 'player') return null;
  const link =
    report.source === 'dashboardPost' ? (
      <Link to="/dashboard" search={{ post: id }}>
        {t.openSubject}
      </Link>
    ) : report.source === 'picture' ? (
      <Link to="/pictures" search={{ picture: id }}>
        {t.openSubject}
      </Link>
    ) : (
      <Link to="/messenger" search={{ tab: 'social', post: id }}>
        {t.openSubject}
      </Link>
    );
  return (
    <UiLink asChild fontSize="sm" colorPalette="brand" data-testid="report-subject">
      {link}
    </UiLink>
  );
}

const palettes = { open: 'blue', claimed: 'yellow', escalated: 'orange', resolved: 'green' } as const;

export function ReportCard({ report, meId, actions }: { report: PlayerReport; meId?: number; actions?: ReactNode }) {
  const holder = report.claimedBy;
  return (
    <Box as="article" data-testid="player-report" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <StatusBadge value={report.state} labels={t.states} palettes={palettes} />
          <Badge variant="outline" data-testid="report-source">
            {t.sources[report.source]}
          </Badge>
          <Text fontWeight="semibold">{t.reasons[report.reason]}</Text>
          {report.reported ? <Text>{t.about(report.reported)}</Text> : null}
        </HStack>
        {report.text ? <Text whiteSpace="pre-wrap">{report.text}</Text> : null}
        <SubjectLink report={report} />
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
