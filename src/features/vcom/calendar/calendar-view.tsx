// ?view=calendar: the organisation's week (?week=) as one list per day (usable at 375 px: the
// days stack), booking a citizen into a free slot and cancelling a booking; with
// manageCalendar opening, moving and deleting slots. An overlap is refused by the server (409)
// and shown beside the form, which keeps what was typed (in a draft, across a reload too, until
// it is sent or cancelled). Loaded on demand by the vcom page.
import { Box, Button, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListVcomCalendarSlotsQueryOptions,
  useAssignVcomCalendarSlot,
  useCancelVcomCalendarSlotBooking,
  useCreateVcomCalendarSlot,
  useDeleteVcomCalendarSlot,
  useUpdateVcomCalendarSlot,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomCalendarSlot } from '../../../api/generated/model/vcomCalendarSlot';
import type { VcomCalendarSlotInput } from '../../../api/generated/model/vcomCalendarSlotInput';
import type { VcomCalendarSlotKind } from '../../../api/generated/model/vcomCalendarSlotKind';
import type { VcomCalendarSlotUpdateInput } from '../../../api/generated/model/vcomCalendarSlotUpdateInput';
import { CreateVcomCalendarSlotBody, UpdateVcomCalendarSlotBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { oneOf } from '../../../components/views/search-values';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { formatDate } from '../../../lib/format';
import { CitizenPicker } from '../cases/citizen-picker';
import { Failure, Section } from '../components/section';
import { WeekNav } from '../components/week-nav';
import { dayOf, fromLocalInput, mondayOf, sundayOf, toLocalInput } from '../times/week';
import { clock, MySlots, SlotDetail, slotsChanged } from './slot-parts';
import { calendarTexts as t } from './texts';

const WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
const KINDS = Object.keys(t.kinds) as VcomCalendarSlotKind[];

const CREATE_EMPTY = { title: '', kind: 'appointment', startsAt: '', endsAt: '', location: '' };
const createDraft = defineDraft('draft.vcom.calendar.slot', CREATE_EMPTY);

function CreateForm({ team, onDone }: { team: TeamKey; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: CreateVcomCalendarSlotBody,
    initial: CREATE_EMPTY,
    draft: createDraft,
    toBody: (v): VcomCalendarSlotInput => ({
      team,
      title: v.title.trim(),
      kind: v.kind as VcomCalendarSlotKind,
      startsAt: fromLocalInput(v.startsAt),
      endsAt: fromLocalInput(v.endsAt),
      ...(v.location.trim() ? { location: v.location.trim() } : {}),
    }),
    rules: (v) => ({
      endsAt:
        v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt) ? t.create.endBeforeStart : undefined,
    }),
  });
  const create = useCreateVcomCalendarSlot({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.create.created, type: 'success' });
        form.reset();
        void slotsChanged(client);
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    create.mutate({ data });
  });
  return (
    <Section id="vcom-slot-create" title={t.create.heading}>
      <FormStack gap="3" mt="3" onSubmit={submit}>
        <FormField label={t.create.title} message={form.message('title')} required>
          <Input {...form.input('title')} />
        </FormField>
        <FormField label={t.create.kind} message={form.message('kind')}>
          <NativeSelect.Root>
            <NativeSelect.Field value={form.values.kind} onChange={(e) => form.set('kind', e.target.value)}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t.kinds[k]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t.create.startsAt} message={form.message('startsAt')} required>
          <Input type="datetime-local" {...form.input('startsAt')} />
        </FormField>
        <FormField label={t.create.endsAt} message={form.message('endsAt')} required>
          <Input type="datetime-local" {...form.input('endsAt')} />
        </FormField>
        <FormField label={t.create.location} message={form.message('location')}>
          <Input {...form.input('location')} />
        </FormField>
        <Failure text={failure} />
        <HStack gap="2" wrap="wrap">
          <Button type="submit" loading={create.isPending}>
            {t.create.submit}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              form.reset();
              onDone();
            }}
          >
            {t.keep}
          </Button>
        </HStack>
      </FormStack>
    </Section>
  );
}

function MoveForm({ slot, onDone }: { slot: VcomCalendarSlot; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = { startsAt: toLocalInput(slot.startsAt), endsAt: toLocalInput(slot.endsAt) };
  const draft = useServerDraft(`draft.vcom.calendar.move.${slot.id}`, initial);
  const form = useContractForm({
    schema: UpdateVcomCalendarSlotBody,
    initial,
    draft,
    toBody: (v): VcomCalendarSlotUpdateInput => ({
      startsAt: fromLocalInput(v.startsAt),
      endsAt: fromLocalInput(v.endsAt),
    }),
  });
  const move = useUpdateVcomCalendarSlot({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.moved, type: 'success' });
        form.reset();
        void slotsChanged(client);
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    move.mutate({ slotId: slot.id, data });
  });
  return (
    <FormStack gap="2" mt="2" onSubmit={submit} aria-label={t.moveOf(slot.title)}>
      <FormField label={t.create.startsAt} message={form.message('startsAt')} required>
        <Input type="datetime-local" {...form.input('startsAt')} />
      </FormField>
      <FormField label={t.create.endsAt} message={form.message('endsAt')} required>
        <Input type="datetime-local" {...form.input('endsAt')} />
      </FormField>
      <Failure text={failure} />
      <HStack gap="2" wrap="wrap">
        <Button type="submit" size="sm" loading={move.isPending}>
          {t.save}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            form.reset();
            onDone();
          }}
        >
          {t.keep}
        </Button>
      </HStack>
    </FormStack>
  );
}

