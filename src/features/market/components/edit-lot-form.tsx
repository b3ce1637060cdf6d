// The seller changes a lot while nobody has bid: title, description, buyout price (at least the
// starting bid, a rule across fields the contract cannot state). Only changed fields are sent.
import { Box, Button, Input, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useEditMarketAuction } from '../../../api/generated/endpoints/market/market';
import type { MarketAuction } from '../../../api/generated/model/marketAuction';
import type { MarketAuctionPatch } from '../../../api/generated/model/marketAuctionPatch';
import { EditMarketAuctionBody } from '../../../api/generated/zod/market/market.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useServerDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { lotChanged } from '../queries';
import { marketTexts } from '../texts';

const t = marketTexts;

export function EditLotForm({ lot }: { lot: MarketAuction }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = {
    title: lot.title,
    description: lot.description ?? '',
    buyoutPrice: lot.buyoutPrice === undefined ? '' : String(lot.buyoutPrice),
  };
  const toBody = (v: typeof initial): MarketAuctionPatch => ({
    ...(v.title.trim() !== lot.title ? { title: v.title.trim() } : {}),
    ...(v.description.trim() !== (lot.description ?? '') ? { description: v.description.trim() } : {}),
    ...(v.buyoutPrice.trim() && Number(v.buyoutPrice) !== lot.buyoutPrice
      ? { buyoutPrice: Number(v.buyoutPrice) }
      : {}),
  });
  const form = useContractForm({
    schema: EditMarketAuctionBody,
    initial,
    draft: useServerDraft(`draft.market.lot.edit.${lot.hash}`, initial),
    toBody,
    rules: (v) => ({
      buyoutPrice: v.buyoutPrice.trim() && Number(v.buyoutPrice) < lot.startingBid ? t.create.buyoutTooLow : undefined,
    }),
  });
  const edit = useEditMarketAuction({
    mutation: {
      onSuccess: () => {
        // Sent: the draft goes (the lot's new values start the next edit).
        form.reset();
        notifier.create({ title: t.own.saved, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => lotChanged(client, lot.hash),
    },
  });
  const unchanged = Object.keys(toBody(form.values)).length === 0;
  const submit = form.handleSubmit((data) => {
    if (edit.isPending || Object.keys(data).length === 0) return;
    setFailure(null);
    edit.mutate({ hash: lot.hash, data });
  });
  return (
    <FormStack onSubmit={submit} aria-label={t.own.edit} borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold">{t.own.edit}</Text>
      <FormField label={t.create.title} message={form.message('title')}>
        <Input {...form.input('title')} />
      </FormField>
      <FormField label={t.create.description} message={form.message('description')}>
        <Textarea {...form.input('description')} rows={2} />
      </FormField>
      <FormField label={t.create.buyoutPrice} message={form.message('buyoutPrice')} maxW="20rem">
        <Input {...form.input('buyoutPrice')} inputMode="numeric" />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <Box>
        <Button type="submit" size="sm" loading={edit.isPending} disabled={unchanged}>
          {t.own.save}
        </Button>
      </Box>
    </FormStack>
  );
}
