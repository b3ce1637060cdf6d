// One conversation: its messages (newest at the bottom, older ones loading on scrolling up),
// virtualised so thousands scroll smoothly, the own messages on their way (outbox: shown at
// once, "failed" with retry), and the composer with a draft per conversation.
//
// New messages arrive by polling with the contract's `after` cursor (CursorInfo.newer) every
// POLL_MS while the chat is open and the tab visible. The contract also describes socket events
// (socket.yaml, chat.message), but the app has no socket client yet and the mock service worker
// cannot serve one; the `after` cursor is the contract's own fallback for a live list.
import { Badge, Box, Button, Flex, HStack, Heading, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowLeft, Bell, BellOff, Info, Trash2 } from 'lucide-react';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  deleteMessengerConversation,
  deleteMessengerMessage,
  listMessengerMessages,
  markMessengerConversationRead,
  muteMessengerConversation,
  sendMessengerMessage,
  unmuteMessengerConversation,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerConversation } from '../../../api/generated/model/messengerConversation';
import type { MessengerMessage } from '../../../api/generated/model/messengerMessage';
import { notifier } from '../../../components/feedback/toaster';
import { QueryError } from '../../../components/feedback/query-error';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { firstUnreadId, oldestFirst, pollCursor, withNewest, type MessageWindows } from '../chat-data';
import { newKey, outbox, useOutbox, type OutboxEntry } from '../outbox';
import { conversationChanged, conversationOptions, listsChanged, MESSAGE_PAGE, messagesKey, POLL_MS } from '../queries';
import { messengerTexts } from '../texts';
import { Composer } from './composer';
import { SafeText } from './safe-text';

const t = messengerTexts.chat;

type Row =
  | { key: string; kind: 'message'; message: MessengerMessage; marker: boolean }
  | { key: string; kind: 'outbox'; entry: OutboxEntry };

/** Height the chat takes, loading or not (the page does not shift when it arrives). */
export const CHAT_HEIGHT = { base: '60vh', md: '65vh' } as const;

interface ChatViewProps {
  conversationId: number;
  simId: number;
  /** The conversation as the list shows it (title, unread count) until its detail is there. */
  summary?: MessengerConversation;
  infoOpen: boolean;
  onInfo: (open: boolean) => void;
  onBack: () => void;
  onRemoved: () => void;
}

