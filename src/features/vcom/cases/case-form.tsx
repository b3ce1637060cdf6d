// Open a new case file [Akte anlegen]: title, facts, priority, classification and suspects
// picked from the citizen look-up. What the officer typed lives in a draft (localStorage)
// until the case exists: a reload, a 401 or a 500 loses nothing; a 422 shows under its field.
import { Box, Button, Heading, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getListVcomCasesQueryKey, useOpenVcomCase } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomCaseClassification } from '../../../api/generated/model/vcomCaseClassification';
import type { VcomCaseInput } from '../../../api/generated/model/vcomCaseInput';
import type { VcomCasePriority } from '../../../api/generated/model/vcomCasePriority';
import { OpenVcomCaseBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { Failure } from '../components/section';
import { vcomTexts } from '../texts';
import { ChosenCitizens } from './citizen-picker';
import { SelectField } from './select-field';

const t = vcomTexts.caseForm;
export const PRIORITIES: readonly VcomCasePriority[] = ['low', 'normal', 'high', 'critical'];
export const CLASSIFICATIONS: readonly VcomCaseClassification[] = ['public', 'internal', 'confidential'];

/** citizenNames mirrors citizenIds (same order) so the chosen show by name after a reload. */
const empty = {
  title: '',
  summary: '',
  priority: 'normal',
  classification: 'internal',
  citizenIds: [] as string[],
  citizenNames: [] as string[],
};
type CaseValues = typeof empty;
export const caseDraft = defineDraft('draft.vcom.case', empty);

const toBody = (v: CaseValues): VcomCaseInput => ({
  title: v.title.trim(),
  ...(v.summary.trim() ? { summary: v.summary.trim() } : {}),
  priority: v.priority as VcomCasePriority,
  classification: v.classification as VcomCaseClassification,
  ...(v.citizenIds.length ? { citizenIds: v.citizenIds.map(Number) } : {}),
});

export function CaseForm({ onCreated, onCancel }: { onCreated: (id: number) => void; onCancel: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema: OpenVcomCaseBody, initial: empty, draft: caseDraft, toBody });
  const { values } = form;
  const open = useOpenVcomCase({
    mutation: {
      onSuccess: (created) => {
        form.reset();
        notifier.create({ title: t.created(created.number), type: 'success' });
        onCreated(created.id);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => client.invalidateQueries({ queryKey: getListVcomCasesQueryKey() }),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    open.mutate({ data });
  });
  return (
    <Box as="section" aria-labelledby="vcom-new-case" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id="vcom-new-case">
        {t.heading}
      </Heading>
      <FormStack gap="4" mt="3" onSubmit={submit}>
        <FormField label={t.title} message={form.message('title')} required>
          <Input {...form.input('title')} />
        </FormField>
        <FormField label={t.summary} message={form.message('summary')}>
          <Textarea {...form.input('summary')} rows={4} />
        </FormField>
        <HStack gap="4" wrap="wrap" align="start">
          <SelectField
            label={t.priority}
            value={values.priority as VcomCasePriority}
            options={PRIORITIES}
            labels={vcomTexts.casePriority}
            message={form.message('priority')}
            onChange={(v) => form.set('priority', v)}
          />
          <SelectField
            label={t.classification}
            value={values.classification as VcomCaseClassification}
            options={CLASSIFICATIONS}
            labels={vcomTexts.caseClassification}
            message={form.message('classification')}
            onChange={(v) => form.set('classification', v)}
          />
        </HStack>
        <ChosenCitizens
          values={values}
          update={form.update}
          message={form.message('citizenIds')}
          label={t.suspects}
          placeholder={vcomTexts.casePersons.findPlaceholder}
          addLabel={vcomTexts.casePersons.add}
          listLabel={t.suspects}
          removeLabel={vcomTexts.casePersons.remove}
        />
        <Failure text={failure} />
        <Text fontSize="sm" color="fg.muted">
          {t.draftKept}
        </Text>
        <HStack gap="2">
          <Button type="submit" loading={open.isPending} loadingText={t.sending}>
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
