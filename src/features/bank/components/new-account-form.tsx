// Open a personal account: choose a bank (with its fees), name it, optionally a card PIN and
// the main flag. Checked by the contract's validator; a 409 (five accounts, bank closed) says why.
// Bank, name and main flag live in a draft until the account is opened; the PIN, a secret, only
// in the component's state, never in localStorage.
import { Box, Button, Checkbox, Heading, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getListBanksQueryOptions, useCreateBankAccount } from '../../../api/generated/endpoints/bank/bank';
import type { BankAccountCreate } from '../../../api/generated/model/bankAccountCreate';
import { CreateBankAccountBody } from '../../../api/generated/zod/bank/bank.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { formatMoney, formatPercent } from '../../../lib/format';
import { bankChanged } from '../queries';
import { bankTexts } from '../texts';

const t = bankTexts.create;
type Values = { bankId: string; label: string; pin: string; main: boolean };
const empty: Values = { bankId: '', label: '', pin: '', main: false };
const draft = defineDraft('draft.bank.newAccount', empty);

const bodyOf = (v: Values): BankAccountCreate => ({
  bankId: Number(v.bankId),
  label: v.label.trim(),
  ...(v.pin ? { pin: v.pin } : {}),
  main: v.main,
});

export function NewAccountForm() {
  const client = useQueryClient();
  const banks = useQuery(getListBanksQueryOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: CreateBankAccountBody,
    initial: empty,
    draft,
    toBody: bodyOf,
    // The PIN is a secret: in memory only, never in the draft.
    secrets: ['pin'],
    messages: { bankId: { tooSmall: t.chooseBank, required: t.chooseBank } },
  });
  const create = useCreateBankAccount({
    mutation: {
      onSuccess: (account) => {
        form.reset();
        notifier.create({ title: t.created(account.number), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => bankChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    create.mutate({ data });
  });
  return (
    <Box as="section" aria-labelledby="bank-new-account" borderWidth="1px" borderRadius="lg" p="4" mt="8">
      <Heading as="h2" size="lg" id="bank-new-account" mb="3">
        {t.heading}
      </Heading>
      <FormStack gap="3" onSubmit={submit}>
        <FormField label={t.bank} message={form.message('bankId')} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="bankId"
              value={form.values.bankId}
              onChange={(e) => form.set('bankId', e.target.value)}
              onBlur={() => form.touch('bankId')}
            >
              <option value="">{t.chooseBank}</option>
              {banks.data?.items.map((b) => (
                <option key={b.id} value={b.id} disabled={!b.openForNewAccounts}>
                  {b.name} –{' '}
                  {b.openForNewAccounts
                    ? t.fees(formatPercent(b.transferFeePercent), formatMoney(b.monthlyFee))
                    : t.closed}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t.label} message={form.message('label')} required>
          <Input {...form.input('label')} />
        </FormField>
        <FormField label={t.pin} message={form.message('pin')} maxW="14rem">
          <Input {...form.input('pin')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <Checkbox.Root checked={form.values.main} onCheckedChange={(e) => form.set('main', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.main}</Checkbox.Label>
        </Checkbox.Root>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={create.isPending}>
            {t.submit}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
