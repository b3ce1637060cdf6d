// Correct a balance (ACP right bank.edit): money booked into or out of the account with a
// purpose and a reason for the log; the history stays complete.
import { Box, Button, Heading, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAddBankAdminCorrection } from '../../../api/generated/endpoints/bank/bank';
import type { BankAdminCorrection } from '../../../api/generated/model/bankAdminCorrection';
import { AddBankAdminCorrectionBody } from '../../../api/generated/zod/bank/bank.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useServerDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { describeError } from '../../../lib/describe-error';
import { parseAmount } from '../money';
import { bankChanged } from '../queries';
import { bankTexts } from '../texts';

const t = bankTexts.admin;
type Values = { direction: 'credit' | 'debit'; amount: string; purpose: string; reason: string };
const empty: Values = { direction: 'credit', amount: '', purpose: '', reason: '' };
const toBody = (v: Values): BankAdminCorrection =>
  ({
    direction: v.direction,
    ...(parseAmount(v.amount) === undefined ? {} : { amount: parseAmount(v.amount) }),
    purpose: v.purpose.trim(),
    reason: v.reason.trim(),
  }) as BankAdminCorrection;

export function CorrectionForm({ accountId }: { accountId: number }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: AddBankAdminCorrectionBody,
    initial: empty,
    draft: useServerDraft(`draft.bank.admin.correction.${accountId}`, empty),
    toBody,
  });
  const book = useAddBankAdminCorrection({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.booked, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => bankChanged(client),
    },
  });
  return (
    <Box as="section" aria-labelledby="bank-correction" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="bank-correction" mb="3">
        {t.correction}
      </Heading>
      <FormStack
        gap="3"
        onSubmit={form.handleSubmit((data) => (setFailure(null), book.mutate({ bankaccountId: accountId, data })))}
      >
        <SegmentedFilter
          label={t.directionLabel}
          options={['credit', 'debit'] as const}
          labels={{ credit: t.credit, debit: t.debit }}
          value={form.values.direction}
          onChange={(d) => form.set('direction', d)}
        />
        <FormField label={bankTexts.transfer.amount} message={form.message('amount')} required>
          <Input {...form.input('amount')} inputMode="numeric" />
        </FormField>
        <FormField label={bankTexts.transfer.purpose} message={form.message('purpose')} required>
          <Input {...form.input('purpose')} />
        </FormField>
        <FormField label={t.reason} message={form.message('reason')} required>
          <Input {...form.input('reason')} />
        </FormField>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={book.isPending}>
            {t.book}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
