// Notifications of the own profile (likes, comments, mentions, follows), newest first, the
// unread ones marked; one button marks all read. A row opens the post or the profile.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import {
  getListMessengerSocialNotificationsQueryOptions,
  useMarkMessengerSocialNotificationsRead,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerSocialNotification } from '../../../api/generated/model/messengerSocialNotification';
import { notifier } from '../../../components/feedback/toaster';
import { PagedList } from '../../../components/views/paged-list';
import { describeError } from '../../../lib/describe-error';
import { relativeTime } from '../../../lib/format';
import { openPost, openProfile, useSocialSearch } from './common';
import { pageParams, socialChanged } from './queries';
import { socialTexts } from './texts';

const t = socialTexts.alerts;

export function Alerts() {
  const client = useQueryClient();
  const [search, setSearch] = useSocialSearch();
  const list = useQuery({
    ...getListMessengerSocialNotificationsQueryOptions(pageParams(search.page)),
    placeholderData: keepPreviousData,
  });
  const mark = useMarkMessengerSocialNotificationsRead({
    mutation: {
      onSuccess: () => notifier.create({ title: t.marked, type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => socialChanged(client),
    },
  });
  const unread = list.data?.unreadCount ?? 0;
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text color="fg.muted" data-testid="social-unread">
          {t.unread(unread)}
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={unread === 0}
          loading={mark.isPending}
          onClick={() => !mark.isPending && mark.mutate()}
        >
          <CheckCheck aria-hidden="true" />
          {t.markRead}
        </Button>
      </HStack>
      <PagedList
        query={list}
        getKey={(n) => n.id}
        renderItem={(n) => <Alert item={n} onOpen={(patch) => setSearch(patch)} />}
        label={t.label}
        page={search.page ?? 1}
        onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
        empty={t.empty}
        gap="2"
      />
    </Stack>
  );
}

function Alert({ item, onOpen }: { item: MessengerSocialNotification; onOpen: (patch: object) => void }) {
  const target = 'postId' in item ? openPost(item.postId) : openProfile(item.actor.id);
  return (
    <HStack
      borderWidth="1px"
      borderRadius="md"
      px="3"
      py="2"
      gap="2"
      justify="space-between"
      data-testid="social-alert"
      data-read={item.read}
    >
      <Box minW="0">
        <Button variant="plain" p="0" h="auto" whiteSpace="normal" textAlign="start" onClick={() => onOpen(target)}>
          <Text as="span" fontWeight="semibold">
            {item.actor.displayName}
          </Text>
          <Text as="span" fontWeight="normal">
            {' '}
            {t.kind[item.kind]}
          </Text>
        </Button>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={item.createdAt}>{relativeTime(item.createdAt)}</time>
        </Text>
      </Box>
      {item.read ? null : (
        <Badge colorPalette="brand" size="sm">
          {t.new}
        </Badge>
      )}
    </HStack>
  );
}
