// Change the card PIN: the current one once a PIN is set, and the new one (four digits, the
// contract's pattern). A wrong current PIN comes back as a 422 under its field.
import { Box, Button, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useChangeBankAccountPin } from '../../../api/generated/endpoints/bank/bank';
import type { BankPinChange } from '../../../api/generated/model/bankPinChange';
import { ChangeBankAccountPinBody } from '../../../api/generated/zod/bank/bank.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { bankTexts } from '../texts';

const t = bankTexts.settings;
type Values = { currentPin: string; newPin: string };

export function PinForm({ accountId, pinSet }: { accountId: number; pinSet: boolean }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: ChangeBankAccountPinBody,
    initial: { currentPin: '', newPin: '' } as Values,
    toBody: (v: Values): BankPinChange => ({ newPin: v.newPin, ...(v.currentPin ? { currentPin: v.currentPin } : {}) }),
    rules: (v) => ({ currentPin: pinSet && !v.currentPin ? bankTexts.settings.currentPin : undefined }),
  });
  const change = useChangeBankAccountPin({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.pinChanged, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  return (
    <Box as="section" aria-labelledby="bank-pin">
      <Heading as="h3" size="md" id="bank-pin" mb="2">
        {t.pinHeading}
      </Heading>
      <FormStack
        gap="2"
        onSubmit={form.handleSubmit((data) => (setFailure(null), change.mutate({ bankaccountId: accountId, data })))}
      >
        <HStack gap="3" align="start" wrap="wrap">
          {pinSet ? (
            <FormField label={t.currentPin} message={form.message('currentPin')} maxW="10rem">
              <Input {...form.input('currentPin')} type="password" inputMode="numeric" autoComplete="off" />
            </FormField>
          ) : null}
          <FormField label={t.newPin} message={form.message('newPin')} maxW="10rem" required>
            <Input {...form.input('newPin')} type="password" inputMode="numeric" autoComplete="off" />
          </FormField>
        </HStack>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" variant="outline" loading={change.isPending}>
            {t.changePin}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
