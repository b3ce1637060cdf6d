// Put an item up for auction: stack, amount, title, description, starting bid, buyout price
// (at least the starting bid), duration. The contract's limits come from its validator; the
// draft keeps what was typed.
import { Box, Button, Heading, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAddMarketAuction } from '../../../api/generated/endpoints/market/market';
import type { MarketAuction } from '../../../api/generated/model/marketAuction';
import type { MarketAuctionInput } from '../../../api/generated/model/marketAuctionInput';
import { AddMarketAuctionBody } from '../../../api/generated/zod/market/market.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { emptyLot, lotDraftKey } from '../drafts';
import { lotListsChanged } from '../queries';
import { marketTexts } from '../texts';

const t = marketTexts.create;
type LotValues = typeof emptyLot;

/** A typed number, or left as typed (the validator then says what is wrong), or out when empty. */
const num = (text: string) => (text.trim() === '' ? undefined : Number(text));

function toBody(v: LotValues): MarketAuctionInput {
  const description = v.description.trim();
  const buyout = num(v.buyoutPrice);
  return {
    inventoryItemId: num(v.inventoryItemId),
    amount: num(v.amount),
    title: v.title.trim(),
    startingBid: num(v.startingBid),
    durationHours: num(v.durationHours),
    ...(description ? { description } : {}),
    ...(buyout !== undefined ? { buyoutPrice: buyout } : {}),
  } as MarketAuctionInput;
}

export function CreateLotForm({ onCreated }: { onCreated: (lot: MarketAuction) => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: AddMarketAuctionBody,
    initial: emptyLot,
    draft: lotDraftKey,
    toBody,
    rules: (v) => {
      const start = num(v.startingBid);
      const buyout = num(v.buyoutPrice);
      return {
        buyoutPrice: start !== undefined && buyout !== undefined && buyout < start ? t.buyoutTooLow : undefined,
      };
    },
  });
  const add = useAddMarketAuction({
    mutation: {
      onSuccess: (lot) => {
        form.reset();
        notifier.create({ title: t.created, type: 'success' });
        onCreated(lot);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => lotListsChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (add.isPending) return;
    setFailure(null);
    add.mutate({ data });
  });
  return (
    <Box as="section" aria-labelledby="create-lot" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id="create-lot" mb="3">
        {t.heading}
      </Heading>
      <FormStack onSubmit={submit}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField
            label={t.inventoryItemId}
            message={form.message('inventoryItemId')}
            helper={t.inventoryHint}
            required
          >
            <Input {...form.input('inventoryItemId')} inputMode="numeric" />
          </FormField>
          <FormField label={t.amount} message={form.message('amount')} required>
            <Input {...form.input('amount')} inputMode="numeric" />
          </FormField>
        </SimpleGrid>
        <FormField label={t.title} message={form.message('title')} required>
          <Input {...form.input('title')} />
        </FormField>
        <FormField label={t.description} message={form.message('description')}>
          <Textarea {...form.input('description')} rows={2} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <FormField label={t.startingBid} message={form.message('startingBid')} required>
            <Input {...form.input('startingBid')} inputMode="numeric" />
          </FormField>
          <FormField label={t.buyoutPrice} message={form.message('buyoutPrice')}>
            <Input {...form.input('buyoutPrice')} inputMode="numeric" />
          </FormField>
          <FormField label={t.durationHours} message={form.message('durationHours')} helper={t.durationHint} required>
            <Input {...form.input('durationHours')} inputMode="numeric" />
          </FormField>
        </SimpleGrid>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={add.isPending}>
            {t.submit}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
