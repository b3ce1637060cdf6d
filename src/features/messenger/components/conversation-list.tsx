// The conversations of a SIM, newest activity first: title, last message, time and the unread
// count; the search (?q=) filters by title, last message and description, ignoring case and
// accents. The opened one is marked (aria-current).
import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { BellOff, Users } from 'lucide-react';
import type { MessengerConversation } from '../../../api/generated/model/messengerConversation';
import { QueryState, type QueryLike } from '../../../components/views/query-state';
import { relativeTime } from '../../../lib/format';
import { matchesAll } from '../../../lib/text-search';
import type { MessengerConversationPage } from '../../../api/generated/model/messengerConversationPage';
import { messengerTexts } from '../texts';

const t = messengerTexts.list;

export const matchesConversation = (c: MessengerConversation, q: string) =>
  matchesAll([c.title, c.lastMessagePreview ?? '', c.description ?? ''].join(' '), q);

interface ConversationListProps {
  query: QueryLike<MessengerConversationPage>;
  search: string;
  opened: number | undefined;
  onOpen: (id: number) => void;
}

function ListSkeleton() {
  return (
    <Stack gap="2" aria-busy="true" data-testid="conversations-pending">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} h="16" borderRadius="md" />
      ))}
    </Stack>
  );
}

export function ConversationList({ query, search, opened, onOpen }: ConversationListProps) {
  if (query.isPending) return <ListSkeleton />;
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0} empty={t.empty} emptyTestId="conversations-empty">
      {(data) => {
        const shown = search ? data.items.filter((c) => matchesConversation(c, search)) : data.items;
        if (shown.length === 0) return <Text color="fg.muted">{t.noMatch}</Text>;
        return (
          <Stack as="ul" gap="1" listStyleType="none" aria-label={t.label} data-testid="conversation-list">
            {shown.map((c) => (
              <Box as="li" key={c.id}>
                <Button
                  variant={opened === c.id ? 'subtle' : 'ghost'}
                  aria-current={opened === c.id ? 'true' : undefined}
                  w="full"
                  h="auto"
                  py="2"
                  px="3"
                  justifyContent="flex-start"
                  textAlign="start"
                  onClick={() => onOpen(c.id)}
                  data-testid="conversation"
                >
                  <Stack gap="0" minW="0" flex="1">
                    <HStack justify="space-between" gap="2">
                      <HStack gap="1" minW="0">
                        {c.kind === 'group' ? <Users aria-label={t.group(c.memberCount)} /> : null}
                        <Text fontWeight={c.unreadCount > 0 ? 'bold' : 'medium'} truncate>
                          {c.title}
                        </Text>
                        {c.muted ? <BellOff aria-label={t.muted} /> : null}
                      </HStack>
                      {c.lastMessageAt ? (
                        <Text as="span" fontSize="xs" color="fg.muted" flexShrink="0">
                          {relativeTime(c.lastMessageAt)}
                        </Text>
                      ) : null}
                    </HStack>
                    <HStack justify="space-between" gap="2">
                      <Text fontSize="sm" color="fg.muted" truncate fontWeight="normal">
                        {c.lastMessagePreview ?? t.noMessages}
                      </Text>
                      {c.unreadCount > 0 ? (
                        <Badge
                          colorPalette="red"
                          variant="solid"
                          flexShrink="0"
                          aria-label={t.unread(c.unreadCount)}
                          data-testid="conversation-unread"
                        >
                          {c.unreadCount}
                        </Badge>
                      ) : null}
                    </HStack>
                  </Stack>
                </Button>
              </Box>
            ))}
          </Stack>
        );
      }}
    </QueryState>
  );
}
