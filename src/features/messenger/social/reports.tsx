// Reported posts for moderators (right messenger.moderate; the loader guards ?tab=reports|closed):
// open ones oldest first, or the closed ones (?tab=closed). An open report is closed with an
// outcome (anything but "dismissed" deletes the post, settling all its reports), or the post
// is deleted directly with a reason for the admin log (confirmed).
import { Badge, Box, Button, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  getListMessengerSocialReportsQueryOptions,
  useCloseMessengerSocialReport,
  useDeleteMessengerSocialPostAdmin,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerSocialReport } from '../../../api/generated/model/messengerSocialReport';
import type { ReportClose } from '../../../api/generated/model/reportClose';
import type { ReportOutcome } from '../../../api/generated/model/reportOutcome';
import { CloseMessengerSocialReportBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useServerDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { PagedList } from '../../../components/views/paged-list';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { SafeText } from '../components/safe-text';
import { useSocialSearch } from './common';
import { pageParams, reportsChanged } from './queries';
import { socialTexts } from './texts';

const t = socialTexts.reports;
const states = ['open', 'closed'] as const;
const outcomes = Object.keys(socialTexts.outcome) as ReportOutcome[];

export function Reports() {
  const [search, setSearch] = useSocialSearch();
  const state = search.tab === 'closed' ? 'closed' : 'open';
  const list = useQuery({
    ...getListMessengerSocialReportsQueryOptions({ ...pageParams(search.page), state }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="3" data-testid="social-reports">
      <SegmentedFilter
        label={t.stateLabel}
        options={states}
        labels={t.state}
        value={state}
        onChange={(next) => setSearch({ tab: next === 'open' ? 'reports' : 'closed', page: undefined })}
      />
      <PagedList
        query={list}
        getKey={(r) => r.id}
        renderItem={(r) => <ReportRow report={r} />}
        label={t.label}
        page={search.page ?? 1}
        onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
        empty={t.empty}
        gap="3"
      />
    </Stack>
  );
}

function ReportRow({ report }: { report: MessengerSocialReport }) {
  const client = useQueryClient();
  const mayClose = useCan('closeMessengerSocialReport');
  const mayDelete = useCan('deleteMessengerSocialPostAdmin');
  const [closing, setClosing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteMessengerSocialPostAdmin({
    mutation: {
      onSuccess: () => {
        setDeleting(false);
        notifier.create({ title: t.deleted, type: 'success' });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => reportsChanged(client),
    },
  });
  const open = report.state === 'open';
  return (
    <Stack
      as="article"
      aria-label={report.post.author.displayName}
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      data-testid="social-report"
    >
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={open ? 'orange' : 'gray'}>{t.state[report.state]}</Badge>
        <Badge variant="outline">{socialTexts.reason[report.reason]}</Badge>
        <Text fontSize="sm" color="fg.muted">
          {t.count(report.reportCount)}
        </Text>
      </HStack>
      <Text fontWeight="semibold">
        {report.post.author.displayName}{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          @{report.post.author.handle}
        </Text>
      </Text>
      <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="social-report-post">
        <SafeText text={report.post.text} />
      </Text>
      {report.text ? (
        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
          <SafeText text={report.text} />
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        {t.reportedBy(report.reportedBy.name, formatDateTime(report.reportedAt))}
      </Text>
      {!open ? (
        <Text fontSize="sm" color="fg.muted">
          {report.outcome ? socialTexts.outcome[report.outcome] : null}
          {report.closedBy ? ` · ${t.closedBy(report.closedBy.name)}` : null}
        </Text>
      ) : null}
      {open && (mayClose || mayDelete) ? (
        <HStack gap="2" wrap="wrap">
          {mayClose ? (
            <Button size="sm" variant="outline" aria-expanded={closing} onClick={() => setClosing((c) => !c)}>
              <CheckCircle aria-hidden="true" />
              {t.close}
            </Button>
          ) : null}
          {mayDelete ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              {t.deletePost}
            </Button>
          ) : null}
        </HStack>
      ) : null}
      {closing && open ? <CloseForm reportId={report.id} onDone={() => setClosing(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        title={t.deleteTitle}
        body={t.deleteBody}
        confirmLabel={t.deletePost}
        cancelLabel={socialTexts.post.cancel}
        busy={remove.isPending}
        reason={{ label: t.reason, required: true, missing: t.reasonMissing }}
        draftName={`draft.messenger.socialReport.${report.id}.deletePost`}
        onConfirm={(reason) => {
          if (remove.isPending || !reason) return;
          return remove.mutateAsync({ id: report.post.id, params: { reason } });
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}

function CloseForm({ reportId, onDone }: { reportId: number; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: CloseMessengerSocialReportBody,
    initial: { outcome: '', note: '' },
    draft: useServerDraft(`draft.messenger.social.report.${reportId}`, { outcome: '', note: '' }),
    toBody: (v) =>
      ({ outcome: v.outcome || undefined, ...(v.note.trim() ? { note: v.note.trim() } : {}) }) as ReportClose,
    messages: { outcome: { required: t.outcome, choice: t.outcome } },
  });
  const close = useCloseMessengerSocialReport({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.closed, type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => reportsChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (close.isPending) return;
    setFailure(null);
    close.mutate({ id: reportId, data });
  });
  return (
    <FormStack onSubmit={submit} aria-label={t.close} borderWidth="1px" borderRadius="md" p="3">
      <FormField label={t.outcome} message={form.message('outcome')} required maxW="24rem">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={form.values.outcome}
            onChange={(e) => form.set('outcome', e.target.value)}
            onBlur={() => form.touch('outcome')}
          >
            <option value="">{socialTexts.report.placeholder}</option>
            {outcomes.map((o) => (
              <option key={o} value={o}>
                {socialTexts.outcome[o]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t.note} message={form.message('note')}>
        <Textarea {...form.input('note')} rows={2} />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <Box>
        <Button type="submit" size="sm" colorPalette="brand" loading={close.isPending}>
          {t.submit}
        </Button>
      </Box>
    </FormStack>
  );
}