function SlotCard({ slot, manage, onOpen }: { slot: VcomCalendarSlot; manage: boolean; onOpen: () => void }) {
  const client = useQueryClient();
  const [mode, setMode] = useState<'book' | 'move' | null>(null);
  const [asking, setAsking] = useState<'cancel' | 'remove' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const handlers = (title: string) => ({
    onSuccess: () => {
      notifier.create({ title, type: 'success' });
      setMode(null);
      setAsking(null);
      void slotsChanged(client);
    },
    onError: (error: unknown) => {
      setAsking(null);
      setFailure(describeError(error));
    },
  });
  const book = useAssignVcomCalendarSlot({ mutation: handlers(t.booked) });
  const cancel = useCancelVcomCalendarSlotBooking({ mutation: handlers(t.cancelled) });
  const remove = useDeleteVcomCalendarSlot({ mutation: handlers(t.removed) });
  const open = slot.status === 'free' || slot.status === 'booked';
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{t.slot(slot.title, clock(slot.startsAt), clock(slot.endsAt))}</Text>
        <StatusBadge value={slot.status} labels={t.states} />
      </HStack>
      <Text color="fg.muted">
        {t.kinds[slot.kind]}
        {slot.location ? ` · ${slot.location}` : ''}
      </Text>
      {slot.citizen ? <Text>{t.bookedFor(slot.citizen.name)}</Text> : null}
      <Failure text={failure} />
      <HStack gap="2" wrap="wrap" mt="2">
        <Button size="sm" variant="ghost" aria-label={t.detailsOf(slot.title)} onClick={onOpen}>
          {t.details}
        </Button>
        {open ? (
          <>
            {slot.status === 'free' ? (
              <Button
                size="sm"
                aria-label={t.bookOf(slot.title)}
                onClick={() => setMode(mode === 'book' ? null : 'book')}
              >
                {t.book}
              </Button>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setAsking('cancel')}>
                {t.cancelBooking}
              </Button>
            )}
            {manage ? (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t.moveOf(slot.title)}
                  onClick={() => setMode(mode === 'move' ? null : 'move')}
                >
                  {t.move}
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking('remove')}>
                  {t.remove}
                </Button>
              </>
            ) : null}
          </>
        ) : null}
      </HStack>
      {mode === 'book' ? (
        <Box mt="2">
          <CitizenPicker
            label={t.bookFor}
            addLabel={t.bookPick}
            onPick={(c) => {
              setFailure(null);
              book.mutate({ slotId: slot.id, data: { citizenId: c.id } });
            }}
          />
        </Box>
      ) : null}
      {mode === 'move' ? <MoveForm slot={slot} onDone={() => setMode(null)} /> : null}
      <ConfirmDialog
        open={asking === 'cancel'}
        title={t.cancelTitle}
        body={t.cancelBody}
        confirmLabel={t.cancelBooking}
        cancelLabel={t.keep}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate({ slotId: slot.id })}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'remove'}
        title={t.removeTitle}
        body={t.removeBody}
        confirmLabel={t.remove}
        cancelLabel={t.keep}
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ slotId: slot.id })}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}

export interface CalendarViewProps {
  team: TeamKey;
  week: string | undefined;
  manage: boolean;
  onWeek: (week: string | undefined) => void;
  /** ?tab= (week or mine; a wrong one counts as absent) and ?item= (the opened slot). */
  tab?: string;
  item?: number;
  onChange?: (patch: { tab?: string; item?: number }) => void;
}

const TABS = { week: 1, mine: 1 } as const;
type CalendarTab = keyof typeof TABS;

export default function CalendarView(props: CalendarViewProps) {
  const { item, manage, onChange = () => undefined } = props;
  const tab: CalendarTab = oneOf(props.tab, TABS) ?? 'week';
  if (item) return <SlotDetail id={item} manage={manage} onBack={() => onChange({ item: undefined })} />;
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {t.heading}
      </Heading>
      <SegmentedFilter
        label={t.tabsLabel}
        options={['week', 'mine'] as const}
        labels={t.tabs}
        value={tab}
        onChange={(next) => onChange({ tab: next === 'week' ? undefined : next, item: undefined })}
      />
      {tab === 'mine' ? (
        <MySlots onOpen={(id) => onChange({ item: id })} />
      ) : (
        <WeekView {...props} onOpen={(id) => onChange({ item: id })} />
      )}
    </Stack>
  );
}

function WeekView({ team, week, manage, onWeek, onOpen }: CalendarViewProps & { onOpen: (id: number) => void }) {
  const shown = week ?? mondayOf();
  const list = useQuery(getListVcomCalendarSlotsQueryOptions({ team, from: shown, to: sundayOf(shown), limit: 100 }));
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="4">
      {manage && !creating ? (
        <HStack>
          <Button onClick={() => setCreating(true)}>{t.create.open}</Button>
        </HStack>
      ) : null}
      {creating ? <CreateForm team={team} onDone={() => setCreating(false)} /> : null}
      <WeekNav week={shown} onWeek={onWeek} />
      <QueryState query={list}>
        {(data) => (
          <Stack gap="4">
            {WEEKDAYS.map((name, i) => {
              const day = dayOf(shown, i);
              const slots = data.items.filter((s) => s.startsAt.slice(0, 10) === day);
              return (
                <Box as="section" key={day} aria-labelledby={`vcom-day-${day}`}>
                  <Heading as="h3" size="sm" id={`vcom-day-${day}`}>
                    {`${name}, ${formatDate(day)}`}
                  </Heading>
                  {slots.length === 0 ? (
                    <Text color="fg.muted">{t.dayEmpty}</Text>
                  ) : (
                    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" mt="1">
                      {slots.map((s) => (
                        <SlotCard key={s.id} slot={s} manage={manage} onOpen={() => onOpen(s.id)} />
                      ))}
                    </Stack>
                  )}
                </Box>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
