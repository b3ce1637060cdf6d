// Report a picture to the moderators: a reason from the contract's list and an optional text,
// checked by the generated validator; a second report answers 409, said in place.
import { Box, Button, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useReportPicture } from '../../../api/generated/endpoints/pictures/pictures';
import type { ReportCreate } from '../../../api/generated/model/reportCreate';
import type { ReportReason } from '../../../api/generated/model/reportReason';
import { ReportPictureBody } from '../../../api/generated/zod/pictures/pictures.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { reportsChanged } from '../queries';
import { picturesTexts } from '../texts';

const t = picturesTexts.report;
const reasons = Object.keys(picturesTexts.reason) as ReportReason[];

export function ReportForm({ pictureId, onDone }: { pictureId: number; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: ReportPictureBody,
    initial: { reason: '', text: '' },
    toBody: (v) =>
      ({ reason: v.reason || undefined, ...(v.text.trim() ? { text: v.text.trim() } : {}) }) as ReportCreate,
    messages: { reason: { required: t.choose, choice: t.choose } },
  });
  const report = useReportPicture({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.sent, type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => reportsChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (report.isPending) return;
    setFailure(null);
    report.mutate({ id: pictureId, data });
  });
  return (
    <FormStack onSubmit={submit} aria-label={t.heading} borderWidth="1px" borderRadius="md" p="3">
      <FormField label={t.reason} message={form.message('reason')} required maxW="24rem">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={form.values.reason}
            onChange={(e) => form.set('reason', e.target.value)}
            onBlur={() => form.touch('reason')}
          >
            <option value="">{t.placeholder}</option>
            {reasons.map((r) => (
              <option key={r} value={r}>
                {picturesTexts.reason[r]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t.text} message={form.message('text')}>
        <Textarea {...form.input('text')} rows={2} />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <Box>
        <Button type="submit" size="sm" colorPalette="brand" loading={report.isPending}>
          {t.submit}
        </Button>
      </Box>
    </FormStack>
  );
}
