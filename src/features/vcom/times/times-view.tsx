// ?view=times: the clock (in and out), the user's own shifts of the week (?week=) with the
// week's total as the server sums it, and for manageWorkingTimes the organisation's overview
// with a member's shifts (?staff=) to correct or delete. Loaded on demand by the vcom page.
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  getGetVcomDutyStateQueryOptions,
  getListVcomMyWorkingTimesQueryOptions,
  getListVcomTeamWorkingTimesQueryOptions,
  getListVcomUserWorkingTimesQueryOptions,
  useDeleteVcomWorkingTime,
  useEditVcomWorkingTime,
  useStartVcomDuty,
  useStopVcomDuty,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomWorkingTime } from '../../../api/generated/model/vcomWorkingTime';
import type { VcomWorkingTimeUpdateInput } from '../../../api/generated/model/vcomWorkingTimeUpdateInput';
import { EditVcomWorkingTimeBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import { Failure, Section } from '../components/section';
import { WeekNav } from '../components/week-nav';
import { minutes, timesTexts as t } from './texts';
import { fromLocalInput, mondayOf, sundayOf, toLocalInput } from './week';

const time = (iso: string) => formatDateTime(iso).split(', ').pop() ?? formatDateTime(iso);

/** Everything a clock or a correction changes: the state, the own, the member's and the team's lists. */
function timesChanged(client: QueryClient) {
  // Every working-time query lives under /api/vcom/…/workingtimes (the duty state too).
  return client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes('/workingtimes') });
}

