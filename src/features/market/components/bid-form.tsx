// Bid on a lot: at least the lot's minimum next bid (from the server), at most the character's
// bank balance (when known); the contract's rules through its generated validator. The amount
// is kept in a draft (failed send, 401, reload), a pending bid cannot be sent again, and the
// Idempotency-Key makes a retry of the same bid run at most once. A refusal lands under the field.
import { Box, Button, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBidMarketAuction } from '../../../api/generated/endpoints/market/market';
import type { MarketAuction } from '../../../api/generated/model/marketAuction';
import { BidMarketAuctionBody } from '../../../api/generated/zod/market/market.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { bidDraftKey } from '../drafts';
import { marketProblemOf } from '../problems';
import { lotChanged } from '../queries';
import { marketTexts } from '../texts';

const t = marketTexts.bid;

interface Refusal {
  message: string;
  amount: string;
}

export function BidForm({ lot, balance }: { lot: MarketAuction; balance?: number }) {
  const client = useQueryClient();
  const idempotency = useIdempotencyKey(`market.bid.${lot.hash}`);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: BidMarketAuctionBody,
    initial: { hash: '', amount: '' },
    draft: bidDraftKey,
    toBody: (v) => {
      const typed = v.hash === lot.hash ? v.amount.trim() : '';
      return { amount: typed === '' ? undefined : Number(typed) } as { amount: number };
    },
    rules: (v) => {
      const amount = Number(v.hash === lot.hash ? v.amount : '');
      if (!amount) return {};
      return {
        amount:
          amount < lot.minNextBid
            ? t.tooLow(lot.minNextBid)
            : balance !== undefined && amount > balance
              ? t.tooMuch(balance)
              : undefined,
      };
    },
  });
  const typed = form.values.hash === lot.hash ? form.values.amount : '';
  const bid = useBidMarketAuction({
    mutation: {
      onSuccess: (placed) => {
        idempotency.settle();
        form.reset();
        notifier.create({ title: t.placed(placed.amount), type: 'success' });
      },
      onError: (error) => {
        idempotency.settle(error);
        const kind = marketProblemOf(error);
        if (kind === 'bid-too-low' || kind === 'insufficient-funds') {
          setRefusal({ message: describeError(error), amount: typed });
        } else if (!form.applyServerErrors(error)) setFailure(describeError(error));
      },
      onSettled: () => lotChanged(client, lot.hash),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (bid.isPending) return;
    setFailure(null);
    setRefusal(null);
    bid.mutate({
      hash: lot.hash,
      data,
      headers: { 'Idempotency-Key': idempotency.keyFor(`${lot.hash} ${data.amount}`) },
    });
  });
  const message = refusal && refusal.amount === typed ? refusal.message : form.message('amount');
  return (
    <FormStack onSubmit={submit} aria-label={t.heading}>
      <FormField label={t.amount} message={message} helper={t.hint(lot.minNextBid)} maxW="20rem" required>
        <Input
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(e) => form.update(() => ({ hash: lot.hash, amount: e.target.value }))}
          onBlur={() => form.touch('amount')}
        />
      </FormField>
      <Box>
        <Button type="submit" colorPalette="brand" loading={bid.isPending}>
          {t.submit}
        </Button>
      </Box>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
    </FormStack>
  );
}
