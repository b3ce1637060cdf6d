// A player files a report to the team: a reason from the contract's one list, optionally the
// character it is about, and what happened; checked by the generated validator, a 422 under
// its field, the typed text kept across a failure and a reload (draft).
import { Box, Button, Heading, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useReportPlayer } from '../../../api/generated/endpoints/player/player';
import type { PlayerReportCreate } from '../../../api/generated/model/playerReportCreate';
import type { ReportReason } from '../../../api/generated/model/reportReason';
import { ReportPlayerBody } from '../../../api/generated/zod/player/player.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { reportsChanged } from '../report-queries';
import { reportTexts as t } from '../texts';

const reasons = Object.keys(t.reasons) as ReportReason[];
const empty = { reason: '', reported: '', text: '' };
const draft = defineDraft('draft.player.report', empty);

const toBody = (v: typeof empty) =>
  ({
    reason: v.reason || undefined,
    ...(v.reported.trim() ? { reported: v.reported.trim() } : {}),
    text: v.text.trim(),
  }) as PlayerReportCreate;

export function ReportForm() {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: ReportPlayerBody,
    initial: empty,
    draft,
    toBody,
    messages: { reason: { required: t.choose, choice: t.choose } },
  });
  const report = useReportPlayer({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.sent, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => reportsChanged(client),
    },
  });
  return (
    <Box as="section" aria-labelledby="file-report" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" id="file-report" mb="3">
        {t.fileHeading}
      </Heading>
      <FormStack
        onSubmit={form.handleSubmit((data) => {
          if (report.isPending) return;
          setFailure(null);
          report.mutate({ data });
        })}
      >
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
                  {t.reasons[r]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t.reported} message={form.message('reported')} maxW="24rem">
          <Input {...form.input('reported')} autoComplete="off" />
        </FormField>
        <FormField label={t.text} message={form.message('text')} required>
          <Textarea {...form.input('text')} rows={3} />
        </FormField>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={report.isPending}>
            {t.submit}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
