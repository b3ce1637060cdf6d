// Report a post to the moderators with a reason and an optional explanation.
import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useReportDashboardPost } from '../../../api/generated/endpoints/dashboard/dashboard';
import type { ReportReason } from '../../../api/generated/model/reportReason';
import { notifier } from '../../../components/feedback/toaster';
import { describeError } from '../../../lib/describe-error';
import { dashboardTexts as t } from '../texts';

/** The reasons of the shared ReportReason enum that the dashboard offers (those with a text). */
type Reason = Extract<ReportReason, keyof typeof t.report.reasons>;
const reasons = Object.keys(t.report.reasons) as Reason[];

export function ReportDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const [reason, setReason] = useState<Reason>('spam');
  const [text, setText] = useState('');
  // A report changes nothing the user sees, so no query is invalidated.
  const report = useReportDashboardPost({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.report.sent, type: 'success' });
        onClose();
      },
    },
  });
  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(e) => {
              e.preventDefault();
              const note = text.trim();
              report.mutate({ id: postId, data: { reason, ...(note ? { text: note } : {}) } });
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{t.report.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root>
                  <Field.Label>{t.report.reasonLabel}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
                      {reasons.map((r) => (
                        <option key={r} value={r}>
                          {t.report.reasons[r]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t.report.textLabel}</Field.Label>
                  <Textarea value={text} maxLength={1000} onChange={(e) => setText(e.target.value)} />
                </Field.Root>
                {report.isError ? (
                  <Text role="alert" color="fg.error">
                    {describeError(report.error)}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
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
