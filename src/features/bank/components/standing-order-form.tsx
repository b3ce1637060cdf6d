// Create a standing order (its draft survives a reload), or edit the one named in the URL
// (PUT replaces it whole). The
// contract's validator checks number, amount and purpose; that the first execution lies in
// the future and the end after it are the form's own rules.
import { Box, Button, Checkbox, Heading, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useAddBankStandingOrder, useEditBankStandingOrder } from '../../../api/generated/endpoints/bank/bank';
import type { BankStandingOrder } from '../../../api/generated/model/bankStandingOrder';
import type { BankStandingOrderInput } from '../../../api/generated/model/bankStandingOrderInput';
import type { BankStandingOrderInterval } from '../../../api/generated/model/bankStandingOrderInterval';
import { AddBankStandingOrderBody } from '../../../api/generated/zod/bank/bank.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { parseAmount } from '../money';
import { bankChanged } from '../queries';
import { bankTexts } from '../texts';

const t = bankTexts.orders;
const tx = bankTexts.transfer;
type Values = {
  toAccountNumber: string;
  amount: string;
  purpose: string;
  interval: BankStandingOrderInterval;
  first: string;
  endsAt: string;
  active: boolean;
};
const intervals: BankStandingOrderInterval[] = ['monthly', 'weekly', 'daily'];

/** A calendar day of the date field → the contract's timestamp (8 o'clock local, when banks book). */
const stamp = (day: string) => {
  const time = new Date(`${day}T08:00`).getTime();
  return Number.isNaN(time) ? day : new Date(time).toISOString();
};
const dayOf = (iso: string | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const valuesOf = (o?: BankStandingOrder): Values => ({
  toAccountNumber: o?.toAccountNumber ?? '',
  amount: o ? String(o.amount) : '',
  purpose: o?.purpose ?? '',
  interval: o?.interval ?? 'monthly',
  first: dayOf(o?.nextExecutionAt),
  endsAt: dayOf(o?.endsAt),
  active: o?.active ?? true,
});

const toBody = (v: Values): BankStandingOrderInput =>
  ({
    toAccountNumber: v.toAccountNumber.trim().toUpperCase(),
    ...(parseAmount(v.amount) === undefined ? {} : { amount: parseAmount(v.amount) }),
    purpose: v.purpose.trim(),
    interval: v.interval,
    ...(v.first ? { firstExecutionAt: stamp(v.first) } : {}),
    ...(v.endsAt ? { endsAt: stamp(v.endsAt) } : {}),
    active: v.active,
  }) as BankStandingOrderInput;

interface Props {
  accountId: number;
  order?: BankStandingOrder;
  onDone: () => void;
}

export function StandingOrderForm({ accountId, order, onDone }: Props) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  // A new order is kept as typed (reload, 401, failed send); an edit starts from the order.
  const draft = useMemo(
    () => (order ? undefined : defineDraft(`draft.bank.order.${accountId}`, valuesOf())),
    [order, accountId],
  );
  const form = useContractForm({
    schema: AddBankStandingOrderBody,
    initial: valuesOf(order),
    draft,
    toBody,
    rules: (v) => ({
      first: v.first && Date.parse(stamp(v.first)) <= Date.now() ? t.firstPast : undefined,
      endsAt: v.endsAt && v.first && v.endsAt <= v.first ? t.endBeforeFirst : undefined,
    }),
    messages: { firstExecutionAt: { required: t.firstPast } },
  });
  const mutation = {
    onSuccess: () => {
      form.reset(valuesOf());
      notifier.create({ title: t.saved, type: 'success' as const });
      onDone();
    },
    onError: (error: unknown) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    onSettled: () => bankChanged(client),
  };
  const add = useAddBankStandingOrder({ mutation });
  const edit = useEditBankStandingOrder({ mutation });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    if (order) edit.mutate({ bankaccountId: accountId, id: order.id, data });
    else add.mutate({ bankaccountId: accountId, data });
  });
  const firstMessage = form.message('first') ?? form.message('firstExecutionAt');
  return (
    <Box as="section" aria-labelledby="bank-order-form" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="bank-order-form" mb="3">
        {order ? t.editHeading : t.create}
      </Heading>
      <FormStack gap="3" onSubmit={submit}>
        <FormField label={tx.to} message={form.message('toAccountNumber')} helper={tx.toHint} required>
          <Input {...form.input('toAccountNumber')} autoComplete="off" />
        </FormField>
        <HStack gap="3" align="start" wrap="wrap">
          <FormField label={tx.amount} message={form.message('amount')} required maxW="14rem">
            <Input {...form.input('amount')} inputMode="numeric" autoComplete="off" />
          </FormField>
          <FormField label={t.intervalLabel} maxW="14rem">
            <NativeSelect.Root>
              <NativeSelect.Field value={form.values.interval} onChange={(e) => form.set('interval', e.target.value)}>
                {intervals.map((i) => (
                  <option key={i} value={i}>
                    {t.interval[i]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </HStack>
        <FormField label={tx.purpose} message={form.message('purpose')} required>
          <Input {...form.input('purpose')} />
        </FormField>
        <HStack gap="3" align="start" wrap="wrap">
          <FormField label={t.first} message={firstMessage} required maxW="14rem">
            <Input {...form.input('first')} type="date" />
          </FormField>
          <FormField label={t.endsAt} message={form.message('endsAt')} maxW="14rem">
            <Input {...form.input('endsAt')} type="date" />
          </FormField>
        </HStack>
        <Checkbox.Root checked={form.values.active} onCheckedChange={(e) => form.set('active', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.active}</Checkbox.Label>
        </Checkbox.Root>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={add.isPending || edit.isPending}>
            {order ? t.save : t.add}
          </Button>
          {order ? (
            <Button variant="outline" onClick={onDone}>
              {t.cancel}
            </Button>
          ) : null}
        </HStack>
      </FormStack>
    </Box>
  );
}
