// Record an arrest [Festnahme erfassen] (issue 24 point 5): the person (prefilled from the
// citizen file or the warrant, else picked), offences from the one legal code (the ticket form's
// picker; a warrant's offences come chosen), the prison time as the sum of the offences shown
// before sending, another time in minutes if the officer decides so (the contract lets him),
// and a reason. On a warrant, the mock marks it executed. What was typed lives in a draft until
// the arrest is made: a reload, a 422 or a 500 loses nothing.
import { Box, Button, Heading, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getGetVcomOrderQueryOptions, useArrestVcomCitizen } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomArrestInput } from '../../../api/generated/model/vcomArrestInput';
import { ArrestVcomCitizenBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { OffencePicker, totalsOf, useChosenCrimes } from '../components/offence-picker';
import { Failure, FieldError } from '../components/section';
import { CitizenPicker, displayName } from '../cases/citizen-picker';
import { citizenOptions } from '../queries';
import { vcomTexts } from '../texts';
import { arrestChanged } from './queries';
import { arrestTexts as t } from './texts';

const empty = {
  citizenId: '',
  citizenName: '',
  orderId: '',
  crimeIds: [] as string[],
  prisonMinutes: '',
  note: '',
};
type ArrestValues = typeof empty;
export const arrestDraft = defineDraft('draft.vcom.arrest', empty);

const toBody = (v: ArrestValues): VcomArrestInput => ({
  citizenId: Number(v.citizenId),
  crimeIds: v.crimeIds.map(Number),
  ...(v.prisonMinutes.trim() ? { prisonMinutes: Number(v.prisonMinutes.trim()) } : {}),
  ...(v.orderId ? { orderId: Number(v.orderId) } : {}),
  ...(v.note.trim() ? { note: v.note.trim() } : {}),
});

export function ArrestForm({
  citizenId,
  orderId,
  onDone,
  onCancel,
}: {
  citizenId?: number | undefined;
  orderId?: number | undefined;
  onDone: (arrestId: number) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema: ArrestVcomCitizenBody, initial: empty, draft: arrestDraft, toBody });
  const { values, update } = form;
  // A draft for another person or warrant is not this arrest: start afresh for the one opened.
  const fresh =
    (citizenId !== undefined && values.citizenId !== String(citizenId)) ||
    (orderId !== undefined && values.orderId !== String(orderId));
  useEffect(() => {
    if (fresh) update(() => ({ ...empty, citizenId: String(citizenId ?? ''), orderId: String(orderId ?? '') }));
  }, [fresh, citizenId, orderId, update]);
  // The person and warrant of the URL, else the ones the draft kept.
  const person = citizenId ?? (values.citizenId ? Number(values.citizenId) : undefined);
  const warrant = orderId ?? (values.orderId ? Number(values.orderId) : undefined);
  const citizen = useQuery({ ...citizenOptions(person ?? 0), enabled: person !== undefined });
  const order = useQuery({ ...getGetVcomOrderQueryOptions(warrant ?? 0), enabled: warrant !== undefined && !fresh });
  // The warrant's offences come chosen once it is read; the officer may change them afterwards.
  const warrantCrimes = order.data?.crimes?.map((c) => c.id).join(',');
  useEffect(() => {
    if (warrantCrimes) update((v) => (v.crimeIds.length ? v : { ...v, crimeIds: warrantCrimes.split(',') }));
  }, [warrantCrimes, update]);
  const name = displayName(citizen.data?.name ?? values.citizenName);
  const chosen = useChosenCrimes(values.crimeIds);
  const totals = totalsOf(chosen);
  const arrest = useArrestVcomCitizen({
    mutation: {
      onSuccess: (made) => {
        form.reset();
        notifier.create({ title: t.done(displayName(made.citizen.name), made.prisonMinutes), type: 'success' });
        onDone(made.id);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: (made, _error, variables) => arrestChanged(client, variables.data.citizenId, made?.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    arrest.mutate({ data });
  });
  return (
    <Box as="section" aria-labelledby="vcom-arrest-form" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id="vcom-arrest-form">
        {t.formHeading}
      </Heading>
      {name && citizenId !== undefined ? <Text color="fg.muted">{t.for(name)}</Text> : null}
      <FormStack gap="4" mt="3" onSubmit={submit}>
        {citizenId === undefined ? (
          values.citizenId ? (
            <HStack gap="2">
              <Text fontWeight="semibold">{t.chosenCitizen(name)}</Text>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => form.update((v) => ({ ...v, citizenId: '', citizenName: '', orderId: '' }))}
              >
                {t.change}
              </Button>
            </HStack>
          ) : (
            <CitizenPicker
              label={t.pickCitizen}
              placeholder={vcomTexts.casePersons.findPlaceholder}
              addLabel={(n) => t.chosenCitizen(n)}
              onPick={(c) => form.update((v) => ({ ...v, citizenId: String(c.id), citizenName: c.name }))}
            />
          )
        ) : null}
        <FieldError text={form.message('citizenId')} />
        {order.data && warrant !== undefined && !fresh ? (
          <Text fontSize="sm" color="fg.muted">
            {t.onWarrant(order.data.id)} {order.data.reason}
          </Text>
        ) : null}
        <FieldError text={form.message('orderId')} />
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
              {crime.code} {crime.title}: {formatMoney(crime.fine)}, {t.minutes(crime.prisonMinutes)}
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
          <Text as="dd" fontWeight="bold" data-testid="vcom-arrest-fine">
            {formatMoney(totals.fine)}
          </Text>
          <Text as="dt">{t.sumPrison}</Text>
          <Text as="dd" fontWeight="bold" data-testid="vcom-arrest-prison">
            {t.minutes(totals.prisonMinutes)}
          </Text>
        </Box>
        <FormField
          label={t.prisonMinutes}
          message={form.message('prisonMinutes')}
          helper={t.prisonHint(totals.prisonMinutes)}
        >
          <Input {...form.input('prisonMinutes')} inputMode="numeric" />
        </FormField>
        <FormField label={t.notes} message={form.message('note')}>
          <Textarea {...form.input('note')} rows={3} />
        </FormField>
        <Failure text={failure} />
        <Text fontSize="sm" color="fg.muted">
          {t.draftKept}
        </Text>
        <HStack gap="2">
          <Button type="submit" loading={arrest.isPending} loadingText={t.sending}>
            {t.submit}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}
