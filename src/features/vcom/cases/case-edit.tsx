// Edit a case [Akte bearbeiten] with the contract's optimistic concurrency: the edit sends the
// version it was started from as If-Match; a 412 (someone saved in between) opens the shared conflict
// dialog with both versions (keep mine, take theirs, merge by hand), a 409 (the case was closed meanwhile) says so. The officer's text
// lives in a draft (localStorage) until saved: nothing typed is lost, not on 412, 409, 422 or 500.
import { Box, Button, Heading, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useEffect, useState } from 'react';
import { useEditVcomCase } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomCase } from '../../../api/generated/model/vcomCase';
import type { VcomCaseClassification } from '../../../api/generated/model/vcomCaseClassification';
import type { VcomCasePriority } from '../../../api/generated/model/vcomCasePriority';
import type { VcomCaseUpdateInput } from '../../../api/generated/model/vcomCaseUpdateInput';
import { EditVcomCaseBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { ConflictDialog, type ConflictRow } from '../../../components/form/conflict-dialog';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { vcomTexts } from '../texts';
import { CLASSIFICATIONS, PRIORITIES } from './case-form';
import { caseChanged, caseOptions } from './queries';
import { SelectField } from './select-field';

const t = vcomTexts.caseEdit;
type WorkStatus = 'open' | 'inProgress';
const WORK_STATES: readonly WorkStatus[] = ['open', 'inProgress'];

/** caseId and base (the version the edit started from) belong to the draft: a reload keeps both. */
const empty = {
  caseId: '',
  base: '',
  title: '',
  summary: '',
  priority: 'normal',
  classification: 'internal',
  status: 'open',
};
type EditValues = typeof empty;
export const caseEditDraft = defineDraft('draft.vcom.caseEdit', empty);

const fromCase = (c: VcomCase): EditValues => ({
  caseId: String(c.id),
  base: String(c.version),
  title: c.title,
  summary: c.summary ?? '',
  priority: c.priority,
  classification: c.classification,
  status: c.status === 'inProgress' ? 'inProgress' : 'open',
});

const toBody = (v: EditValues): VcomCaseUpdateInput => ({
  title: v.title.trim(),
  summary: v.summary.trim(),
  priority: v.priority as VcomCasePriority,
  classification: v.classification as VcomCaseClassification,
  status: v.status as WorkStatus,
});

const statusOf = (error: unknown) => (isAxiosError(error) ? error.response?.status : undefined);

function rowsOf(theirs: VcomCase, yours: EditValues): ConflictRow[] {
  const c = vcomTexts.cases;
  return [
    { field: c.title, theirs: theirs.title, yours: yours.title.trim() },
    { field: c.summary, theirs: theirs.summary ?? '', yours: yours.summary.trim() },
    {
      field: c.priority,
      theirs: vcomTexts.casePriority[theirs.priority],
      yours: vcomTexts.casePriority[yours.priority as VcomCasePriority],
    },
    {
      field: c.classification,
      theirs: vcomTexts.caseClassification[theirs.classification],
      yours: vcomTexts.caseClassification[yours.classification as VcomCaseClassification],
    },
    {
      field: c.status,
      theirs: vcomTexts.caseStatus[theirs.status],
      yours: vcomTexts.caseStatus[yours.status as WorkStatus],
    },
  ];
}

export function CaseEdit({ current, onDone }: { current: VcomCase; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<VcomCase | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const form = useContractForm({ schema: EditVcomCaseBody, initial: empty, draft: caseEditDraft, toBody });
  const { values, update } = form;
  // A draft of another case is not this edit: start from the case as it is now.
  const mine = values.caseId === String(current.id);
  useEffect(() => {
    if (!mine) update(() => fromCase(current));
  }, [mine, current, update]);

  const edit = useEditVcomCase({
    mutation: {
      onSuccess: () => {
        setTheirs(null);
        form.reset();
        notifier.create({ title: t.saved, type: 'success' });
        onDone();
      },
      onError: async (error) => {
        const status = statusOf(error);
        if (status === 412) {
          setFailure(null);
          const saved = await client.fetchQuery({ ...caseOptions(current.id), staleTime: 0 });
          setTheirs(saved);
          return;
        }
        setTheirs(null);
        if (status === 409) return setFailure(t.locked);
        setFailure(form.applyServerErrors(error) ? null : describeError(error));
      },
      onSettled: () => {
        setResending(false);
        return caseChanged(client, current.id);
      },
    },
  });
  const send = (data: VcomCaseUpdateInput, version: string) => {
    setFailure(null);
    edit.mutate({ caseId: current.id, data, headers: { 'If-Match': `"${version}"` } });
  };
  const submit = form.handleSubmit((data) => send(data, values.base));

  return (
    <Box as="section" aria-labelledby="vcom-edit-case" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="vcom-edit-case">
        {t.heading}
      </Heading>
      <FormStack gap="4" mt="3" onSubmit={submit}>
        <FormField label={vcomTexts.cases.title} message={form.message('title')} required>
          <Input {...form.input('title')} />
        </FormField>
        <FormField label={vcomTexts.cases.summary} message={form.message('summary')}>
          <Textarea {...form.input('summary')} rows={5} />
        </FormField>
        <HStack gap="4" wrap="wrap" align="start">
          <SelectField
            label={vcomTexts.cases.priority}
            value={values.priority as VcomCasePriority}
            options={PRIORITIES}
            labels={vcomTexts.casePriority}
            message={form.message('priority')}
            onChange={(v) => form.set('priority', v)}
          />
          <SelectField
            label={vcomTexts.cases.classification}
            value={values.classification as VcomCaseClassification}
            options={CLASSIFICATIONS}
            labels={vcomTexts.caseClassification}
            message={form.message('classification')}
            onChange={(v) => form.set('classification', v)}
          />
          <SelectField
            label={t.status}
            value={values.status as WorkStatus}
            options={WORK_STATES}
            labels={vcomTexts.caseStatus}
            message={form.message('status')}
            onChange={(v) => form.set('status', v)}
          />
        </HStack>
        {notice ? <Text color="fg.muted">{notice}</Text> : null}
        {failure ? (
          <Text role="alert" color="fg.error">
            {failure}
          </Text>
        ) : null}
        <HStack gap="2">
          <Button type="submit" loading={edit.isPending && !theirs && !resending} loadingText={t.saving}>
            {t.save}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              form.reset();
              onDone();
            }}
          >
            {t.cancel}
          </Button>
        </HStack>
      </FormStack>
      {theirs ? (
        <ConflictDialog
          open
          title={t.conflictTitle}
          body={t.conflictBody}
          version={theirs.version}
          rows={rowsOf(theirs, values)}
          busy={resending}
          onKeepMine={() => {
            setResending(true);
            send(toBody(values), String(theirs.version));
          }}
          onTakeTheirs={() => {
            // The officer gives up the edit: the draft goes, the case shows the saved version.
            setTheirs(null);
            form.reset();
            onDone();
          }}
          onBack={() => {
            // The officer merges by hand: the next save is against the saved version.
            form.set('base', String(theirs.version));
            setNotice(t.theirsShown(theirs.version));
            setTheirs(null);
          }}
        />
      ) : null}
    </Box>
  );
}