function DutyClock({ team }: { team: TeamKey }) {
  const client = useQueryClient();
  const state = useQuery(getGetVcomDutyStateQueryOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (error: unknown) => setFailure(describeError(error));
  const start = useStartVcomDuty({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.duty.clockedIn, type: 'success' });
        void timesChanged(client);
      },
      onError,
    },
  });
  const stop = useStopVcomDuty({
    mutation: {
      onSuccess: (shift) => {
        notifier.create({ title: t.duty.clockedOut(shift.minutes), type: 'success' });
        void timesChanged(client);
      },
      onError,
    },
  });
  return (
    <Section id="vcom-duty" title={t.duty.heading}>
      <QueryState query={state}>
        {(s) => (
          <Stack gap="2" mt="2">
            <Text fontWeight="semibold">{s.onDuty && s.since ? t.duty.on(formatDateTime(s.since)) : t.duty.off}</Text>
            <HStack gap="4" wrap="wrap">
              <Text>{t.duty.today(s.todayMinutes)}</Text>
              <Text>{t.duty.week(s.weekMinutes)}</Text>
            </HStack>
            <Failure text={failure} />
            <Box>
              {s.onDuty ? (
                <Button
                  colorPalette="red"
                  loading={stop.isPending}
                  onClick={() => {
                    setFailure(null);
                    stop.mutate({ data: {} });
                  }}
                >
                  {t.duty.clockOut}
                </Button>
              ) : (
                <Button
                  loading={start.isPending}
                  onClick={() => {
                    setFailure(null);
                    start.mutate({ data: { team } });
                  }}
                >
                  {t.duty.clockIn}
                </Button>
              )}
            </Box>
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

function shiftColumns(actions?: (s: VcomWorkingTime) => ReactNode): Array<Column<VcomWorkingTime>> {
  const columns: Array<Column<VcomWorkingTime>> = [
    { key: 'day', header: t.columns.day, cell: (s) => formatDate(s.startedAt) },
    { key: 'start', header: t.columns.start, cell: (s) => time(s.startedAt) },
    { key: 'end', header: t.columns.end, cell: (s) => (s.endedAt ? time(s.endedAt) : t.running) },
    {
      key: 'duration',
      header: t.columns.duration,
      align: 'end',
      cell: (s) => (s.endedAt ? `${minutes(s.minutes)}${s.corrected ? ` ${t.corrected}` : ''}` : t.running),
    },
    { key: 'note', header: t.columns.note, cell: (s) => s.note ?? '' },
  ];
  if (actions) columns.push({ key: 'actions', header: t.columns.actions, cell: actions });
  return columns;
}

function MyShifts({ week }: { week: string }) {
  const list = useQuery(getListVcomMyWorkingTimesQueryOptions({ from: week, to: sundayOf(week), limit: 100 }));
  return (
    <Section id="vcom-my-shifts" title={t.mine.heading} plain>
      <QueryState query={list}>
        {(data) => (
          <Stack gap="2" mt="2">
            <Text fontWeight="semibold" data-testid="vcom-week-total">
              {t.mine.total(data.totalMinutes ?? 0)}
            </Text>
            {data.items.length === 0 ? (
              <Text color="fg.muted">{t.mine.empty}</Text>
            ) : (
              <DataTable columns={shiftColumns()} rows={data.items} getKey={(s) => s.id} caption={t.mine.caption} />
            )}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

function CorrectForm({ shift, onDone }: { shift: VcomWorkingTime; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = {
    startedAt: toLocalInput(shift.startedAt),
    endedAt: shift.endedAt ? toLocalInput(shift.endedAt) : '',
    note: shift.note ?? '',
  };
  // A correction keeps what was typed per shift until it is saved or cancelled.
  const draft = useServerDraft(`draft.vcom.shiftCorrect.${shift.id}`, initial);
  const form = useContractForm({
    schema: EditVcomWorkingTimeBody,
    initial,
    draft,
    toBody: (v): VcomWorkingTimeUpdateInput => ({
      startedAt: fromLocalInput(v.startedAt),
      ...(v.endedAt ? { endedAt: fromLocalInput(v.endedAt) } : {}),
      ...(v.note.trim() ? { note: v.note.trim() } : {}),
    }),
  });
  const edit = useEditVcomWorkingTime({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.member.saved, type: 'success' });
        form.reset();
        void timesChanged(client);
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    edit.mutate({ id: shift.id, data });
  });
  return (
    <Section id="vcom-shift-edit" title={t.member.editOf(formatDate(shift.startedAt))} level="h4">
      <FormStack gap="3" mt="2" onSubmit={submit}>
        <FormField label={t.member.start} message={form.message('startedAt')} required>
          <Input type="datetime-local" {...form.input('startedAt')} />
        </FormField>
        <FormField label={t.member.end} message={form.message('endedAt')} required>
          <Input type="datetime-local" {...form.input('endedAt')} />
        </FormField>
        <FormField label={t.member.note} message={form.message('note')}>
          <Input {...form.input('note')} />
        </FormField>
        <Failure text={failure} />
        <HStack gap="2">
          <Button type="submit" loading={edit.isPending}>
            {t.member.save}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              form.reset();
              onDone();
            }}
          >
            {t.member.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Section>
  );
}

function MemberShifts({
  staffId,
  week,
  manage,
  onBack,
}: {
  staffId: number;
  week: string;
  manage: boolean;
  onBack: () => void;
}) {
  const client = useQueryClient();
  const list = useQuery(
    getListVcomUserWorkingTimesQueryOptions(staffId, { from: week, to: sundayOf(week), limit: 100 }),
  );
  const [editing, setEditing] = useState<VcomWorkingTime | null>(null);
  const [removing, setRemoving] = useState<VcomWorkingTime | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteVcomWorkingTime({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.member.removed, type: 'success' });
        setRemoving(null);
        void timesChanged(client);
      },
      onError: (error) => {
        setRemoving(null);
        setFailure(describeError(error));
      },
    },
  });
  const name = list.data?.items[0]?.staff.name ?? '';
  return (
    <Stack gap="3">
      <Box>
        <Button variant="ghost" onClick={onBack}>
          {t.member.back}
        </Button>
      </Box>
      <Heading as="h3" size="md">
        {t.member.heading(name)}
      </Heading>
      <Failure text={failure} />
      {editing ? <CorrectForm key={editing.id} shift={editing} onDone={() => setEditing(null)} /> : null}
      <QueryState query={list}>
        {(data) => (
          <Stack gap="2">
            <Text fontWeight="semibold">{t.mine.total(data.totalMinutes ?? 0)}</Text>
            {data.items.length === 0 ? (
              <Text color="fg.muted">{t.mine.empty}</Text>
            ) : (
              <DataTable
                columns={shiftColumns(
                  manage
                    ? (s) => (
                        <HStack gap="1">
                          <Button size="xs" variant="outline" onClick={() => setEditing(s)}>
                            {t.member.edit}
                          </Button>
                          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving(s)}>
                            {t.member.remove}
                          </Button>
                        </HStack>
                      )
                    : undefined,
                )}
                rows={data.items}
                getKey={(s) => s.id}
                caption={t.member.heading(name)}
              />
            )}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        title={t.member.removeTitle}
        body={t.member.removeBody}
        confirmLabel={t.member.remove}
        cancelLabel={t.member.cancel}
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate({ id: removing.id });
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

function Overview({ team, week, onOpen }: { team: TeamKey; week: string; onOpen: (staffId: number) => void }) {
  const list = useQuery(getListVcomTeamWorkingTimesQueryOptions(team, { from: week, to: sundayOf(week), limit: 100 }));
  return (
    <Section id="vcom-team-times" title={t.overview.heading} plain>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.overview.empty}>
        {(data) => (
          <Stack gap="2" mt="2">
            <Text fontWeight="semibold">{t.overview.total(data.totalMinutes)}</Text>
            <DataTable
              caption={t.overview.caption}
              rows={data.items}
              getKey={(r) => r.staff.staffId}
              columns={[
                {
                  key: 'name',
                  header: t.overview.name,
                  cell: (r) => (
                    <Button
                      size="sm"
                      variant="plain"
                      textDecoration="underline"
                      aria-label={t.overview.open(r.staff.name)}
                      onClick={() => onOpen(r.staff.staffId)}
                    >
                      {r.staff.name.replace('_', ' ')}
                    </Button>
                  ),
                },
                { key: 'shifts', header: t.overview.shifts, align: 'end', cell: (r) => String(r.shifts) },
                { key: 'minutes', header: t.overview.minutes, align: 'end', cell: (r) => minutes(r.minutes) },
              ]}
            />
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

export interface TimesViewProps {
  team: TeamKey;
  week: string | undefined;
  staff: number | undefined;
  overview: boolean;
  manage: boolean;
  onChange: (patch: { week?: string; staff?: number }) => void;
}

export default function TimesView({ team, week, staff, overview, manage, onChange }: TimesViewProps) {
  const shown = week ?? mondayOf();
  return (
    <Stack gap="5">
      <Heading as="h2" size="xl">
        {t.heading}
      </Heading>
      <DutyClock team={team} />
      <WeekNav week={shown} onWeek={(next) => onChange({ week: next })} />
      {overview && staff ? (
        <MemberShifts staffId={staff} week={shown} manage={manage} onBack={() => onChange({ staff: undefined })} />
      ) : (
        <>
          <MyShifts week={shown} />
          {overview ? <Overview team={team} week={shown} onOpen={(id) => onChange({ staff: id })} /> : null}
        </>
      )}
    </Stack>
  );
}
