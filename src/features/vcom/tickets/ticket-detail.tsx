// The opened ticket (?view=tickets&item=<id>, issue 24 point 3): number, citizen, offences and
// their totals, due and paid dates; corrected while unpaid (issueTickets: offences from the
// catalogue, place, plate, note, kept in a draft), marked paid at the station (issueTickets) or
// cancelled with a reason (cancelTicket). Every change lands in the citizen's audit trail,
// shown below. Loaded when a ticket opens.
import { Box, Button, Grid, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  useCancelVcomTicket,
  useEditVcomTicket,
  useMarkVcomTicketPaid,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomTicket } from '../../../api/generated/model/vcomTicket';
import type { VcomTicketUpdateInput } from '../../../api/generated/model/vcomTicketUpdateInput';
import { EditVcomTicketBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { OffencePicker, totalsOf, useChosenCrimes } from '../components/offence-picker';
import { AuditTrail } from '../cases/audit-trail';
import { displayName } from '../cases/citizen-picker';
import { useVcomRights } from '../rights';
import { Failure } from '../components/section';
import { vcomTexts } from '../texts';
import { ticketChanged, ticketOptions } from './queries';
import { ticketTexts as t } from './texts';

const it = vcomTexts.issue;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text whiteSpace="pre-line">{children}</Text>
    </Box>
  );
}

