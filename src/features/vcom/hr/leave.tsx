// ?view=hr&hrTab=leave: the member's own leave requests [Urlaubsanträge] with a form to request
// leave (first and last day, a reason), and for approveLeave the organisation's open requests
// to approve or reject with a reason. The server refuses an end before the start and an overlap
// with approved leave (422 under the field); the form keeps what was typed, in a draft across a
// reload too, until the request is sent.
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useCancelVcomLeaveRequest,
  getListVcomLeaveRequestsQueryKey,
  getListVcomLeaveRequestsQueryOptions,
  useAddVcomLeaveRequest,
  useApproveVcomLeaveRequest,
  useRejectVcomLeaveRequest,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomLeaveRequest } from '../../../api/generated/model/vcomLeaveRequest';
import type { VcomLeaveRequestInput } from '../../../api/generated/model/vcomLeaveRequestInput';
import { AddVcomLeaveRequestBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/format';
import { Failure, Section } from '../components/section';
import { hrTexts } from './texts';

const t = hrTexts.leave;
const LEAVE_EMPTY = { from: '', to: '', reason: '' };
const leaveDraft = defineDraft('draft.vcom.hr.leave', LEAVE_EMPTY);
const leaveChanged = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: getListVcomLeaveRequestsQueryKey().slice(0, 1) });

function LeaveItem({ leave, name }: { leave: VcomLeaveRequest; name?: boolean }) {
  return (
    <Stack gap="0">
      <HStack gap="3" wrap="wrap">
        {name ? <Text fontWeight="semibold">{leave.staff.name.replace('_', ' ')}</Text> : null}
        <Text>{t.range(formatDate(leave.from), formatDate(leave.to))}</Text>
        <StatusBadge value={leave.status} labels={t.states} />
      </HStack>
      {leave.reason ? <Text color="fg.muted">{leave.reason}</Text> : null}
      {leave.decisionNote ? <Text>{t.decision(leave.decisionNote)}</Text> : null}
    </Stack>
  );
}

function OwnLeave() {
  const client = useQueryClient();
  const list = useQuery(getListVcomLeaveRequestsQueryOptions({ mine: true, limit: 50 }));
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<VcomLeaveRequest | null>(null);
  const cancel = useCancelVcomLeaveRequest({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.cancelled, type: 'success' });
        setCancelling(null);
        void leaveChanged(client);
      },
      onError: (error) => {
        setCancelling(null);
        setFailure(describeError(error));
      },
    },
  });
  // Today as YYYY-MM-DD, taken when the list came (render stays pure).
  const today = new Date(list.dataUpdatedAt || 0).toISOString().slice(0, 10);
  const form = useContractForm({
    schema: AddVcomLeaveRequestBody,
    initial: LEAVE_EMPTY,
    draft: leaveDraft,
    toBody: (v): VcomLeaveRequestInput => ({
      from: v.from,
      to: v.to,
      ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
    }),
    rules: (v) => ({ to: v.from && v.to && v.to < v.from ? t.endBeforeStart : undefined }),
  });
  const add = useAddVcomLeaveRequest({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.requested, type: 'success' });
        form.reset();
        void leaveChanged(client);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    add.mutate({ data });
  });
  return (
    <Section id="vcom-leave-mine" title={t.mine}>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.mineEmpty}>
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" mt="2" aria-label={t.mine}>
            {data.items.map((l) => (
              <li key={l.id}>
                <LeaveItem leave={l} />
                {(l.status === 'requested' || l.status === 'approved') && l.from > today ? (
                  <Button
                    mt="1"
                    size="sm"
                    variant="outline"
                    aria-label={t.cancelOf(formatDate(l.from))}
                    onClick={() => setCancelling(l)}
                  >
                    {t.cancel}
                  </Button>
                ) : null}
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={cancelling !== null}
        title={t.cancelTitle}
        body={t.cancelBody}
        confirmLabel={t.cancel}
        cancelLabel={t.keep}
        busy={cancel.isPending}
        onConfirm={() => {
          if (cancelling) cancel.mutate({ id: cancelling.id });
        }}
        onClose={() => setCancelling(null)}
      />
      <FormStack gap="3" mt="4" onSubmit={submit} aria-label={t.form}>
        <HStack gap="3" wrap="wrap" align="start">
          <FormField label={t.from} message={form.message('from')} maxW="14rem" required>
            <Input type="date" {...form.input('from')} />
          </FormField>
          <FormField label={t.to} message={form.message('to')} maxW="14rem" required>
            <Input type="date" {...form.input('to')} />
          </FormField>
        </HStack>
        <FormField label={t.reason} message={form.message('reason')}>
          <Input {...form.input('reason')} />
        </FormField>
        <Failure text={failure} />
        <HStack>
          <Button type="submit" loading={add.isPending}>
            {t.submit}
          </Button>
        </HStack>
      </FormStack>
    </Section>
  );
}

function TeamLeave() {
  const client = useQueryClient();
  const list = useQuery(getListVcomLeaveRequestsQueryOptions({ status: 'requested', limit: 50 }));
  const [asking, setAsking] = useState<{ leave: VcomLeaveRequest; approve: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const decided = (title: string) => ({
    onSuccess: () => {
      notifier.create({ title, type: 'success' });
      setAsking(null);
      void leaveChanged(client);
    },
    onError: (error: unknown) => {
      setAsking(null);
      setFailure(describeError(error));
    },
  });
  const approve = useApproveVcomLeaveRequest({ mutation: decided(t.approved) });
  const reject = useRejectVcomLeaveRequest({ mutation: decided(t.rejected) });
  return (
    <Section id="vcom-leave-team" title={t.team}>
      <Failure text={failure} />
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.teamEmpty}>
        {(data) => (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" mt="2" aria-label={t.team}>
            {data.items.map((l) => (
              <li key={l.id}>
                <LeaveItem leave={l} name />
                <HStack gap="2" mt="1">
                  <Button
                    size="sm"
                    aria-label={t.approveOf(l.staff.name)}
                    onClick={() => {
                      setFailure(null);
                      setAsking({ leave: l, approve: true });
                    }}
                  >
                    {t.approve}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t.rejectOf(l.staff.name)}
                    onClick={() => {
                      setFailure(null);
                      setAsking({ leave: l, approve: false });
                    }}
                  >
                    {t.reject}
                  </Button>
                </HStack>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={asking?.approve === true}
        title={t.approveTitle}
        confirmLabel={t.approve}
        cancelLabel={hrTexts.cancel}
        busy={approve.isPending}
        reason={{ label: t.note, maxLength: 1000 }}
        draftName={asking ? `draft.vcom.leave.${asking.leave.id}.approve` : undefined}
        onConfirm={(note) => asking && approve.mutateAsync({ id: asking.leave.id, data: note ? { note } : {} })}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking?.approve === false}
        title={t.rejectTitle}
        confirmLabel={t.reject}
        cancelLabel={hrTexts.cancel}
        busy={reject.isPending}
        reason={{ label: t.rejectReason, required: true, maxLength: 1000 }}
        draftName={asking ? `draft.vcom.leave.${asking.leave.id}.reject` : undefined}
        onConfirm={(reason) => asking && reject.mutateAsync({ id: asking.leave.id, data: { reason: reason ?? '' } })}
        onClose={() => setAsking(null)}
      />
    </Section>
  );
}

export function LeaveTab({ approve }: { approve: boolean }) {
  return (
    <Stack gap="4">
      <OwnLeave />
      {approve ? <TeamLeave /> : null}
    </Stack>
  );
}
