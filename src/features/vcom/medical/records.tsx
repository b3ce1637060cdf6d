// The medical records [Krankenakte] of a patient: the list, a new entry and editing one. An edit
// sends the version it was read at (If-Match); when someone changed the entry meanwhile the
// server answers 412, and the shared conflict dialog shows both versions side by side: what the
// user typed stays in the form until they keep it (sent again over the current version) or take
// the current one.
// Both forms keep what was typed in a draft (per patient, per entry) until it is saved or cancelled.
import { Badge, Box, Button, Checkbox, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useMemo, useState } from 'react';
import {
  getGetVcomMedicalRecordQueryOptions,
  useAddVcomMedicalRecord,
  useDeleteVcomMedicalRecord,
  useEditVcomMedicalRecord,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomMedicalRecord } from '../../../api/generated/model/vcomMedicalRecord';
import type { VcomMedicalRecordInput } from '../../../api/generated/model/vcomMedicalRecordInput';
import type { VcomMedicalRecordKind } from '../../../api/generated/model/vcomMedicalRecordKind';
import type { VcomMedicalRecordUpdateInput } from '../../../api/generated/model/vcomMedicalRecordUpdateInput';
import { AddVcomMedicalRecordBody, EditVcomMedicalRecordBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { ConflictDialog } from '../../../components/form/conflict-dialog';
import { conflictTexts } from '../../../components/form/conflict-texts';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm, type ContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { FormCard, QueryList, Section } from '../components/section';
import { vcomMedicalTexts } from '../texts';
import { fileTabChanged, medicalRecordsOptions, patientChanged } from './queries';
import { LabelSelect } from './label-select';
import { medTexts } from './texts';

const t = vcomMedicalTexts.records;
const kinds = vcomMedicalTexts.recordKinds;

// A type, not an interface: drafts take records of plain values.
type RecordValues = {
  kind: string;
  title: string;
  findings: string;
  diagnosisCode: string;
  confidential: boolean;
};
const empty: RecordValues = { kind: 'examination', title: '', findings: '', diagnosisCode: '', confidential: false };

const code = (v: RecordValues) => (v.diagnosisCode.trim() ? { diagnosisCode: v.diagnosisCode.trim() } : {});
const toAddBody = (v: RecordValues): VcomMedicalRecordInput => ({
  kind: v.kind as VcomMedicalRecordKind,
  title: v.title.trim(),
  findings: v.findings.trim(),
  ...code(v),
  confidential: v.confidential,
});
const toEditBody = (v: RecordValues): VcomMedicalRecordUpdateInput => ({
  title: v.title.trim(),
  findings: v.findings.trim(),
  ...code(v),
  confidential: v.confidential,
});
const valuesOf = (r: VcomMedicalRecord): RecordValues => ({
  kind: r.kind,
  title: r.title,
  findings: r.findings,
  diagnosisCode: r.diagnosisCode ?? '',
  confidential: r.confidential,
});

/** The fields both forms share. */
function RecordFields<B>({ form, withKind }: { form: ContractForm<RecordValues, B>; withKind: boolean }) {
  return (
    <>
      {withKind ? (
        <FormField label={t.kind} message={form.message('kind')}>
          <LabelSelect value={form.values.kind} onChange={(v) => form.set('kind', v)} labels={kinds} />
        </FormField>
      ) : null}
      <FormField label={t.title} message={form.message('title')} required>
        <Input {...form.input('title')} />
      </FormField>
      <FormField label={t.findings} message={form.message('findings')} required>
        <Textarea {...form.input('findings')} rows={3} />
      </FormField>
      <FormField label={t.diagnosisCode} message={form.message('diagnosisCode')}>
        <Input {...form.input('diagnosisCode')} placeholder={t.diagnosisPlaceholder} />
      </FormField>
      <Checkbox.Root
        checked={form.values.confidential}
        onCheckedChange={(e) => form.set('confidential', e.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.confidential}</Checkbox.Label>
      </Checkbox.Root>
    </>
  );
}

function AddRecordForm({ patientId, onDone }: { patientId: number; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useMemo(() => defineDraft(`draft.vcom.patient.${patientId}.record`, empty), [patientId]);
  const form = useContractForm({ schema: AddVcomMedicalRecordBody, initial: empty, draft, toBody: toAddBody });
  const done = () => {
    form.reset();
    onDone();
  };
  const add = useAddVcomMedicalRecord({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.added, type: 'success' });
        done();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => patientChanged(client, patientId),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    add.mutate({ citizenId: patientId, data });
  });
  return (
    <FormCard
      id="vcom-record-add"
      title={t.addHeading}
      onSubmit={submit}
      submitLabel={t.save}
      busy={add.isPending}
      busyLabel={t.saving}
      cancelLabel={t.cancel}
      onCancel={done}
      failure={failure}
    >
      <RecordFields form={form} withKind />
    </FormCard>
  );
}

function EditRecordForm({
  record,
  patientId,
  onDone,
}: {
  record: VcomMedicalRecord;
  patientId: number;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  /** The version the edit builds on: the one read, or the current one after a conflict. */
  const [base, setBase] = useState(record.version);
  const [theirs, setTheirs] = useState<VcomMedicalRecord | null>(null);
  // The entry as read when the edit began: the refetch after a conflict must not switch the
  // draft's key (and so hide what was typed).
  const [initial] = useState(() => valuesOf(record));
  const draft = useServerDraft(`draft.vcom.medicalRecordEdit.${record.id}`, initial);
  const form = useContractForm({ schema: EditVcomMedicalRecordBody, initial, draft, toBody: toEditBody });
  const done = () => {
    form.reset();
    onDone();
  };
  const [resending, setResending] = useState(false);
  const edit = useEditVcomMedicalRecord({
    mutation: {
      onSuccess: () => {
        setTheirs(null);
        notifier.create({ title: t.added, type: 'success' });
        done();
      },
      onError: async (error) => {
        if (isAxiosError(error) && error.response?.status === 412) {
          try {
            const current = await client.fetchQuery({
              ...getGetVcomMedicalRecordQueryOptions(record.id),
              staleTime: 0,
            });
            setTheirs(current);
            setFailure(null);
          } catch (again) {
            setFailure(describeError(again));
          }
          return;
        }
        setTheirs(null);
        setFailure(form.applyServerErrors(error) ? null : describeError(error));
      },
      onSettled: () => {
        setResending(false);
        return patientChanged(client, patientId);
      },
    },
  });
  const send = (version: number) =>
    form.handleSubmit((data) => {
      setFailure(null);
      edit.mutate({ id: record.id, data, headers: { 'If-Match': `"${version}"` } });
    });
  const yesNo = (value: boolean) => (value ? conflictTexts.yes : conflictTexts.no);
  return (
    <FormCard
      id={`vcom-record-edit-${record.id}`}
      title={t.editHeading}
      onSubmit={send(base)}
      submitLabel={t.save}
      busy={edit.isPending && !theirs && !resending}
      busyLabel={t.saving}
      cancelLabel={t.cancel}
      onCancel={done}
      failure={failure}
    >
      <RecordFields form={form} withKind={false} />
      {theirs ? (
        <ConflictDialog
          open
          title={t.conflictTitle}
          body={t.conflictHint}
          version={theirs.version}
          rows={[
            { field: t.title, theirs: theirs.title, yours: form.values.title.trim() },
            { field: t.findings, theirs: theirs.findings, yours: form.values.findings.trim() },
            {
              field: t.diagnosisCode,
              theirs: theirs.diagnosisCode ?? '',
              yours: form.values.diagnosisCode.trim(),
            },
            { field: t.confidential, theirs: yesNo(theirs.confidential), yours: yesNo(form.values.confidential) },
          ]}
          busy={resending}
          onKeepMine={() => {
            setResending(true);
            setBase(theirs.version);
            send(theirs.version)();
          }}
          onTakeTheirs={() => {
            // The edit is given up: the draft goes, the file shows the saved entry.
            setTheirs(null);
            done();
          }}
          onBack={() => {
            // Merged by hand: the next save is against the saved version.
            setBase(theirs.version);
            setTheirs(null);
          }}
        />
      ) : null}
    </FormCard>
  );
}

/** Deleting a record (manageMedicalRecords), after a confirmation; the history keeps who did it. */
function useDeleteRecord(patientId: number) {
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<VcomMedicalRecord | null>(null);
  const remove = useDeleteVcomMedicalRecord({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: medTexts.recordDelete.done, type: 'success' });
        setDeleting(null);
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => fileTabChanged(client, patientId, medicalRecordsOptions(patientId).queryKey),
    },
  });
  const d = medTexts.recordDelete;
  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      title={deleting ? d.title(deleting.title) : ''}
      body={d.body}
      confirmLabel={d.confirm}
      cancelLabel={medTexts.common.keep}
      busy={remove.isPending}
      onConfirm={() => {
        if (deleting) remove.mutate({ id: deleting.id });
      }}
      onClose={() => setDeleting(null)}
    />
  );
  return { ask: setDeleting, dialog };
}

