// Open a government account (ACP right bank.government): bank, name, purpose, monthly budget,
// optionally the team that manages it. 409 when the purpose already has one for that team.
import { Box, Button, Heading, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getListBanksQueryOptions, useCreateBankGovernmentAccount } from '../../../api/generated/endpoints/bank/bank';
import type { BankGovernmentAccountCreate } from '../../../api/generated/model/bankGovernmentAccountCreate';
import type { BankGovernmentPurpose } from '../../../api/generated/model/bankGovernmentPurpose';
import { CreateBankGovernmentAccountBody } from '../../../api/generated/zod/bank/bank.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { defineDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { parseAmount } from '../money';
import { bankChanged } from '../queries';
import { bankTexts } from '../texts';

const t = bankTexts.admin;
type Values = { bankId: string; label: string; purpose: BankGovernmentPurpose; monthlyBudget: string; team: string };
const empty: Values = { bankId: '1', label: '', purpose: 'treasury', monthlyBudget: '0', team: '' };
const draft = defineDraft('draft.bank.admin.government', empty);

const toBody = (v: Values): BankGovernmentAccountCreate =>
  ({
    bankId: Number(v.bankId),
    label: v.label.trim(),
    purpose: v.purpose,
    monthlyBudget: parseAmount(v.monthlyBudget),
    ...(v.team.trim() ? { managedByTeamId: Number(v.team) } : {}),
  }) as BankGovernmentAccountCreate;

export function GovernmentForm() {
  const client = useQueryClient();
  const banks = useQuery(getListBanksQueryOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema: CreateBankGovernmentAccountBody, initial: empty, draft, toBody });
  const create = useCreateBankGovernmentAccount({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.governmentCreated, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => bankChanged(client),
    },
  });
  const select = (path: 'bankId' | 'purpose', options: Array<[string, string]>) => (
    <NativeSelect.Root>
      <NativeSelect.Field value={form.values[path]} onChange={(e) => form.set(path, e.target.value)}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <Box as="section" aria-labelledby="bank-government-form" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="bank-government-form" mb="3">
        {t.newGovernment}
      </Heading>
      <FormStack gap="3" onSubmit={form.handleSubmit((data) => (setFailure(null), create.mutate({ data })))}>
        <HStack gap="3" align="start" wrap="wrap">
          <FormField label={bankTexts.bank} message={form.message('bankId')} maxW="16rem">
            {select(
              'bankId',
              (banks.data?.items ?? []).map((b) => [String(b.id), b.name]),
            )}
          </FormField>
          <FormField label={t.purposeLabel} maxW="16rem">
            {select('purpose', Object.entries(t.purpose))}
          </FormField>
        </HStack>
        <FormField label={bankTexts.settings.label} message={form.message('label')} required>
          <Input {...form.input('label')} />
        </FormField>
        <HStack gap="3" align="start" wrap="wrap">
          <FormField label={t.budget} message={form.message('monthlyBudget')} maxW="14rem" required>
            <Input {...form.input('monthlyBudget')} inputMode="numeric" />
          </FormField>
          <FormField label={t.team} message={form.message('managedByTeamId')} maxW="14rem">
            <Input {...form.input('team')} inputMode="numeric" />
          </FormField>
        </HStack>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={create.isPending}>
            {t.newGovernment}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
