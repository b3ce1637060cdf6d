// Issue a ticket [Strafzettel ausstellen] for the opened citizen: offences from the one penal
// catalogue (searched by paragraph or words, asked once typing pauses), their fine, prison
// time and points summed before sending, place, plate and note. What the officer typed lives
// in a draft (localStorage) until the ticket is issued: a reload, a 401 or a 500 loses nothing.
import { Box, Button, Heading, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIssueVcomTicket } from '../../../api/generated/endpoints/vcom/vcom';
import type { LegalCrime } from '../../../api/generated/model/legalCrime';
import type { VcomTicketInput } from '../../../api/generated/model/vcomTicketInput';
import { IssueVcomTicketBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { catalogueOptions, citizenOptions, crimeSearchOptions, ticketIssued } from '../queries';
import { vcomTexts } from '../texts';
import { useDebounced } from '../use-debounced';
import { crimeByCodeOptions } from './queries';
import { ticketTexts } from './texts';

const t = vcomTexts.issue;
/** A catalogue code as the law books print it: letters, a dash, the paragraph (STVO-24). */
const CODE = /^[a-z]{2,8}-\d{1,4}[a-z]?$/i;

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

/** The sums the ticket will carry: the offences' own values, added up. */
export function totalsOf(crimes: readonly LegalCrime[]) {
  return {
    fine: crimes.reduce((n, c) => n + c.fine, 0),
    prisonMinutes: crimes.reduce((n, c) => n + c.prisonMinutes, 0),
    points: crimes.reduce((n, c) => n + c.points, 0),
  };
}

export function CrimeSearch({ chosen, onAdd }: { chosen: readonly string[]; onAdd: (crime: LegalCrime) => void }) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const found = useQuery({ ...crimeSearchOptions(q), enabled: q.length > 0 });
  // A paragraph's code (STVO-24) is looked up exactly as well: the one offence first.
  const code = CODE.test(q) ? q.toUpperCase() : '';
  const byCode = useQuery({ ...crimeByCodeOptions(code), enabled: code.length > 0 });
  return (
    <Stack gap="2">
      <FormField label={t.crimeSearch}>
        <Input type="search" placeholder={t.crimePlaceholder} value={text} onChange={(e) => setText(e.target.value)} />
      </FormField>
      {byCode.data ? (
        <HStack as="section" aria-label={ticketTexts.codeFound} justify="space-between" gap="2">
          <Text fontWeight="semibold">
            {byCode.data.code} · {byCode.data.law} {byCode.data.sectionNumber} · {byCode.data.title} ·{' '}
            {formatMoney(byCode.data.fine)}
          </Text>
          <IconButton
            size="sm"
            aria-label={t.add(byCode.data.title)}
            disabled={chosen.includes(String(byCode.data.id))}
            onClick={() => byCode.data && onAdd(byCode.data)}
          >
            <Plus />
          </IconButton>
        </HStack>
      ) : null}
      {q && !byCode.data ? (
        <Box as="section" aria-label={t.results}>
          <QueryState query={found} isEmpty={(d) => d.items.length === 0} empty={t.noCrimes}>
            {(data) => (
              <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                {data.items.map((crime) => (
                  <HStack as="li" key={crime.id} justify="space-between" gap="2">
                    <Text>
                      {crime.law} {crime.sectionNumber} · {crime.title} · {formatMoney(crime.fine)}
                    </Text>
                    <IconButton
                      size="sm"
                      variant="outline"
                      aria-label={t.add(crime.title)}
                      disabled={chosen.includes(String(crime.id))}
                      onClick={() => onAdd(crime)}
                    >
                      <Plus />
                    </IconButton>
                  </HStack>
                ))}
              </Stack>
            )}
          </QueryState>
        </Box>
      ) : null}
    </Stack>
  );
}

export function IssueTicketForm({ citizenId, onDone }: { citizenId: number; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const citizen = useQuery(citizenOptions(citizenId));
  const catalogue = useQuery(catalogueOptions());
  const form = useContractForm({ schema: IssueVcomTicketBody, initial: empty, draft: ticketDraft, toBody });
  const { values, update } = form;
  // A draft for another citizen is not this ticket: start afresh for the one opened.
  const mine = values.citizenId === String(citizenId);
  useEffect(() => {
    // Written into the draft itself (reset would drop the draft and fall back to the empty one).
    if (!mine) update(() => ({ ...empty, citizenId: String(citizenId) }));
  }, [mine, citizenId, update]);
  const chosen = values.crimeIds
    .map((id) => catalogue.data?.items.find((c) => String(c.id) === id))
    .filter((c): c is LegalCrime => c !== undefined);
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
        <CrimeSearch
          chosen={values.crimeIds}
          onAdd={(crime) => form.set('crimeIds', [...values.crimeIds, String(crime.id)])}
        />
        <Box as="section" aria-label={t.chosen}>
          <Text fontWeight="semibold">{t.chosen}</Text>
          {chosen.length === 0 ? (
            <Text color="fg.muted">{t.noneChosen}</Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
              {chosen.map((crime) => (
                <HStack as="li" key={crime.id} justify="space-between">
                  <Text>
                    {crime.code} {crime.title}: {formatMoney(crime.fine)}, {t.minutes(crime.prisonMinutes)},{' '}
                    {crime.points} {t.points}
                  </Text>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={t.remove(crime.title)}
                    onClick={() =>
                      form.set(
                        'crimeIds',
                        values.crimeIds.filter((id) => id !== String(crime.id)),
                      )
                    }
                  >
                    <X />
                  </IconButton>
                </HStack>
              ))}
            </Stack>
          )}
          {form.message('crimeIds') ? (
            <Text color="fg.error" fontSize="sm">
              {form.message('crimeIds')}
            </Text>
          ) : null}
        </Box>
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
        {failure ? (
          <Text role="alert" color="fg.error">
            {failure}
          </Text>
        ) : null}
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