function EditTicket({ ticket, onDone }: { ticket: VcomTicket; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = {
    crimeIds: ticket.offences.map((o) => String(o.crime.id)),
    location: ticket.location,
    plate: ticket.plate ?? '',
    note: ticket.note ?? '',
  };
  const draft = useServerDraft(`draft.vcom.ticketEdit.${ticket.id}`, initial);
  const form = useContractForm({
    schema: EditVcomTicketBody,
    initial,
    draft,
    toBody: (v): VcomTicketUpdateInput => ({
      crimeIds: v.crimeIds.map(Number),
      location: v.location.trim(),
      // An empty plate is left out: the contract's plate pattern has no empty value.
      ...(v.plate.trim() ? { plate: v.plate.trim() } : {}),
      note: v.note.trim(),
    }),
  });
  const { values } = form;
  const chosen = useChosenCrimes(values.crimeIds);
  const totals = totalsOf(chosen);
  const edit = useEditVcomTicket({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.saved, type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => ticketChanged(client, ticket.id, ticket.citizen.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    edit.mutate({ ticketId: ticket.id, data });
  });
  return (
    <Box as="section" aria-labelledby="vcom-ticket-edit" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="vcom-ticket-edit">
        {t.editHeading}
      </Heading>
      <FormStack gap="4" mt="3" onSubmit={submit}>
        <OffencePicker
          chosenIds={values.crimeIds}
          chosen={chosen}
          onAdd={(crime) => form.set('crimeIds', [...values.crimeIds, String(crime.id)])}
          onRemove={(crime) =>
            form.set(
              'crimeIds',
              values.crimeIds.filter((id) => id !== String(crime.id)),
            )
          }
          describe={(crime) => (
            <>
              {crime.code} {crime.title}: {formatMoney(crime.fine)}
            </>
          )}
          message={form.message('crimeIds')}
        >
          <Text mt="2" data-testid="vcom-edit-total">
            {it.fine}: {formatMoney(totals.fine)} · {it.points}: {totals.points}
          </Text>
        </OffencePicker>
        <FormField label={it.location} message={form.message('location')} required>
          <Input {...form.input('location')} />
        </FormField>
        <FormField label={it.plate} message={form.message('plate')}>
          <Input {...form.input('plate')} placeholder={it.platePlaceholder} />
        </FormField>
        <FormField label={it.note} message={form.message('note')}>
          <Textarea {...form.input('note')} rows={2} />
        </FormField>
        <Failure text={failure} />
        <HStack gap="2">
          <Button type="submit" loading={edit.isPending} loadingText={t.saving}>
            {t.save}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              form.reset();
              onDone();
            }}
          >
            {t.abort}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}

export default function TicketDetail({
  id,
  onBack,
  onOpenCitizen,
}: {
  id: number;
  onBack: () => void;
  onOpenCitizen: (citizenId: number) => void;
}) {
  const client = useQueryClient();
  const { scope } = useVcomRights();
  const canEdit = useCan('editVcomTicket', scope);
  const canPay = useCan('markVcomTicketPaid', scope);
  const canCancel = useCan('cancelVcomTicket', scope);
  const ticket = useQuery(ticketOptions(id));
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<'paid' | 'cancel' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const settled = (done: VcomTicket | undefined) => (done ? ticketChanged(client, id, done.citizen.id) : undefined);
  const fail = (error: unknown) => {
    setAsking(null);
    setFailure(describeError(error));
  };
  const pay = useMarkVcomTicketPaid({
    mutation: {
      onSuccess: () => {
        setAsking(null);
        notifier.create({ title: t.paid, type: 'success' });
      },
      onError: fail,
      onSettled: settled,
    },
  });
  const cancel = useCancelVcomTicket({
    mutation: {
      onSuccess: () => {
        setAsking(null);
        notifier.create({ title: t.cancelled, type: 'success' });
      },
      onError: fail,
      onSettled: settled,
    },
  });
  return (
    <Stack as="article" aria-labelledby="vcom-ticket" gap="4">
      <Box>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t.back}
        </Button>
      </Box>
      <QueryState query={ticket} pendingMinH="8rem">
        {(x) => {
          const unpaid = x.status === 'open' || x.status === 'overdue';
          const cancellable = x.status !== 'paid' && x.status !== 'cancelled';
          return (
            <Stack gap="4">
              <HStack gap="3" wrap="wrap">
                <Heading as="h2" size="xl" id="vcom-ticket">
                  {t.heading(x.ticketNumber)}
                </Heading>
                <StatusBadge value={x.status} labels={vcomTexts.ticketStatus} />
              </HStack>
              <Grid templateColumns="repeat(auto-fit, minmax(10rem, 1fr))" gap="3">
                <Fact label={t.citizen}>{displayName(x.citizen.name)}</Fact>
                <Fact label={t.issuedBy}>{displayName(x.issuedBy.name)}</Fact>
                <Fact label={t.issuedAt}>{formatDateTime(x.issuedAt)}</Fact>
                <Fact label={t.dueAt}>{formatDateTime(x.dueAt)}</Fact>
                {x.paidAt ? <Fact label={t.paidAt}>{formatDateTime(x.paidAt)}</Fact> : null}
                <Fact label={t.location}>{x.location}</Fact>
                {x.plate ? <Fact label={t.plate}>{x.plate}</Fact> : null}
                <Fact label={t.totalFine}>{formatMoney(x.totalFine)}</Fact>
                <Fact label={t.totalPoints}>{x.totalPoints}</Fact>
              </Grid>
              <Box as="section" aria-labelledby="vcom-ticket-offences">
                <Heading as="h3" size="md" id="vcom-ticket-offences" mb="1">
                  {t.offences}
                </Heading>
                <Stack as="ul" gap="1" ps="5">
                  {x.offences.map((o) => (
                    <li key={o.crime.id}>
                      {o.crime.code} {o.crime.title}: {formatMoney(o.fine)}, {o.points} {it.points}
                    </li>
                  ))}
                </Stack>
              </Box>
              {x.note ? <Fact label={t.note}>{x.note}</Fact> : null}
              {x.cancelReason ? <Fact label={t.cancelReason}>{x.cancelReason}</Fact> : null}
              <HStack gap="2" wrap="wrap">
                <Button variant="outline" onClick={() => onOpenCitizen(x.citizen.id)}>
                  {t.openFile}
                </Button>
                {canEdit && unpaid && !editing ? (
                  <Button variant="outline" onClick={() => setEditing(true)}>
                    {t.edit}
                  </Button>
                ) : null}
                {canPay && unpaid ? (
                  <Button variant="outline" onClick={() => setAsking('paid')}>
                    {t.markPaid}
                  </Button>
                ) : null}
                {canCancel && cancellable ? (
                  <Button variant="outline" colorPalette="red" onClick={() => setAsking('cancel')}>
                    {t.cancel}
                  </Button>
                ) : null}
              </HStack>
              <Failure text={failure} />
              {editing && canEdit && unpaid ? <EditTicket ticket={x} onDone={() => setEditing(false)} /> : null}
              <ConfirmDialog
                open={asking === 'paid'}
                title={t.markPaidTitle(x.ticketNumber)}
                body={t.markPaidBody}
                confirmLabel={t.markPaid}
                cancelLabel={t.notNow}
                busy={pay.isPending}
                onConfirm={() => {
                  setFailure(null);
                  pay.mutate({ ticketId: x.id });
                }}
                onClose={() => setAsking(null)}
              />
              <ConfirmDialog
                open={asking === 'cancel'}
                title={t.cancelTitle(x.ticketNumber)}
                body={t.cancelBody}
                confirmLabel={t.cancel}
                cancelLabel={t.keep}
                busy={cancel.isPending}
                reason={{ label: t.reason, required: true, missing: t.reasonMissing, maxLength: 1000 }}
                draftName={`draft.vcom.ticket.${x.id}.cancel`}
                onConfirm={(reason) => {
                  setFailure(null);
                  return cancel.mutateAsync({ ticketId: x.id, data: { reason: reason ?? '' } });
                }}
                onClose={() => setAsking(null)}
              />
              <AuditTrail of="citizen" id={x.citizen.id} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
