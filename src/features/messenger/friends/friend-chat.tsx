// The chat with a friend: messages oldest first (the server pages newest first; older windows
// on demand), polled while open, marked read when something unread arrives; the composer keeps
// a draft per friend (across a reload and a failed send: the text is only cleared once the
// server has it). Ending the friendship asks first. Messages are user text: never HTML.
import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, UserMinus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  listMessengerFriendChat,
  markMessengerFriendChatRead,
  removeMessengerFriend,
  sendMessengerFriendChatMessage,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerFriend } from '../../../api/generated/model/messengerFriend';
import type { MessengerFriendChatInput } from '../../../api/generated/model/messengerFriendChatInput';
import { SendMessengerFriendChatMessageBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { QueryError } from '../../../components/feedback/query-error';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { MessageField } from '../components/message-field';
import { SafeText } from '../components/safe-text';
import { presence, spoken } from './presence';
import { FRIEND_PAGE, FRIEND_POLL_MS, friendChatChanged, friendChatKey, friendsChanged } from './queries';
import { friendsTexts } from './texts';

const t = friendsTexts.chat;

interface FriendChatProps {
  friendId: number;
  /** The friend from the list (name, presence, unread); undefined while the list loads. */
  friend: MessengerFriend | undefined;
  onBack: () => void;
  onRemoved: () => void;
}

export function FriendChat({ friendId, friend, onBack, onRemoved }: FriendChatProps) {
  const client = useQueryClient();
  const windows = useInfiniteQuery({
    queryKey: friendChatKey(friendId),
    queryFn: ({ pageParam, signal }) =>
      listMessengerFriendChat(
        friendId,
        { limit: FRIEND_PAGE, ...(pageParam ? { before: pageParam } : {}) },
        undefined,
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.cursor.hasOlder ? last.cursor.older : undefined),
    refetchInterval: FRIEND_POLL_MS,
  });
  // Pages come newest first, each newest first: reverse both for reading order.
  const messages = useMemo(
    () => [...(windows.data?.pages ?? [])].reverse().flatMap((p) => [...p.items].reverse()),
    [windows.data],
  );
  const read = useMutation({
    mutationFn: () => markMessengerFriendChatRead(friendId),
    onSettled: () => friendsChanged(client),
  });
  const unread = messages.some((m) => !m.mine && !m.read);
  const newest = messages.at(-1)?.id;
  const marked = useRef<number | undefined>(undefined);
  useEffect(() => {
    // Once per newest message: what arrives while the chat is open is read at once.
    if (unread && newest !== undefined && marked.current !== newest && !read.isPending) {
      marked.current = newest;
      read.mutate();
    }
  }, [unread, newest, read]);

  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeMessengerFriend(friendId),
    onSuccess: () => {
      notifier.create({ title: t.removed, type: 'success' });
      onRemoved();
    },
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => friendsChanged(client),
  });

  const name = friend ? spoken(friend.user.name) : '';
  const bottom = useRef<HTMLLIElement>(null);
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newest]);

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="friend-chat">
      <Button
        size="xs"
        variant="ghost"
        alignSelf="start"
        display={{ base: 'inline-flex', lg: 'none' }}
        onClick={onBack}
      >
        <ArrowLeft />
        {t.back}
      </Button>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0">
          <Heading as="h2" size="md" data-testid="friend-chat-name">
            {name}
          </Heading>
          {friend ? (
            <Text fontSize="sm" color="fg.muted">
              {presence(friend)}
            </Text>
          ) : null}
        </Stack>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          loading={remove.isPending}
          onClick={() => setAsking(true)}
        >
          <UserMinus />
          {t.remove}
        </Button>
      </HStack>
      {windows.isPending ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton h="10" w="60%" />
          <Skeleton h="10" w="50%" alignSelf="end" />
        </Stack>
      ) : !windows.data ? (
        <QueryError error={windows.error} onRetry={() => void windows.refetch()} />
      ) : (
        <Box maxH="28rem" overflowY="auto" tabIndex={0} role="log" aria-label={t.log(name)}>
          <Stack as="ol" gap="2" listStyleType="none" pe="1">
            {windows.hasNextPage ? (
              <Box as="li" alignSelf="center">
                <Button
                  size="xs"
                  variant="ghost"
                  loading={windows.isFetchingNextPage}
                  onClick={() => void windows.fetchNextPage()}
                >
                  {t.older}
                </Button>
              </Box>
            ) : null}
            {messages.length === 0 ? (
              <Box as="li">
                <Text color="fg.muted">{t.empty}</Text>
              </Box>
            ) : null}
            {messages.map((m) => (
              <Box
                as="li"
                key={m.id}
                alignSelf={m.mine ? 'end' : 'start'}
                maxW="85%"
                bg={m.mine ? 'brand.subtle' : 'bg.muted'}
                borderRadius="md"
                px="3"
                py="2"
                data-testid="friend-message"
              >
                <Text whiteSpace="pre-wrap" wordBreak="break-word">
                  <SafeText text={m.text} />
                </Text>
                <Text fontSize="xs" color="fg.muted" textAlign={m.mine ? 'end' : 'start'}>
                  {m.mine ? `${t.you} · ` : ''}
                  {formatDateTime(m.sentAt)}
                  {m.mine && m.read ? ` · ${t.read}` : ''}
                </Text>
              </Box>
            ))}
            <li ref={bottom} aria-hidden="true" />
          </Stack>
        </Box>
      )}
      <FriendComposer friendId={friendId} />
      <ConfirmDialog
        open={asking}
        title={t.removeTitle(name)}
        body={t.removeBody}
        confirmLabel={t.remove}
        cancelLabel={friendsTexts.cancel}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          if (!remove.isPending) remove.mutate();
          setAsking(false);
        }}
      />
    </Stack>
  );
}

const empty = { text: '' };

function FriendComposer({ friendId }: { friendId: number }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.messenger.friends.chat.${friendId}`, empty), [friendId]);
  const form = useContractForm({
    schema: SendMessengerFriendChatMessageBody,
    initial: empty,
    draft,
    toBody: (v): MessengerFriendChatInput => ({ text: v.text.trim() }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: MessengerFriendChatInput) => sendMessengerFriendChatMessage(friendId, body),
    onSuccess: () => form.reset(),
    onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    onSettled: () => friendChatChanged(client, friendId),
  });
  const submit = form.handleSubmit((body) => {
    if (send.isPending) return;
    setFailure(null);
    send.mutate(body);
  });
  return (
    <MessageField form={form} onSubmit={submit} testId="friend-composer" busy={send.isPending} failure={failure} />
  );
}
