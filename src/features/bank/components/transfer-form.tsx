// A transfer [Überweisung] in two steps: the form (number checked by the contract's pattern
// as it is typed, the holder looked up and shown, amount within balance and daily limit,
// purpose, optional PIN), then the summary with the fee, and only then the send. Each attempt
// carries an Idempotency-Key that stays the same while the values do: a double click, or a
// retry after a timeout, never books twice. The draft lives in localStorage per account (a
// reload, a 401 or a failed send keep it); after the booking every bank query refetches, so
// balance and bookings update in place.
import { Box, Button, DataList, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getCheckBankRecipientQueryOptions,
  getListBanksQueryOptions,
  useTransferBankMoney,
} from '../../../api/generated/endpoints/bank/bank';
import type { BankAccountDetails } from '../../../api/generated/model/bankAccountDetails';
import type { BankTransferRequest } from '../../../api/generated/model/bankTransferRequest';
import {
  TransferBankMoneyBody,
  transferBankMoneyBodyToAccountNumberRegExp as numberPattern,
} from '../../../api/generated/zod/bank/bank.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { parseAmount, transferFee } from '../money';
import { bankChanged } from '../queries';
import { bankTexts } from '../texts';

const t = bankTexts.transfer;
type Values = { toAccountNumber: string; amount: string; purpose: string; pin: string };
const empty: Values = { toAccountNumber: '', amount: '', purpose: '', pin: '' };
/** The length of a whole account number ("LS12 3456 7890"): from there its format is judged while typing. */
const NUMBER_LENGTH = 14;

const toBody = (v: Values): BankTransferRequest => {
  const amount = parseAmount(v.amount);
  return {
    toAccountNumber: v.toAccountNumber.trim().toUpperCase(),
    ...(amount === undefined ? {} : { amount }),
    purpose: v.purpose.trim(),
    ...(v.pin ? { pin: v.pin } : {}),
  } as BankTransferRequest;
};