export function RecordsSection({
  patientId,
  treat,
  manage = false,
}: {
  patientId: number;
  treat: boolean;
  /** manageMedicalRecords: deleting an entry. */
  manage?: boolean;
}) {
  const records = useQuery(medicalRecordsOptions(patientId));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const deletion = useDeleteRecord(patientId);
  return (
    <Section
      id="vcom-records"
      title={t.heading}
      plain
      action={
        treat && !adding ? (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            {t.add}
          </Button>
        ) : null
      }
    >
      <Stack gap="3" mt="3">
        {adding ? <AddRecordForm patientId={patientId} onDone={() => setAdding(false)} /> : null}
        <QueryList
          query={records}
          empty={t.empty}
          gap="2"
          renderItem={(r) =>
            editing === r.id ? (
              <li key={r.id}>
                <EditRecordForm record={r} patientId={patientId} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <Box as="li" key={r.id} borderWidth="1px" borderRadius="md" p="3">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <HStack gap="2" wrap="wrap">
                    <Badge>{kinds[r.kind]}</Badge>
                    <Text fontWeight="semibold">{r.title}</Text>
                    {r.diagnosisCode ? <Text color="fg.muted">{r.diagnosisCode}</Text> : null}
                    {r.confidential ? <Badge colorPalette="purple">{t.confidentialBadge}</Badge> : null}
                  </HStack>
                  <HStack gap="1">
                    {treat ? (
                      <Button size="xs" variant="ghost" aria-label={t.edit(r.title)} onClick={() => setEditing(r.id)}>
                        {t.editHeading}
                      </Button>
                    ) : null}
                    {manage ? (
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={medTexts.recordDelete.button(r.title)}
                        onClick={() => deletion.ask(r)}
                      >
                        {medTexts.recordDelete.short}
                      </Button>
                    ) : null}
                  </HStack>
                </HStack>
                <Text whiteSpace="pre-wrap">{r.findings}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t.by(r.author.name, formatDateTime(r.createdAt))}
                  {r.editedAt ? ` · ${t.edited(formatDateTime(r.editedAt))}` : ''}
                </Text>
              </Box>
            )
          }
        />
        {deletion.dialog}
      </Stack>
    </Section>
  );
}
