// Author, relative time ("vor 5 Minuten", the full date as tooltip) and the kind of entry.
import { Badge, HStack, Text } from '@chakra-ui/react';
import type { DashboardPost } from '../../../api/generated/model/dashboardPost';
import { formatDateTime, relativeTime } from '../../../lib/relative-time';
import { dashboardTexts as t } from '../texts';

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
        <Badge colorPalette={kind === 'announcement' ? 'brand' : 'gray'} variant="subtle">
          {t.kind[kind]}
        </Badge>
      ) : null}
    </HStack>
  );
}