export function ChatView({ conversationId, simId, summary, infoOpen, onInfo, onBack, onRemoved }: ChatViewProps) {
  const client = useQueryClient();
  const detail = useQuery(conversationOptions(conversationId));
  const conversation = detail.data?.conversation ?? summary;
  // The unread count when the chat was opened places the "new messages" marker.
  const [unreadAtOpen] = useState(summary?.unreadCount ?? 0);

  const windows = useInfiniteQuery({
    queryKey: messagesKey(conversationId),
    queryFn: ({ pageParam, signal }) =>
      listMessengerMessages(
        conversationId,
        { limit: MESSAGE_PAGE, ...(pageParam ? { before: pageParam } : {}) },
        undefined,
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.cursor.hasOlder ? last.cursor.older : undefined),
    // Polling keeps the chat fresh; refetching every window on focus would reload thousands.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const newer = pollCursor(windows.data);
  const poll = useQuery({
    queryKey: ['messenger', 'poll', conversationId, newer],
    queryFn: ({ signal }) => listMessengerMessages(conversationId, { after: newer, limit: 100 }, undefined, signal),
    enabled: newer !== undefined,
    refetchInterval: POLL_MS,
    staleTime: 0,
    gcTime: 0,
  });

  const markRead = useMutation({
    mutationFn: () => markMessengerConversationRead(conversationId),
    onSuccess: () => listsChanged(client),
  });
  const { mutate: markReadNow } = markRead;
  useEffect(() => {
    markReadNow();
  }, [conversationId, markReadNow]);

  // Polled messages go into the newest window; others' messages are read at once (the chat is open).
  useEffect(() => {
    const found = poll.data;
    if (!found || found.items.length === 0) return;
    client.setQueryData<MessageWindows>(messagesKey(conversationId), (data) =>
      withNewest(data, found.items, found.cursor.newer),
    );
    if (found.items.some((m) => !m.mine)) markReadNow();
  }, [poll.data, client, conversationId, markReadNow]);

  const pending = useOutbox(conversationId);
  const messages = useMemo(() => oldestFirst(windows.data), [windows.data]);
  const marker = useMemo(() => firstUnreadId(messages, unreadAtOpen), [messages, unreadAtOpen]);
  const rows = useMemo<Row[]>(
    () => [
      ...messages.map((message) => ({
        key: `m${message.id}`,
        kind: 'message' as const,
        message,
        marker: message.id === marker,
      })),
      ...pending.map((entry) => ({ key: entry.key, kind: 'outbox' as const, entry })),
    ],
    [messages, pending, marker],
  );

  const send = (entry: OutboxEntry) => {
    outbox.sending(conversationId, entry.key);
    sendMessengerMessage(conversationId, { kind: 'text', text: entry.text, telnumberId: simId }).then(
      (message) => {
        client.setQueryData<MessageWindows>(messagesKey(conversationId), (data) => withNewest(data, [message]));
        outbox.remove(conversationId, entry.key);
        void listsChanged(client);
      },
      (error: unknown) => outbox.failed(conversationId, entry.key, describeError(error)),
    );
  };
  const write = (text: string) => {
    const entry: OutboxEntry = { key: newKey(), text, state: 'sending', at: new Date().toISOString() };
    outbox.add(conversationId, entry);
    send(entry);
  };

  const mute = useMutation({
    mutationFn: (on: boolean) =>
      on ? muteMessengerConversation(conversationId) : unmuteMessengerConversation(conversationId),
    onSettled: () => conversationChanged(client, conversationId),
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
  });
  const [removing, setRemoving] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteMessengerConversation(conversationId),
    onSuccess: () => {
      notifier.create({ title: t.removed, type: 'success' });
      onRemoved();
    },
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => listsChanged(client),
  });
  const [deleting, setDeleting] = useState<MessengerMessage | null>(null);
  const deleteMessage = useMutation({
    mutationFn: (message: MessengerMessage) => deleteMessengerMessage(conversationId, message.id),
    onSuccess: (_, message) =>
      client.setQueryData<MessageWindows>(messagesKey(conversationId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                items: p.items.map((m) => (m.id === message.id ? { ...m, deleted: true, text: undefined } : m)),
              })),
            }
          : data,
      ),
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => listsChanged(client),
  });

  const title = conversation?.title ?? '';
  const canWrite = conversation?.myRights.write ?? true;
  const isGroup = conversation?.kind === 'group';

  return (
    <Stack gap="2" minW="0" data-testid="chat-view">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <HStack gap="2" minW="0">
          <IconButton
            aria-label={t.back}
            variant="ghost"
            size="sm"
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={onBack}
          >
            <ArrowLeft />
          </IconButton>
          <Heading as="h2" size="md" truncate data-testid="chat-title">
            {title}
          </Heading>
          {conversation?.muted ? <Badge>{messengerTexts.list.muted}</Badge> : null}
        </HStack>
        <HStack gap="1">
          {conversation ? (
            <IconButton
              aria-label={conversation.muted ? t.unmute : t.mute}
              variant="ghost"
              size="sm"
              loading={mute.isPending}
              onClick={() => mute.mutate(!conversation.muted)}
            >
              {conversation.muted ? <Bell /> : <BellOff />}
            </IconButton>
          ) : null}
          {isGroup ? (
            <Button
              size="sm"
              variant={infoOpen ? 'solid' : 'outline'}
              aria-expanded={infoOpen}
              onClick={() => onInfo(!infoOpen)}
            >
              <Info />
              {t.info}
            </Button>
          ) : null}
          <IconButton
            aria-label={t.remove}
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            onClick={() => setRemoving(true)}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      </Flex>
      {windows.isError && !windows.data ? (
        <Box h={CHAT_HEIGHT}>
          <QueryError error={windows.error} onRetry={() => void windows.refetch()} />
        </Box>
      ) : (
        <MessageLog
          rows={rows}
          label={t.log(title)}
          loading={windows.isPending}
          hasOlder={windows.hasNextPage}
          loadingOlder={windows.isFetchingNextPage}
          loadOlder={() => void windows.fetchNextPage()}
          onRetry={send}
          onDiscard={(entry) => outbox.remove(conversationId, entry.key)}
          onDelete={setDeleting}
        />
      )}
      {canWrite ? (
        <Composer conversationId={conversationId} onSend={write} />
      ) : (
        <Text color="fg.muted" data-testid="chat-read-only">
          {t.readOnly}
        </Text>
      )}
      <ConfirmDialog
        open={removing}
        title={t.removeTitle}
        body={t.removeBody}
        confirmLabel={t.remove}
        cancelLabel={messengerTexts.confirm.cancel}
        busy={remove.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() => {
          setRemoving(false);
          if (!remove.isPending) remove.mutate();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        body={t.deleteBody}
        confirmLabel={t.deleteMessage}
        cancelLabel={messengerTexts.confirm.cancel}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting && !deleteMessage.isPending) deleteMessage.mutate(deleting);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

interface MessageLogProps {
  rows: Row[];
  label: string;
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  onRetry: (entry: OutboxEntry) => void;
  onDiscard: (entry: OutboxEntry) => void;
  onDelete: (message: MessengerMessage) => void;
}

/** Distance from the bottom (px) within which the log follows new messages. */
const FOLLOW = 120;

function MessageLog({
  rows,
  label,
  loading,
  hasOlder,
  loadingOlder,
  loadOlder,
  onRetry,
  onDiscard,
  onDelete,
}: MessageLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  // The virtualizer re-renders this component on scroll itself; no memoised child depends on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 72,
    overscan: 8,
    getItemKey: (index) => rows[index]?.key ?? index,
  });

  // Keep the view where it was when older messages come in above, follow new ones below.
  const edges = useRef<{ first?: string; last?: string; count: number }>({ count: 0 });
  useLayoutEffect(() => {
    const first = rows[0]?.key;
    const last = rows[rows.length - 1]?.key;
    const before = edges.current;
    edges.current = { first, last, count: rows.length };
    if (rows.length === 0) return;
    if (before.count === 0) {
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
      return;
    }
    if (first !== before.first && last === before.last) {
      const added = rows.findIndex((r) => r.key === before.first);
      if (added > 0) virtualizer.scrollToIndex(added, { align: 'start' });
      return;
    }
    if (last !== before.last && follow.current) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [rows, virtualizer]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW;
    if (el.scrollTop < 300 && hasOlder && !loadingOlder) loadOlder();
  };

  if (loading) {
    return (
      <Stack
        h={CHAT_HEIGHT}
        justify="flex-end"
        gap="3"
        p="3"
        borderWidth="1px"
        borderRadius="md"
        aria-busy="true"
        aria-label={label}
      >
        {[60, 40, 70, 50, 65].map((w, i) => (
          <Skeleton key={i} h="12" w={`${w}%`} alignSelf={i % 2 ? 'flex-end' : 'flex-start'} borderRadius="lg" />
        ))}
      </Stack>
    );
  }
  const items = virtualizer.getVirtualItems();
  return (
    <Box
      ref={scroller}
      h={CHAT_HEIGHT}
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="log"
      aria-label={label}
      aria-live="polite"
      aria-relevant="additions"
      onScroll={onScroll}
      data-testid="chat-log"
      style={{ overflowAnchor: 'none', contain: 'strict' }}
    >
      <Box position="relative" w="full" style={{ height: virtualizer.getTotalSize() }}>
        <Box
          position="absolute"
          top="0"
          left="0"
          w="full"
          style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}
        >
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              // A plain element: the virtualizer renders this list on every scroll frame.
              <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} style={ROW_STYLE}>
                {item.index === 0 ? (
                  <Text textAlign="center" fontSize="xs" color="fg.muted" py="2">
                    {hasOlder ? t.loadingOlder : t.start}
                  </Text>
                ) : null}
                {row.kind === 'message' ? (
                  <MessageBubble message={row.message} marker={row.marker} onDelete={onDelete} />
                ) : (
                  <OutboxBubble entry={row.entry} onRetry={onRetry} onDiscard={onDiscard} />
                )}
              </div>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

/** Padding of a row of the log (Chakra's 1 and 3 steps). */
const ROW_STYLE = { padding: '0.25rem 0.75rem' } as const;

// Bubbles are memoised: a scroll frame re-renders the log, and only rows new in view should render.
const MessageBubble = memo(function MessageBubble({
  message,
  marker,
  onDelete,
}: {
  message: MessengerMessage;
  marker: boolean;
  onDelete: (m: MessengerMessage) => void;
}) {
  const sender = message.mine ? t.you : (message.sender.contactName ?? message.sender.number);
  if (message.kind === 'system') {
    return (
      <Text textAlign="center" fontSize="xs" color="fg.muted" data-testid="chat-system">
        {message.text ? <SafeText text={message.text} /> : null} · {formatDateTime(message.sentAt)}
      </Text>
    );
  }
  return (
    <>
      {marker ? (
        <Text
          textAlign="center"
          fontSize="xs"
          fontWeight="semibold"
          color="fg.info"
          py="1"
          data-testid="chat-unread-marker"
        >
          {t.newBelow}
        </Text>
      ) : null}
      <Flex justify={message.mine ? 'flex-end' : 'flex-start'}>
        <Box
          maxW="80%"
          bg={message.mine ? 'brand.muted' : 'bg.muted'}
          borderRadius="lg"
          px="3"
          py="2"
          data-testid="chat-message"
          data-mine={message.mine ? '' : undefined}
        >
          <HStack justify="space-between" gap="3" fontSize="xs" color="fg.muted">
            <Text fontWeight="semibold">{sender}</Text>
            <Text as="span">{formatDateTime(message.sentAt)}</Text>
          </HStack>
          {message.deleted ? (
            <Text fontStyle="italic" color="fg.muted">
              {t.deleted}
            </Text>
          ) : (
            <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="chat-text">
              {message.text ? (
                <SafeText text={message.text} />
              ) : message.image ? (
                t.image
              ) : message.location ? (
                t.location(message.location.label ?? `${message.location.x}, ${message.location.y}`)
              ) : null}
            </Text>
          )}
          {message.mine && !message.deleted ? (
            <Button size="2xs" variant="ghost" mt="1" onClick={() => onDelete(message)}>
              {t.deleteMessage}
            </Button>
          ) : null}
        </Box>
      </Flex>
    </>
  );
});

const OutboxBubble = memo(function OutboxBubble({
  entry,
  onRetry,
  onDiscard,
}: {
  entry: OutboxEntry;
  onRetry: (e: OutboxEntry) => void;
  onDiscard: (e: OutboxEntry) => void;
}) {
  const failed = entry.state === 'failed';
  return (
    <Flex justify="flex-end">
      <Box
        maxW="80%"
        bg="brand.muted"
        borderRadius="lg"
        px="3"
        py="2"
        borderWidth={failed ? '2px' : '0'}
        borderColor="border.error"
        opacity={failed ? 1 : 0.75}
        data-testid="chat-outbox"
        data-state={entry.state}
      >
        <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="chat-text">
          <SafeText text={entry.text} />
        </Text>
        {failed ? (
          <Stack gap="1" mt="1">
            <Text fontSize="xs" color="fg.error" role="alert">
              {t.failed}
              {entry.error ? `: ${entry.error}` : ''}
            </Text>
            <HStack gap="2">
              <Button size="xs" colorPalette="brand" onClick={() => onRetry(entry)}>
                {t.retry}
              </Button>
              <Button size="xs" variant="ghost" onClick={() => onDiscard(entry)}>
                {t.discard}
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            {t.sending}
          </Text>
        )}
      </Box>
    </Flex>
  );
});
