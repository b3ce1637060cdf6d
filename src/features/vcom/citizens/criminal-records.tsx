// Criminal records [Vorstrafen] written by hand on the citizen file (writeRecords): an offence
// from the one penal catalogue with its time, an optional case and a note; an entry is
// corrected (with the version it was read at, If-Match) or, with deleteRecord, expunged after
// the confirmation. Fine and prison time come from the catalogue (the server sets them). The
// form keeps a draft until saved; the file's audit trail records each change.
import { Box, Button, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import {
  getGetVcomCitizenQueryKey,
  getListVcomCitizenAuditQueryKey,
  getListVcomCitizenRecordsQueryKey,
  getListVcomCitizenRecordsQueryOptions,
  useAddVcomCitizenRecord,
  useDeleteVcomCriminalRecord,
  useEditVcomCriminalRecord,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomCriminalRecord } from '../../../api/generated/model/vcomCriminalRecord';
import type { VcomCriminalRecordInput } from '../../../api/generated/model/vcomCriminalRecordInput';
import { AddVcomCitizenRecordBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/format';
import { Failure, Section } from '../components/section';
import { catalogueOptions } from '../queries';
import { citizenTexts } from './texts';

const t = citizenTexts.records;

const toLocal = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
};

type RecordValues = { crimeId: string; committedAt: string; caseId: string; note: string };
const toBody = (v: RecordValues): VcomCriminalRecordInput => ({
  crimeId: v.crimeId ? Number(v.crimeId) : Number.NaN,
  committedAt: v.committedAt ? toIso(v.committedAt) : '',
  ...(v.caseId.trim() ? { caseId: Number(v.caseId.trim()) } : {}),
  ...(v.note.trim() ? { note: v.note.trim() } : {}),
});
const rules = (v: RecordValues) => ({
  committedAt: v.committedAt && Date.parse(v.committedAt) > Date.now() ? t.futureTime : undefined,
  caseId: v.caseId.trim() && !/^\d+$/.test(v.caseId.trim()) ? t.badCaseId : undefined,
});

function useRecordsChanged(citizenId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: getListVcomCitizenRecordsQueryKey(citizenId) }),
      client.invalidateQueries({ queryKey: getListVcomCitizenAuditQueryKey(citizenId) }),
      client.invalidateQueries({ queryKey: getGetVcomCitizenQueryKey(citizenId) }),
    ]);
}

