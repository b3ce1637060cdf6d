// Hand a case over to the justice system [Abgabe an die Staatsanwaltschaft]: the charges from
// the one penal catalogue, the defendants among the case's persons (its suspects and accused
// ticked first) and a note; the contract's transferVcomCaseToJustice opens a court case and
// the case becomes read-only ("abgegeben"). What was chosen and typed lives in a draft per case
// (localStorage) until the case is handed over or the officer cancels: a failed send, a reload
// or a 401 loses nothing.
import { Box, Button, Checkbox, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getListVcomCaseAuditQueryKey, useTransferVcomCaseToJustice } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomCase } from '../../../api/generated/model/vcomCase';
import { TransferVcomCaseToJusticeBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { OffencePicker } from '../components/offence-picker';
import { Failure, FieldError } from '../components/section';
import { vcomTexts } from '../texts';
import { displayName } from './citizen-picker';
import { caseChanged, casePersonsOptions } from './queries';

const t = vcomTexts.handover;

/** A charge as the list shows it, kept whole in the draft so a reload needs no look-up. */
type Charge = { id: number; law: string; sectionNumber: string; title: string };
const chargeRow: Charge = { id: 0, law: '', sectionNumber: '', title: '' };
const empty = {
  charges: [] as Charge[],
  // Until the officer changes the choice, the case's suspects and accused are the defendants.
  defendantsChosen: false,
  defendantIds: [] as string[],
  note: '',
};

export function CaseHandover({ current, onDone }: { current: VcomCase; onDone: () => void }) {
  const client = useQueryClient();
  const persons = useQuery(casePersonsOptions(current.id));
  const [failure, setFailure] = useState<string | null>(null);
  const accused = (persons.data?.items ?? [])
    .filter((p) => p.role === 'suspect' || p.role === 'accused')
    .map((p) => String(p.citizen.id));
  const draft = useMemo(
    () => defineDraft(`draft.vcom.case.${current.id}.handover`, empty, { charges: chargeRow }),
    [current.id],
  );
  const form = useContractForm({
    schema: TransferVcomCaseToJusticeBody,
    initial: empty,
    draft,
    toBody: (v) => ({
      charges: v.charges.map((c) => c.id),
      defendantIds: (v.defendantsChosen ? v.defendantIds : accused).map(Number),
      ...(v.note.trim() ? { note: v.note.trim() } : {}),
    }),
  });
  const { values, update } = form;
  const defendants = values.defendantsChosen ? values.defendantIds : accused;
  const cancel = () => {
    form.reset();
    onDone();
  };
  const transfer = useTransferVcomCaseToJustice({
    mutation: {
      onSuccess: (result) => {
        form.reset();
        notifier.create({ title: t.done(result.message), type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () =>
        Promise.all([
          caseChanged(client, current.id),
          client.invalidateQueries({ queryKey: getListVcomCaseAuditQueryKey(current.id) }),
        ]),
    },
  });
  return (
    <Box as="section" aria-labelledby="vcom-case-handover" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="vcom-case-handover">
        {t.heading}
      </Heading>
      <Text color="fg.muted" mt="1">
        {t.intro}
      </Text>
      <FormStack
        gap="4"
        mt="3"
        onSubmit={form.handleSubmit((data) => {
          setFailure(null);
          transfer.mutate({ caseId: current.id, data });
        })}
      >
        <OffencePicker
          chosenIds={values.charges.map((c) => String(c.id))}
          chosen={values.charges}
          onAdd={(crime) => {
            const charge = { id: crime.id, law: crime.law, sectionNumber: crime.sectionNumber, title: crime.title };
            update((v) => ({ ...v, charges: [...v.charges, charge] }));
          }}
          onRemove={(crime) => update((v) => ({ ...v, charges: v.charges.filter((c) => c.id !== crime.id) }))}
          describe={(crime) => (
            <>
              {crime.law} {crime.sectionNumber} · {crime.title}
            </>
          )}
          message={form.message('charges')}
          labels={{ heading: t.charges, none: t.noCharges, remove: t.removeCharge }}
        />
        <Box as="fieldset">
          <Text as="legend" fontWeight="semibold">
            {t.defendants}
          </Text>
          {persons.data && persons.data.items.length === 0 ? <Text color="fg.muted">{t.noPersons}</Text> : null}
          <Stack gap="1" mt="1">
            {(persons.data?.items ?? []).map((p) => {
              const id = String(p.citizen.id);
              return (
                <Checkbox.Root
                  key={id}
                  checked={defendants.includes(id)}
                  onCheckedChange={(e) =>
                    update((v) => ({
                      ...v,
                      defendantsChosen: true,
                      defendantIds: e.checked === true ? [...defendants, id] : defendants.filter((d) => d !== id),
                    }))
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {displayName(p.citizen.name)} ({vcomTexts.personRoles[p.role]})
                  </Checkbox.Label>
                </Checkbox.Root>
              );
            })}
          </Stack>
          <FieldError text={form.message('defendantIds')} />
        </Box>
        <FormField label={t.note} message={form.message('note')}>
          <Textarea {...form.input('note')} rows={3} />
        </FormField>
        <Failure text={failure} />
        <HStack gap="2">
          <Button type="submit" colorPalette="red" loading={transfer.isPending} loadingText={t.sending}>
            {t.submit}
          </Button>
          <Button variant="ghost" onClick={cancel}>
            {t.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}
