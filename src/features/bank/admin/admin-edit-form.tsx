// The admin's change of an account: label, lock, main flag, daily limit, a new holder (by id),
// always with a reason for the log, and saved only after a confirmation. The balance is not set here: corrections book it.
import { Box, Button, Checkbox, Heading, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useEditBankAdminAccount } from '../../../api/generated/endpoints/bank/bank';
import type { BankAccount } from '../../../api/generated/model/bankAccount';
import type { BankAdminAccountEdit } from '../../../api/generated/model/bankAdminAccountEdit';
import { EditBankAdminAccountBody } from '../../../api/generated/zod/bank/bank.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useServerDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { parseAmount } from '../money';
import { bankChanged } from '../queries';
import { bankTexts } from '../texts';

const t = bankTexts.admin;
type Values = { label: string; locked: boolean; main: boolean; limit: string; holderId: string; reason: string };

export function AdminEditForm({ account: a }: { account: BankAccount }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  // A checked change waits here for the admin's confirmation.
  const [asking, setAsking] = useState<BankAdminAccountEdit | null>(null);
  const initial: Values = { label: a.label, locked: a.locked, main: a.main, limit: '', holderId: '', reason: '' };
  const toBody = (v: Values): BankAdminAccountEdit => ({
    ...(v.label.trim() !== a.label ? { label: v.label.trim() } : {}),
    ...(v.locked !== a.locked ? { locked: v.locked } : {}),
    ...(v.main !== a.main ? { main: v.main } : {}),
    ...(v.limit.trim() ? { dailyTransferLimit: parseAmount(v.limit) } : {}),
    ...(v.holderId.trim() ? { holderId: Number(v.holderId), holderKind: a.holderKind } : {}),
    reason: v.reason.trim(),
  });
  const form = useContractForm({
    schema: EditBankAdminAccountBody,
    initial,
    draft: useServerDraft(`draft.bank.admin.edit.${a.id}`, initial),
    toBody,
  });
  const edit = useEditBankAdminAccount({
    mutation: {
      onSuccess: (changed) => {
        form.reset({ ...initial, label: changed.label, locked: changed.locked, main: changed.main });
        notifier.create({ title: t.saved, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => bankChanged(client),
    },
  });
  const flag = (path: 'locked' | 'main', label: string) => (
    <Checkbox.Root checked={form.values[path]} onCheckedChange={(e) => form.set(path, e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
  return (
    <Box as="section" aria-labelledby="bank-admin-edit" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="bank-admin-edit" mb="3">
        {t.edit}
      </Heading>
      <FormStack gap="3" onSubmit={form.handleSubmit((data) => (setFailure(null), setAsking(data)))}>
        <FormField label={bankTexts.settings.label} message={form.message('label')}>
          <Input {...form.input('label')} />
        </FormField>
        {flag('locked', t.lockedField)}
        {flag('main', t.mainField)}
        <FormField label={t.limit} message={form.message('limit') ?? form.message('dailyTransferLimit')}>
          <Input {...form.input('limit')} inputMode="numeric" />
        </FormField>
        <FormField label={t.holderId} message={form.message('holderId')}>
          <Input {...form.input('holderId')} inputMode="numeric" />
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
          <Button type="submit" colorPalette="brand" loading={edit.isPending}>
            {t.save}
          </Button>
        </Box>
      </FormStack>
      <ConfirmDialog
        open={!!asking}
        title={t.confirmEdit(a.number)}
        body={asking?.reason}
        confirmLabel={t.save}
        cancelLabel={t.cancel}
        busy={edit.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking) edit.mutate({ bankaccountId: a.id, data: asking });
          setAsking(null);
        }}
      />
    </Box>
  );
}
