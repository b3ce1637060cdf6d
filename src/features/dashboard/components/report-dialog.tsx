// Report a post to the moderators with a reason and an optional explanation, kept in a draft per
// post (over a reload too) until the report is sent or cancelled.
import { Button, CloseButton, Dialog, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useReportDashboardPost } from '../../../api/generated/endpoints/dashboard/dashboard';
import type { ReportReason } from '../../../api/generated/model/reportReason';
import { ReportDashboardPostBody } from '../../../api/generated/zod/dashboard/dashboard.zod';
import { useMemo } from 'react';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { describeError } from '../../../lib/describe-error';
import { dashboardTexts as t } from '../texts';

/** The reasons of the shared ReportReason enum that the dashboard offers (those with a text). */
type Reason = Extract<ReportReason, keyof typeof t.report.reasons>;
const reasons = Object.keys(t.report.reasons) as Reason[];
const empty = { reason: 'spam' as string, text: '' };

export function ReportDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const draft = useMemo(() => defineDraft(`draft.dashboard.report.${postId}`, empty), [postId]);
  const form = useContractForm({
    schema: ReportDashboardPostBody,
    initial: empty,
    draft,
    toBody: ({ reason, text }) => {
      const note = text.trim();
      return { reason: reason as Reason, ...(note ? { text: note } : {}) };
    },
  });
  const cancel = () => {
    form.reset();
    onClose();
  };
  // A report changes nothing the user sees, so no query is invalidated.
  const report = useReportDashboardPost({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.report.sent, type: 'success' });
        onClose();
      },
      onError: (error) => form.applyServerErrors(error),
    },
  });
  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? undefined : cancel())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={form.handleSubmit((data) => report.mutate({ id: postId, data }))}>
            <Dialog.Header>
              <Dialog.Title>{t.report.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <FormField label={t.report.reasonLabel} message={form.message('reason')}>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={form.values.reason} onChange={(e) => form.set('reason', e.target.value)}>
                      {reasons.map((r) => (
                        <option key={r} value={r}>
                          {t.report.reasons[r]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label={t.report.textLabel} message={form.message('text')}>
                  <Textarea {...form.input('text')} />
                </FormField>
                {report.isError && !form.message('text') ? (
                  <Text role="alert" color="fg.error">
                    {describeError(report.error)}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={cancel}>
                {t.actions.cancel}
              </Button>
              <Button type="submit" colorPalette="brand" loading={report.isPending}>
                {t.report.submit}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.actions.cancel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
