// One mail thread: subject and participants, the mails oldest first (older windows on demand),
// reply (a draft per thread, kept across a failed send and a reload), archive or back to the
// inbox, and leave [verlassen] after a confirmation. Opening an unread thread marks it read.
// Mail text is user text: rendered as text with clickable links, never as HTML.
import { Box, Button, Heading, HStack, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, ArrowLeft, Inbox, LogOut } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  getGetMessengerMailConversationQueryOptions,
  listMessengerMailMessages,
  markMessengerMailConversationRead,
  moveMessengerMailConversation,
  quitMessengerMailConversation,
  replyMessengerMail,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerMailMessage } from '../../../api/generated/model/messengerMailMessage';
import type { MessengerMailReply } from '../../../api/generated/model/messengerMailReply';
import { ReplyMessengerMailBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { QueryError } from '../../../components/feedback/query-error';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { SafeText } from '../components/safe-text';
import { MAIL_PAGE, MAIL_POLL_MS, mailChanged, mailsKey } from './queries';
import { mailTexts } from './texts';

const t = mailTexts.thread;

interface ThreadViewProps {
  threadId: number;
  onBack: () => void;
  /** The thread is no longer the viewer's (left). */
  onGone: () => void;
}

export function ThreadView({ threadId, onBack, onGone }: ThreadViewProps) {
  const client = useQueryClient();
  const detail = useQuery({ ...getGetMessengerMailConversationQueryOptions(threadId), refetchInterval: MAIL_POLL_MS });
  const windows = useInfiniteQuery({
    queryKey: mailsKey(threadId),
    queryFn: ({ pageParam, signal }) =>
      listMessengerMailMessages(
        threadId,
        { limit: MAIL_PAGE, ...(pageParam ? { before: pageParam } : {}) },
        undefined,
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.cursor.hasOlder ? last.cursor.older : undefined),
    refetchInterval: MAIL_POLL_MS,
  });
  const mails = useMemo(() => [...(windows.data?.pages ?? [])].reverse().flatMap((p) => p.items), [windows.data]);
  const [asking, setAsking] = useState(false);

  // Opening marks the thread read once (the counts on address and list follow from the server).
  const read = useMutation({
    mutationFn: () => markMessengerMailConversationRead(threadId),
    onSettled: () => mailChanged(client),
  });
  const marked = useRef(false);
  const unread = detail.data?.thread.unread === true;
  useEffect(() => {
    if (unread && !marked.current) {
      marked.current = true;
      read.mutate();
    }
  }, [unread, read]);

  const move = useMutation({
    mutationFn: (folder: 'inbox' | 'archive') => moveMessengerMailConversation(threadId, { folder }),
    onSuccess: (_, folder) =>
      notifier.create({ title: folder === 'archive' ? t.archived : t.unarchived, type: 'success' }),
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => mailChanged(client),
  });
  const quit = useMutation({
    mutationFn: () => quitMessengerMailConversation(threadId),
    onSuccess: () => {
      notifier.create({ title: t.quitDone, type: 'success' });
      onGone();
    },
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => mailChanged(client),
  });

  if (detail.isPending) {
    return (
      <Stack gap="3" aria-busy="true" borderWidth="1px" borderRadius="md" p="4">
        <Skeleton h="8" w="60%" />
        <Skeleton h="24" />
        <Skeleton h="24" />
      </Stack>
    );
  }
  if (!detail.data) return <QueryError error={detail.error} onRetry={() => void detail.refetch()} />;
  const { thread, canReply } = detail.data;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" as="article" aria-labelledby="mail-thread-subject">
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
      <HStack justify="space-between" align="start" wrap="wrap" gap="2">
        <Stack gap="0.5" minW="0">
          <Heading as="h2" size="md" id="mail-thread-subject" wordBreak="break-word" data-testid="mail-subject">
            {thread.subject}
          </Heading>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {mailTexts.list.with(thread.participants.join(', '))}
          </Text>
        </Stack>
        <HStack gap="1" wrap="wrap">
          {thread.folder === 'sent' ? null : (
            <Button
              size="xs"
              variant="outline"
              loading={move.isPending}
              onClick={() => !move.isPending && move.mutate(thread.folder === 'archive' ? 'inbox' : 'archive')}
            >
              {thread.folder === 'archive' ? <Inbox /> : <Archive />}
              {thread.folder === 'archive' ? t.unarchive : t.archive}
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            loading={quit.isPending}
            onClick={() => setAsking(true)}
          >
            <LogOut />
            {t.quit}
          </Button>
        </HStack>
      </HStack>
      {windows.isPending ? (
        <Skeleton h="24" aria-busy="true" />
      ) : windows.isError && !windows.data ? (
        <QueryError error={windows.error} onRetry={() => void windows.refetch()} />
      ) : (
        <Stack gap="3" as="ol" listStyleType="none" aria-label={t.label(thread.subject)} data-testid="mail-messages">
          {windows.hasNextPage ? (
            <Box as="li">
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
          {mails.map((mail) => (
            <MailItem key={mail.id} mail={mail} />
          ))}
        </Stack>
      )}
      {canReply ? (
        <ReplyForm threadId={threadId} />
      ) : (
        <Text color="fg.muted" data-testid="mail-no-reply">
          {t.noReply}
        </Text>
      )}
      <ConfirmDialog
        open={asking}
        title={t.quitTitle(thread.subject)}
        body={t.quitBody}
        confirmLabel={t.quit}
        cancelLabel={mailTexts.cancel}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          if (!quit.isPending) quit.mutate();
          setAsking(false);
        }}
      />
    </Stack>
  );
}

function MailItem({ mail }: { mail: MessengerMailMessage }) {
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      bg={mail.read ? undefined : 'bg.subtle'}
      data-testid="mail-message"
    >
      <HStack justify="space-between" wrap="wrap" gap="2" fontSize="sm">
        <Text wordBreak="break-all">
          <Text as="span" color="fg.muted">
            {t.from}:{' '}
          </Text>
          <Text as="span" fontWeight="semibold">
            {mail.from}
          </Text>
          {mail.read ? null : (
            <Text as="span" color="fg.info" ms="2" fontWeight="semibold">
              {t.unreadMark}
            </Text>
          )}
        </Text>
        <Text color="fg.muted">{formatDateTime(mail.sentAt)}</Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
        {t.to}: {mail.to.join(', ')}
      </Text>
      <Text mt="2" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="mail-body">
        <SafeText text={mail.body} />
      </Text>
    </Box>
  );
}

const empty = { body: '' };

function ReplyForm({ threadId }: { threadId: number }) {
  const client = useQueryClient();
  const r = mailTexts.reply;
  const draft = useMemo(() => defineDraft(`draft.messenger.mail.reply.${threadId}`, empty), [threadId]);
  const form = useContractForm({
    schema: ReplyMessengerMailBody,
    initial: empty,
    draft,
    toBody: (v): MessengerMailReply => ({ body: v.body.trim() }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: MessengerMailReply) => replyMessengerMail(threadId, body),
    onSuccess: () => {
      form.reset();
      notifier.create({ title: r.sent, type: 'success' });
    },
    // The draft keeps the text: a failed reply is never lost.
    onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    onSettled: () => mailChanged(client),
  });
  return (
    <FormStack
      aria-label={r.label}
      onSubmit={form.handleSubmit((body) => {
        if (send.isPending) return;
        setFailure(null);
        send.mutate(body);
      })}
      data-testid="mail-reply"
    >
      <FormField label={r.label} message={form.message('body')}>
        <Textarea {...form.input('body')} rows={4} autoresize maxH="60" />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={send.isPending}>
        {r.send}
      </Button>
    </FormStack>
  );
}
