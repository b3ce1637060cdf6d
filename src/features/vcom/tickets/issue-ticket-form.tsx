// Issue a ticket [Strafzettel ausstellen] for the opened citizen: offences from the one penal
// catalogue (searched by paragraph or words, asked once typing pauses), their fine, prison
// time and points summed before sending, place, plate and note. What the officer typed lives
// in a draft (localStorage) until the ticket is issued: a reload, a 401 or a 500 loses nothing.
import { Box, Button, Heading, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIssueVcomTicket } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomTicketInput } from '../../../api/generated/model/vcomTicketInput';
import { IssueVcomTicketBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { OffencePicker, totalsOf, useChosenCrimes } from '../components/offence-picker';
import { citizenOptions, ticketIssued } from '../queries';
import { Failure } from '../components/section';
import { vcomTexts } from '../texts';

const t = vcomTexts.issue;
const empty = { citizenId: '', crimeIds: [] as string[], location: '', plate: '', note: '' };
type TicketValues = typeof empty;
export const ticketDraft = defineDraft('draft.vcom.ticket', empty);

const optional = (key: 'plate' | 'note', value: string) => (value.trim() ? { [key]: value.trim() } : {});

const toBody = (v: TicketValues): VcomTicketInput => ({
  citizenId: Number(v.citizenId),
  crimeIds: v.crimeIds.map(Number),
  location: v.location.trim(),
  ...optional('plate', v.plate),
  ...optional('note', v.note),
});

export function IssueTicketForm({ citizenId, onDone }: { citizenId: number; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const citizen = useQuery(citizenOptions(citizenId));
  const form = useContractForm({ schema: IssueVcomTicketBody, initial: empty, draft: ticketDraft, toBody });
  const { values, update } = form;
  // A draft for another citizen is not this ticket: start afresh for the one opened.
  const mine = values.citizenId === String(citizenId);
  useEffect(() => {
    // Written into the draft itself (reset would drop the draft and fall back to the empty one).
    if (!mine) update(() => ({ ...empty, citizenId: String(citizenId) }));
  }, [mine, citizenId, update]);
  const chosen = useChosenCrimes(values.crimeIds);
  const totals = totalsOf(chosen);
  const issue = useIssueVcomTicket({
    mutation: {
      onSuccess: (ticket) => {
        form.reset();
        notifier.create({ title: t.issued(ticket.ticketNumber), type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => ticketIssued(client, citizenId),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    issue.mutate({ data });
  });
  const name = citizen.data?.name ?? '';
  return (
    <Box as="section" aria-labelledby="vcom-issue" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id="vcom-issue">
        {t.heading}
      </Heading>
      {name ? <Text color="fg.muted">{t.for(name)}</Text> : null}
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
              {crime.code} {crime.title}: {formatMoney(crime.fine)}, {t.minutes(crime.prisonMinutes)}, {crime.points}{' '}
              {t.points}
            </>
          )}
          message={form.message('crimeIds')}
        />
        <Box
          as="dl"
          aria-label={t.totals}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          display="grid"
          gridTemplateColumns="auto 1fr"
          columnGap="4"
        >
          <Text as="dt">{t.fine}</Text>
          <Text as="dd" fontWeight="bold" data-testid="vcom-total-fine">
            {formatMoney(totals.fine)}
          </Text>
          <Text as="dt">{t.prison}</Text>
          <Text as="dd" fontWeight="bold" data-testid="vcom-total-prison">
            {t.minutes(totals.prisonMinutes)}
          </Text>
          <Text as="dt">{t.points}</Text>
          <Text as="dd" fontWeight="bold" data-testid="vcom-total-points">
            {totals.points}
          </Text>
        </Box>
        <FormField label={t.location} message={form.message('location')} required>
          <Input {...form.input('location')} />
        </FormField>
        <FormField label={t.plate} message={form.message('plate')}>
          <Input {...form.input('plate')} placeholder={t.platePlaceholder} />
        </FormField>
        <FormField label={t.note} message={form.message('note')}>
          <Textarea {...form.input('note')} rows={2} />
        </FormField>
        <Failure text={failure} />
        <Text fontSize="sm" color="fg.muted">
          {t.draftKept}
        </Text>
        <HStack gap="2">
          <Button type="submit" loading={issue.isPending} loadingText={t.sending}>
            {t.submit}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}
