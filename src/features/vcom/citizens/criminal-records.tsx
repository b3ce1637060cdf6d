// Criminal records [Vorstrafen] written by hand on the citizen file (writeRecords): an offence
// from the one penal catalogue with its time, an optional case and a note; an entry is
// corrected (with the version it was read at, If-Match; a 412 opens the conflict dialog with both
// versions, the typed correction kept) or, with deleteRecord, expunged after
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
import type { LegalCrime } from '../../../api/generated/model/legalCrime';
import { AddVcomCitizenRecordBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { ConflictDialog, type ConflictRow } from '../../../components/form/conflict-dialog';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime } from '../../../lib/format';
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

/** The saved entry beside the officer's correction, field by field. */
function rowsOf(theirs: VcomCriminalRecord, yours: RecordValues, crimes: readonly LegalCrime[]): ConflictRow[] {
  const crime = crimes.find((c) => String(c.id) === yours.crimeId);
  const when = (local: string) => (local ? formatDateTime(toIso(local)) : '');
  return [
    {
      field: t.crime,
      theirs: `${theirs.crime.code} ${theirs.crime.title}`,
      yours: crime ? `${crime.code} ${crime.title}` : yours.crimeId,
    },
    { field: t.committedAt, theirs: formatDateTime(theirs.committedAt), yours: when(yours.committedAt) },
    { field: t.caseId, theirs: theirs.caseId ? String(theirs.caseId) : '', yours: yours.caseId.trim() },
    { field: t.note, theirs: theirs.note ?? '', yours: yours.note.trim() },
  ];
}

function useRecordsChanged(citizenId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: getListVcomCitizenRecordsQueryKey(citizenId) }),
      client.invalidateQueries({ queryKey: getListVcomCitizenAuditQueryKey(citizenId) }),
      client.invalidateQueries({ queryKey: getGetVcomCitizenQueryKey(citizenId) }),
    ]);
}

const valuesOf = (record: VcomCriminalRecord): RecordValues => ({
  crimeId: String(record.crime.id),
  committedAt: toLocal(record.committedAt),
  caseId: record.caseId ? String(record.caseId) : '',
  note: record.note ?? '',
});

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
  const client = useQueryClient();
  const changed = useRecordsChanged(citizenId);
  const catalogue = useQuery(catalogueOptions());
  const [failure, setFailure] = useState<string | null>(null);
  // The entry as read when the correction began: a refetch (someone else's change) must neither
  // switch the draft's key (and so hide what was typed) nor move the If-Match on silently.
  const [initial] = useState<RecordValues>(() =>
    record ? valuesOf(record) : { crimeId: '', committedAt: '', caseId: '', note: '' },
  );
  const [base, setBase] = useState(record?.version ?? 0);
  const [theirs, setTheirs] = useState<VcomCriminalRecord | null>(null);
  const [resending, setResending] = useState(false);
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
      setTheirs(null);
      form.reset();
      notifier.create({ title: record ? t.saved : t.added, type: 'success' as const });
      onDone?.();
    },
    onError: async (error: unknown) => {
      if (record && isAxiosError(error) && error.response?.status === 412) {
        setFailure(null);
        try {
          const list = await client.fetchQuery({
            ...getListVcomCitizenRecordsQueryOptions(citizenId, { limit: 50 }),
            staleTime: 0,
          });
          const current = list.items.find((r) => r.id === record.id);
          if (current) return setTheirs(current);
        } catch {
          // the comparison needs the saved entry; without it the form says what happened
        }
        return setFailure(t.stale);
      }
      setTheirs(null);
      setFailure(form.applyServerErrors(error) ? null : describeError(error));
    },
    onSettled: () => {
      setResending(false);
      return changed();
    },
  };
  const add = useAddVcomCitizenRecord({ mutation: settle });
  const edit = useEditVcomCriminalRecord({ mutation: settle });
  const sendEdit = (data: VcomCriminalRecordInput, version: number) => {
    if (!record) return;
    setFailure(null);
    edit.mutate({ id: record.id, data, headers: { 'If-Match': `"${version}"` } });
  };
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    if (record) sendEdit(data, base);
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
        <Button
          type="submit"
          size="sm"
          loading={add.isPending || (edit.isPending && !theirs && !resending)}
          loadingText={t.adding}
        >
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
      {theirs ? (
        <ConflictDialog
          open
          title={t.conflictTitle}
          version={theirs.version}
          rows={rowsOf(theirs, form.values, crimes)}
          busy={resending}
          onKeepMine={() => {
            setResending(true);
            setBase(theirs.version);
            sendEdit(toBody(form.values), theirs.version);
          }}
          onTakeTheirs={() => {
            // The correction is given up: the draft goes, the list shows the saved entry.
            setTheirs(null);
            form.reset();
            onDone?.();
          }}
          onBack={() => {
            // Merged by hand: the next save is against the saved version.
            setBase(theirs.version);
            setTheirs(null);
          }}
        />
      ) : null}
    </FormStack>
  );
}

function RecordItem({
  record,
  citizenId,
  canDelete,
}: {
  record: VcomCriminalRecord;
  citizenId: number;
  canDelete: boolean;
}) {
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
