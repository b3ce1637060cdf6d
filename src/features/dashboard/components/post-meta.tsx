// Author, relative time ("vor 5 Minuten", the full date as tooltip) and the kind of entry.
import { HStack, Text } from '@chakra-ui/react';
import type { DashboardPost } from '../../../api/generated/model/dashboardPost';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatDateTime, relativeTime } from '../../../lib/format';
import { dashboardTexts as t } from '../texts';

const kindPalettes = { announcement: 'brand' } as const;

interface PostMetaProps {
  author: string;
  createdAt: string;
  edited?: boolean;
  kind?: DashboardPost['kind'];
}

export function PostMeta({ author, createdAt, edited, kind }: PostMetaProps) {
  return (
    <HStack gap="2" flexWrap="wrap" fontSize="sm">
      <Text fontWeight="semibold">{author}</Text>
      <Text color="fg.muted">
        <time dateTime={createdAt} title={formatDateTime(createdAt)}>
          {relativeTime(createdAt)}
        </time>
        {edited ? ` · ${t.edited}` : null}
      </Text>
      {kind && kind !== 'post' ? (
        <StatusBadge value={kind} labels={t.kind} palettes={kindPalettes} variant="subtle" />
      ) : null}
    </HStack>
  );
}
