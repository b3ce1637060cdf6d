// Report a post to the moderators: a reason from the contract's list and an optional text,
// checked by the generated validator; a second report answers 409, said in place.
import { Box, Button, HStack, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useReportMessengerSocialPost } from '../../../api/generated/endpoints/messenger/messenger';
import type { ReportCreate } from '../../../api/generated/model/reportCreate';
import type { ReportReason } from '../../../api/generated/model/reportReason';
import { ReportMessengerSocialPostBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { socialTexts } from './texts';

const t = socialTexts.report;
const reasons = Object.keys(socialTexts.reason) as ReportReason[];

export function ReportForm({ postId, onDone }: { postId: number; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: ReportMessengerSocialPostBody,
    initial: { reason: '', text: '' },
    toBody: (v) =>
      ({ reason: v.reason || undefined, ...(v.text.trim() ? { text: v.text.trim() } : {}) }) as ReportCreate,
    messages: { reason: { required: t.choose, choice: t.choose } },
  });
  const report = useReportMessengerSocialPost({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.sent, type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (report.isPending) return;
    setFailure(null);
    report.mutate({ id: postId, data });
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
                {socialTexts.reason[r]}
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
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={report.isPending}>
          {t.submit}
        </Button>
        <Box>
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            {socialTexts.post.cancel}
          </Button>
        </Box>
      </HStack>
    </FormStack>
  );
}
