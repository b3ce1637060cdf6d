// The calendar's own slots: one slot on its own (?view=calendar&item=<id>) with closing it as done
// or no-show after it began, and the member's upcoming slots (?tab=mine).
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetVcomCalendarSlotQueryKey,
  getGetVcomCalendarSlotQueryOptions,
  getListVcomCalendarSlotsQueryKey,
  getListVcomMyCalendarSlotsQueryKey,
  getListVcomMyCalendarSlotsQueryOptions,
  useCloseVcomCalendarSlot,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomSlotCloseInputOutcome } from '../../../api/generated/model/vcomSlotCloseInputOutcome';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import { Failure, Section } from '../components/section';
import { calendarTexts as t } from './texts';

export const clock = (iso: string) => formatDateTime(iso).split(', ').pop() ?? formatDateTime(iso);
const person = (name: string) => name.replace('_', ' ');

/** A slot changed: the week, the member's own list and the slot itself refetch. */
export function slotsChanged(client: QueryClient, id?: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getListVcomCalendarSlotsQueryKey().slice(0, 1) }),
    client.invalidateQueries({ queryKey: getListVcomMyCalendarSlotsQueryKey() }),
    ...(id ? [client.invalidateQueries({ queryKey: getGetVcomCalendarSlotQueryKey(id) })] : []),
  ]);
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <HStack as="div" gap="2" align="start" wrap="wrap">
      <Text as="dt" fontWeight="semibold" minW="8rem">
        {label}
      </Text>
      <Text as="dd" m="0">
        {children}
      </Text>
    </HStack>
  );
}

export function SlotDetail({ id, manage, onBack }: { id: number; manage: boolean; onBack: () => void }) {
  const client = useQueryClient();
  const query = useQuery(getGetVcomCalendarSlotQueryOptions(id));
  const [asking, setAsking] = useState<VcomSlotCloseInputOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = useCloseVcomCalendarSlot({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.closed, type: 'success' });
        setAsking(null);
        void slotsChanged(client, id);
      },
      onError: (error) => {
        setAsking(null);
        setFailure(describeError(error));
      },
    },
  });
  return (
    <Stack gap="4">
      <Box>
        <Button variant="ghost" onClick={onBack}>
          {t.back}
        </Button>
      </Box>
      <QueryState query={query}>
        {(slot) => {
          // The time the slot was fetched stands for "now" (render stays pure).
          const started = Date.parse(slot.startsAt) <= query.dataUpdatedAt;
          return (
            <Stack gap="3">
              <HStack gap="3" wrap="wrap">
                <Heading as="h2" size="xl">
                  {slot.title}
                </Heading>
                <StatusBadge value={slot.status} labels={t.states} />
              </HStack>
              <Stack as="dl" gap="1" m="0">
                <Row label={t.detail.kind}>{t.kinds[slot.kind]}</Row>
                <Row label={t.detail.when}>
                  {t.mine.when(formatDate(slot.startsAt), clock(slot.startsAt), clock(slot.endsAt))}
                </Row>
                <Row label={t.detail.location}>{slot.location ?? t.detail.none}</Row>
                <Row label={t.detail.owner}>{`${person(slot.owner.name)} (${slot.owner.rank})`}</Row>
                <Row label={t.detail.citizen}>{slot.citizen ? person(slot.citizen.name) : t.detail.none}</Row>
                {slot.reason ? <Row label={t.detail.reason}>{slot.reason}</Row> : null}
              </Stack>
              <Failure text={failure} />
              {manage && slot.status === 'booked' ? (
                <Section id="vcom-slot-close" title={t.closeHeading}>
                  <Text color="fg.muted" mt="1">
                    {started ? t.closeHint : t.closeNotYet}
                  </Text>
                  {started ? (
                    <HStack gap="2" wrap="wrap" mt="2">
                      <Button onClick={() => setAsking('done')}>{t.closeDone}</Button>
                      <Button variant="outline" onClick={() => setAsking('noShow')}>
                        {t.closeNoShow}
                      </Button>
                    </HStack>
                  ) : null}
                </Section>
              ) : null}
              <ConfirmDialog
                open={asking !== null}
                title={asking === 'noShow' ? t.closeNoShowTitle : t.closeDoneTitle}
                body={t.closeBody}
                confirmLabel={asking === 'noShow' ? t.closeNoShow : t.closeDone}
                cancelLabel={t.keep}
                busy={close.isPending}
                reason={{ label: t.closeNote, maxLength: 1000 }}
                draftName={`draft.vcom.calendarSlot.${slot.id}.close`}
                onConfirm={(note) => {
                  if (asking)
                    return close.mutateAsync({ slotId: slot.id, data: { outcome: asking, ...(note ? { note } : {}) } });
                }}
                onClose={() => setAsking(null)}
              />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

export function MySlots({ onOpen }: { onOpen: (id: number) => void }) {
  const list = useQuery(getListVcomMyCalendarSlotsQueryOptions({ limit: 100 }));
  return (
    <Stack gap="3">
      <Text color="fg.muted">{t.mine.intro}</Text>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.mine.empty}>
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t.tabs.mine}>
            {data.items.map((s) => (
              <li key={s.id}>
                <Button variant="outline" justifyContent="start" w="full" h="auto" py="2" onClick={() => onOpen(s.id)}>
                  <HStack gap="3" wrap="wrap">
                    <Text as="span" fontWeight="semibold">
                      {s.title}
                    </Text>
                    <Text as="span">{t.mine.when(formatDate(s.startsAt), clock(s.startsAt), clock(s.endsAt))}</Text>
                    <StatusBadge value={s.status} labels={t.states} />
                  </HStack>
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
