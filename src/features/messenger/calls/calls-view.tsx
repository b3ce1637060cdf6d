// Tab "Anrufe" of the messenger: the call log of the chosen SIM, newest first, each call with
// direction, number (the contact's name when saved), time, duration and result (missed ones
// stand out); the log is cleared after a confirmation. Pages through "Weitere laden". No
// result filter: the log of a phone is short, and its URL state would cost the start bundle.
import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { PhoneIncoming, PhoneMissed, PhoneOutgoing, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  clearMessengerCalls,
  getListMessengerCallsQueryKey,
  getGetMessengerSimQueryKey,
  listMessengerCalls,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerCall } from '../../../api/generated/model/messengerCall';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime, formatDuration } from '../../../lib/format';
import { callsTexts as t } from './texts';

/** Calls per page (the contract's largest). */
const CALL_PAGE = 100;

interface CallsViewProps {
  simId: number;
  simLabel: string;
}

export function CallsView({ simId, simLabel }: CallsViewProps) {
  const client = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: [...getListMessengerCallsQueryKey(simId), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      listMessengerCalls(simId, { skip: pageParam, limit: CALL_PAGE }, undefined, signal),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.page.skip + last.items.length < last.page.total ? last.page.skip + last.items.length : undefined,
    placeholderData: keepPreviousData,
  });
  const [asking, setAsking] = useState(false);
  const clear = useMutation({
    mutationFn: () => clearMessengerCalls(simId),
    onSuccess: () => notifier.create({ title: t.cleared, type: 'success' }),
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: getListMessengerCallsQueryKey(simId) }),
        client.invalidateQueries({ queryKey: getGetMessengerSimQueryKey(simId) }),
      ]),
  });
  const data = list.data
    ? { items: list.data.pages.flatMap((p) => p.items), total: list.data.pages[0]?.page.total ?? 0 }
    : undefined;
  return (
    <Stack gap="3" maxW="48rem" as="section" aria-label={t.label}>
      <HStack justify="end" wrap="wrap" gap="2">
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={clear.isPending}
          disabled={data?.total === 0}
          onClick={() => setAsking(true)}
        >
          <Trash2 />
          {t.clear}
        </Button>
      </HStack>
      {list.isPending ? (
        <Stack gap="2" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h="12" borderRadius="md" />
          ))}
        </Stack>
      ) : (
        <QueryState
          query={{ ...list, data }}
          isEmpty={(d) => d.items.length === 0}
          empty={t.empty}
          emptyTestId="calls-empty"
        >
          {(d) => (
            <Stack gap="2">
              <Stack as="ul" gap="2" listStyleType="none" aria-label={t.label} data-testid="call-list">
                {d.items.map((call) => (
                  <CallRow key={call.id} call={call} />
                ))}
              </Stack>
              {list.hasNextPage ? (
                <HStack justify="center" gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    {t.more(d.items.length, d.total)}
                  </Text>
                  <Button
                    size="sm"
                    variant="outline"
                    loading={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    {t.loadMore}
                  </Button>
                </HStack>
              ) : null}
            </Stack>
          )}
        </QueryState>
      )}
      <ConfirmDialog
        open={asking}
        title={t.clearTitle(simLabel)}
        body={t.clearBody}
        confirmLabel={t.clear}
        cancelLabel={t.cancel}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          if (!clear.isPending) clear.mutate();
          setAsking(false);
        }}
      />
    </Stack>
  );
}

function CallRow({ call }: { call: MessengerCall }) {
  const missed = call.result === 'missed';
  const Icon = missed ? PhoneMissed : call.direction === 'incoming' ? PhoneIncoming : PhoneOutgoing;
  const direction = call.direction === 'incoming' ? t.incoming : t.outgoing;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid="call">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3" minW="0">
          <Box color={missed ? 'fg.error' : 'fg.muted'} aria-hidden="true">
            <Icon size={18} />
          </Box>
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" truncate>
              {call.contactName ?? call.number}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {direction}
              {call.contactName ? ` · ${call.number}` : ''} · {formatDateTime(call.startedAt)}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2">
          {call.durationSeconds > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t.duration(formatDuration(call.durationSeconds))}
            </Text>
          ) : null}
          <Badge colorPalette={missed ? 'red' : call.result === 'answered' ? 'green' : 'gray'}>
            {t.results[call.result]}
          </Badge>
        </HStack>
      </HStack>
    </Box>
  );
}