export function TransferForm({ details }: { details: BankAccountDetails }) {
  const { account, limits } = details;
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.bank.transfer.${account.id}`, empty), [account.id]);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [failure, setFailure] = useState<string | null>(null);
  // One key per intended transfer: the same values keep it (also across a reload while no
  // answer came), other values or an answer make a new one.
  const attempt = useIdempotencyKey(`bank.transfer.${account.id}`);
  const banks = useQuery(getListBanksQueryOptions());
  const left = Math.max(0, limits.dailyTransferLimit - limits.transferredToday);

  const [number, setNumber] = useState('');
  const recipient = useQuery({
    ...getCheckBankRecipientQueryOptions({ accountNumber: number }),
    enabled: numberPattern.test(number),
    retry: false,
  });
  const percent = banks.data?.items.find((b) => b.id === account.bank.id)?.transferFeePercent ?? 0;
  const feeOf = (amount: number) =>
    recipient.data ? transferFee(amount, percent, recipient.data.bank.id !== account.bank.id) : 0;

  const form = useContractForm({
    schema: TransferBankMoneyBody,
    initial: empty,
    draft,
    toBody,
    // The PIN is a secret: in memory only, never in the draft.
    secrets: ['pin'],
    rules: (v) => {
      const amount = parseAmount(v.amount) ?? 0;
      return {
        amount:
          amount + feeOf(amount) > account.balance
            ? t.overBalance
            : amount > left
              ? t.overLimit(formatMoney(left))
              : undefined,
        toAccountNumber: recipient.isError && numberPattern.test(number) ? t.recipientUnknown : undefined,
      };
    },
  });
  // The lookup follows the typed number (the rules above read its answer, one render later).
  const typed = form.values.toAccountNumber.trim().toUpperCase();
  if (typed !== number) setNumber(typed);

  const send = useTransferBankMoney({
    mutation: {
      onSuccess: (_booking, { data }) => {
        attempt.settle();
        form.reset();
        setStep('edit');
        notifier.create({
          title: t.sent(formatMoney(data.amount), recipient.data?.holderName ?? data.toAccountNumber),
          type: 'success',
        });
      },
      onError: (error) => {
        // A refusal booked nothing: the next send is a new attempt; a lost answer keeps the key.
        attempt.settle(error);
        // Field errors (balance, limit, unknown number) go under their field, in the form.
        if (form.applyServerErrors(error)) {
          setFailure(null);
          setStep('edit');
        } else setFailure(describeError(error));
      },
      onSettled: () => bankChanged(client),
    },
  });

  const review = form.handleSubmit(() => {
    setFailure(null);
    setStep('confirm');
  });
  const confirm = () => {
    if (send.isPending) return;
    const body = toBody(form.values);
    setFailure(null);
    send.mutate({ bankaccountId: account.id, data: body, headers: { 'Idempotency-Key': attempt.keyFor(body) } });
  };

  if (!account.myRights.transfer) return <Text color="fg.muted">{t.noRight}</Text>;
  const body = toBody(form.values);
  const fee = feeOf(body.amount ?? 0);
  const numberInput = form.input('toAccountNumber');

  return (
    <Box as="section" aria-labelledby="bank-transfer" maxW="40rem">
      <Heading as="h2" size="lg" id="bank-transfer" mb="3">
        {step === 'confirm' ? t.confirmHeading : t.heading}
      </Heading>
      {account.locked ? (
        <Text color="fg.error" mb="3">
          {t.lockedNote}
        </Text>
      ) : null}
      {step === 'edit' ? (
        <FormStack gap="3" onSubmit={review}>
          <FormField label={t.to} message={form.message('toAccountNumber')} helper={t.toHint} required>
            <Input
              {...numberInput}
              autoComplete="off"
              onChange={(e) => {
                numberInput.onChange(e);
                if (e.target.value.trim().length >= NUMBER_LENGTH) form.touch('toAccountNumber');
              }}
            />
          </FormField>
          <Text fontSize="sm" aria-live="polite" minH="1.25rem" data-testid="bank-recipient">
            {recipient.data ? t.recipient(recipient.data.holderName, recipient.data.bank.name) : null}
            {recipient.isFetching && !recipient.data ? t.recipientLooking : null}
          </Text>
          <FormField
            label={t.amount}
            message={form.message('amount')}
            helper={t.available(formatMoney(account.balance), formatMoney(left))}
            required
            maxW="20rem"
          >
            <Input {...form.input('amount')} inputMode="numeric" autoComplete="off" />
          </FormField>
          <FormField label={t.purpose} message={form.message('purpose')} required>
            <Input {...form.input('purpose')} />
          </FormField>
          {details.pinSet ? (
            <FormField label={t.pin} message={form.message('pin')} maxW="14rem">
              <Input {...form.input('pin')} type="password" inputMode="numeric" autoComplete="off" />
            </FormField>
          ) : null}
          <Box>
            <Button type="submit" colorPalette="brand">
              {t.review}
            </Button>
          </Box>
        </FormStack>
      ) : (
        <Stack gap="4" data-testid="bank-transfer-summary">
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t.to}</DataList.ItemLabel>
              <DataList.ItemValue>
                {body.toAccountNumber}
                {recipient.data ? ` – ${recipient.data.holderName} (${recipient.data.bank.name})` : null}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t.amount}</DataList.ItemLabel>
              <DataList.ItemValue>{formatMoney(body.amount)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t.fee}</DataList.ItemLabel>
              <DataList.ItemValue>{fee ? formatMoney(fee) : t.noFee}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t.totalOut}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">{formatMoney(body.amount + fee)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t.purpose}</DataList.ItemLabel>
              <DataList.ItemValue>{body.purpose}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {failure ? (
            <Text color="fg.error" role="alert">
              {failure}
            </Text>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            {t.keyNote}
          </Text>
          <HStack gap="3">
            <Button colorPalette="brand" onClick={confirm} loading={send.isPending}>
              {failure ? t.retry : t.send}
            </Button>
            <Button variant="outline" onClick={() => setStep('edit')} disabled={send.isPending}>
              {t.edit}
            </Button>
          </HStack>
        </Stack>
      )}
    </Box>
  );
}