/** Add (no `record`) or correct one entry. */
function RecordForm({
  citizenId,
  record,
  onDone,
}: {
  citizenId: number;
  record?: VcomCriminalRecord;
  onDone?: () => void;
}) {
  const changed = useRecordsChanged(citizenId);
  const catalogue = useQuery(catalogueOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const initial: RecordValues = record
    ? {
        crimeId: String(record.crime.id),
        committedAt: toLocal(record.committedAt),
        caseId: record.caseId ? String(record.caseId) : '',
        note: record.note ?? '',
      }
    : { crimeId: '', committedAt: '', caseId: '', note: '' };
  const draft = useServerDraft(
    record ? `draft.vcom.recordEdit.${record.id}` : `draft.vcom.record.${citizenId}`,
    initial,
  );
  const form = useContractForm({
    schema: AddVcomCitizenRecordBody,
    initial: initial,
    draft,
    toBody,
    rules,
  });
  const settle = {
    onSuccess: () => {
      form.reset();
      notifier.create({ title: record ? t.saved : t.added, type: 'success' as const });
      onDone?.();
    },
    onError: (error: unknown) => {
      if (isAxiosError(error) && error.response?.status === 412) return setFailure(t.stale);
      setFailure(form.applyServerErrors(error) ? null : describeError(error));
    },
    onSettled: changed,
  };
  const add = useAddVcomCitizenRecord({ mutation: settle });
  const edit = useEditVcomCriminalRecord({ mutation: settle });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    if (record) edit.mutate({ id: record.id, data, headers: { 'If-Match': `"${record.version}"` } });
    else add.mutate({ citizenId, data });
  });
  const crimes = catalogue.data?.items ?? [];
  return (
    <FormStack gap="3" onSubmit={submit} aria-label={record ? t.editHeading : t.add}>
      <FormField label={t.crime} message={form.message('crimeId')} required>
        <NativeSelect.Root>
          <NativeSelect.Field value={form.values.crimeId} onChange={(e) => form.set('crimeId', e.target.value)}>
            <option value="">{t.pick}</option>
            {crimes.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.code} {c.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <HStack gap="3" wrap="wrap" align="start">
        <FormField label={t.committedAt} message={form.message('committedAt')} required maxW="20rem">
          <Input type="datetime-local" {...form.input('committedAt')} />
        </FormField>
        <FormField label={t.caseId} message={form.message('caseId')} maxW="14rem">
          <Input {...form.input('caseId')} inputMode="numeric" />
        </FormField>
      </HStack>
      <FormField label={t.note} message={form.message('note')}>
        <Textarea {...form.input('note')} rows={2} />
      </FormField>
      <Failure text={failure} />
      <HStack gap="2">
        <Button type="submit" size="sm" loading={add.isPending || edit.isPending} loadingText={t.adding}>
          {record ? t.save : t.add}
        </Button>
        {record ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              form.reset();
              onDone?.();
            }}
          >
            {t.cancel}
          </Button>
        ) : null}
      </HStack>
    </FormStack>
  );
}

function RecordItem({ record, citizenId, canDelete }: { record: VcomCriminalRecord; citizenId: number; canDelete: boolean }) {
  const changed = useRecordsChanged(citizenId);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title = `${record.crime.code} ${record.crime.title}`;
  const remove = useDeleteVcomCriminalRecord({
    mutation: {
      onSuccess: () => {
        setAsking(false);
        notifier.create({ title: t.removed, type: 'success' });
      },
      onError: (error) => {
        setAsking(false);
        setFailure(describeError(error));
      },
      onSettled: changed,
    },
  });
  return (
    <Box as="li" borderBottomWidth="1px" pb="2">
      <Text fontWeight="semibold">{title}</Text>
      <Text fontSize="sm" color="fg.muted">
        {formatDate(record.committedAt)}
        {record.note ? ` · ${record.note}` : ''}
      </Text>
      {editing ? <RecordForm citizenId={citizenId} record={record} onDone={() => setEditing(false)} /> : null}
      <Failure text={failure} />
      {!editing ? (
        <HStack gap="2" mt="1">
          <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
            {t.edit(title)}
          </Button>
          {canDelete ? (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
              {t.remove(title)}
            </Button>
          ) : null}
        </HStack>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t.removeTitle}
        body={t.removeBody}
        confirmLabel={t.removeConfirm}
        cancelLabel={t.cancel}
        busy={remove.isPending}
        onConfirm={() => {
          setFailure(null);
          remove.mutate({ id: record.id });
        }}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}

/** Shown with writeRecords; `canDelete` is deleteRecord. */
export function CriminalRecords({ citizenId, canDelete }: { citizenId: number; canDelete: boolean }) {
  const records = useQuery(getListVcomCitizenRecordsQueryOptions(citizenId, { limit: 50 }));
  return (
    <Section id="vcom-citizen-records-edit" title={t.heading}>
      <Stack gap="4" mt="2">
        <QueryState query={records} isEmpty={(d) => d.items.length === 0} empty={t.empty} pendingMinH="2.5rem">
          {(d) => (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t.heading}>
              {d.items.map((r) => (
                <RecordItem key={r.id} record={r} citizenId={citizenId} canDelete={canDelete} />
              ))}
            </Stack>
          )}
        </QueryState>
        <RecordForm citizenId={citizenId} />
      </Stack>
    </Section>
  );
}
