// Write or edit a police report [Einsatzbericht]: kind, title, text, place and time, a linked case
// and linked citizens. What the officer types lives in a draft (localStorage) until it is saved:
// a reload, a 401, a 500 or a 422 loses nothing ("never lose a report"). An edit sends the
// version it started from as If-Match; a 412 (saved by someone else meanwhile) opens the conflict
// view with both versions, a 409 (submitted meanwhile) says so and keeps the text.
import { Box, Button, Heading, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useEffect, useState } from 'react';
import {
  getListVcomPoliceReportsQueryKey,
  useCreateVcomPoliceReport,
  useEditVcomPoliceReport,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomPoliceReport } from '../../../api/generated/model/vcomPoliceReport';
import type { VcomPoliceReportInput } from '../../../api/generated/model/vcomPoliceReportInput';
import type { VcomPoliceReportKind } from '../../../api/generated/model/vcomPoliceReportKind';
import type { VcomPoliceReportUpdateInput } from '../../../api/generated/model/vcomPoliceReportUpdateInput';
import { CreateVcomPoliceReportBody, EditVcomPoliceReportBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { ConflictDialog, type ConflictRow } from '../../../components/form/conflict-dialog';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { Failure } from '../components/section';
import { ChosenCitizens, displayName } from '../cases/citizen-picker';
import { SelectField } from '../cases/select-field';
import { reportChanged, reportOptions } from './queries';
import { reportTexts as t } from './texts';

export const KINDS: readonly VcomPoliceReportKind[] = [
  'incident',
  'arrest',
  'accident',
  'patrol',
  'useOfForce',
  'other',
];

/** citizenNames mirrors citizenIds (same order); reportId and base (the version) belong to an edit's draft. */
const empty = {
  reportId: '',
  base: '',
  kind: 'incident',
  title: '',
  text: '',
  location: '',
  occurredAt: '',
  caseId: '',
  citizenIds: [] as string[],
  citizenNames: [] as string[],
};
type ReportValues = typeof empty;
export const reportDraft = defineDraft('draft.vcom.report', empty);
export const reportEditDraft = defineDraft('draft.vcom.reportEdit', empty);

/** An ISO time as the value of a datetime-local field (local time, minutes). */
const toLocal = (iso: string | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
};

const fromReport = (r: VcomPoliceReport): ReportValues => ({
  reportId: String(r.id),
  base: String(r.version),
  kind: r.kind,
  title: r.title,
  text: r.text,
  location: r.location ?? '',
  occurredAt: toLocal(r.occurredAt),
  caseId: r.caseId ? String(r.caseId) : '',
  citizenIds: (r.citizens ?? []).map((c) => String(c.id)),
  citizenNames: (r.citizens ?? []).map((c) => c.name),
});

const fields = (v: ReportValues): VcomPoliceReportUpdateInput => ({
  title: v.title.trim(),
  text: v.text.trim(),
  ...(v.location.trim() ? { location: v.location.trim() } : {}),
  ...(v.occurredAt ? { occurredAt: toIso(v.occurredAt) } : {}),
  ...(v.caseId.trim() ? { caseId: Number(v.caseId.trim()) } : {}),
  citizenIds: v.citizenIds.map(Number),
});
const toCreate = (v: ReportValues): VcomPoliceReportInput => ({
  kind: v.kind as VcomPoliceReportKind,
  ...fields(v),
  title: v.title.trim(),
  text: v.text.trim(),
});
const rules = (v: ReportValues) => ({
  caseId: v.caseId.trim() && !/^\d+$/.test(v.caseId.trim()) ? t.badCaseId : undefined,
  occurredAt: v.occurredAt && Date.parse(v.occurredAt) > Date.now() ? t.futureTime : undefined,
});

const statusOf = (error: unknown) => (isAxiosError(error) ? error.response?.status : undefined);

function rowsOf(theirs: VcomPoliceReport, yours: ReportValues): ConflictRow[] {
  const when = (iso: string | undefined) => (iso ? formatDateTime(iso) : '');
  return [
    { field: t.title, theirs: theirs.title, yours: yours.title.trim() },
    { field: t.text, theirs: theirs.text, yours: yours.text.trim() },
    { field: t.location, theirs: theirs.location ?? '', yours: yours.location.trim() },
    {
      field: t.occurredAt,
      theirs: when(theirs.occurredAt),
      yours: yours.occurredAt ? when(toIso(yours.occurredAt)) : '',
    },
    { field: t.case, theirs: theirs.caseId ? String(theirs.caseId) : '', yours: yours.caseId.trim() },
    {
      field: t.citizens,
      theirs: (theirs.citizens ?? []).map((c) => displayName(c.name)).join(', '),
      yours: yours.citizenNames.map(displayName).join(', '),
    },
  ];
}

export function ReportForm({
  report,
  onSaved,
  onCancel,
}: {
  /** The report to edit (its own draft); without it, a new report. */
  report?: VcomPoliceReport;
  onSaved: (id: number) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<VcomPoliceReport | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const editing = report !== undefined;
  const form = useContractForm<ReportValues, VcomPoliceReportInput | VcomPoliceReportUpdateInput>({
    schema: editing ? EditVcomPoliceReportBody : CreateVcomPoliceReportBody,
    initial: empty,
    draft: editing ? reportEditDraft : reportDraft,
    toBody: editing ? fields : toCreate,
    rules,
  });
  const { values, update } = form;
  // An edit draft of another report is not this edit: start from the report as it is now.
  const mine = !editing || values.reportId === String(report.id);
  useEffect(() => {
    if (report && !mine) update(() => fromReport(report));
  }, [mine, report, update]);

  const failed = (error: unknown) => setFailure(form.applyServerErrors(error) ? null : describeError(error));
  const create = useCreateVcomPoliceReport({
    mutation: {
      onSuccess: (created) => {
        form.reset();
        notifier.create({ title: t.created, type: 'success' });
        onSaved(created.id);
      },
      onError: failed,
      onSettled: () => client.invalidateQueries({ queryKey: getListVcomPoliceReportsQueryKey() }),
    },
  });
  const edit = useEditVcomPoliceReport({
    mutation: {
      onSuccess: (saved) => {
        setTheirs(null);
        form.reset();
        notifier.create({ title: t.saved, type: 'success' });
        onSaved(saved.id);
      },
      onError: async (error) => {
        const status = statusOf(error);
        if (status === 412 && report) {
          setFailure(null);
          setTheirs(await client.fetchQuery({ ...reportOptions(report.id), staleTime: 0 }));
          return;
        }
        setTheirs(null);
        if (status === 409) return setFailure(t.locked);
        failed(error);
      },
      onSettled: () => {
        setResending(false);
        return report ? reportChanged(client, report.id) : undefined;
      },
    },
  });
  const sendEdit = (data: VcomPoliceReportUpdateInput, version: string) => {
    if (!report) return;
    setFailure(null);
    edit.mutate({ id: report.id, data, headers: { 'If-Match': `"${version}"` } });
  };
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    if (editing) sendEdit(data, values.base);
    else create.mutate({ data: data as VcomPoliceReportInput });
  });
  const headingId = editing ? 'vcom-report-edit' : 'vcom-report-new';

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p="4">
      <Heading as={editing ? 'h3' : 'h2'} size="lg" id={headingId}>
        {editing ? t.editHeading : t.newHeading}
      </Heading>
      <FormStack gap="4" mt="3" onSubmit={submit}>
        {editing ? null : (
          <SelectField
            label={t.kind}
            value={values.kind as VcomPoliceReportKind}
            options={KINDS}
            labels={t.kinds}
            message={form.message('kind')}
            onChange={(v) => form.set('kind', v)}
          />
        )}
        <FormField label={t.title} message={form.message('title')} required>
          <Input {...form.input('title')} />
        </FormField>
        <FormField label={t.text} message={form.message('text')} required>
          <Textarea {...form.input('text')} rows={8} />
        </FormField>
        <HStack gap="4" wrap="wrap" align="start">
          <FormField label={t.location} message={form.message('location')} maxW="20rem">
            <Input {...form.input('location')} />
          </FormField>
          <FormField label={t.occurredAtField} message={form.message('occurredAt')} maxW="20rem">
            <Input type="datetime-local" {...form.input('occurredAt')} />
          </FormField>
          <FormField label={t.caseId} message={form.message('caseId')} maxW="12rem">
            <Input {...form.input('caseId')} inputMode="numeric" />
          </FormField>
        </HStack>
        <ChosenCitizens
          values={values}
          update={form.update}
          message={form.message('citizenIds')}
          label={t.citizensField}
          placeholder={t.findCitizen}
          addLabel={t.addCitizen}
          listLabel={t.citizens}
          removeLabel={t.removeCitizen}
        />
        {notice ? <Text color="fg.muted">{notice}</Text> : null}
        <Failure text={failure} />
        <Text fontSize="sm" color="fg.muted">
          {t.draftKept}
        </Text>
        <HStack gap="2">
          <Button
            type="submit"
            loading={create.isPending || (edit.isPending && !theirs && !resending)}
            loadingText={t.saving}
          >
            {t.save}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              form.reset();
              onCancel();
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
            sendEdit(fields(values), String(theirs.version));
          }}
          onTakeTheirs={() => {
            // The officer gives up the edit: the draft goes, the report shows the saved version.
            setTheirs(null);
            form.reset();
            onCancel();
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
