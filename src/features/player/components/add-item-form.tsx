// Add an item of the catalogue to a character's inventory (player.editItems): item, amount
// and an optional reason for the log; the draft survives a failed send and a reload.
import { Box, Button, Heading, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getListPlayerAdminItemDefinitionsQueryOptions,
  useAddPlayerAdminItem,
} from '../../../api/generated/endpoints/player/player';
import type { InventoryItemAdd } from '../../../api/generated/model/inventoryItemAdd';
import { AddPlayerAdminItemBody } from '../../../api/generated/zod/player/player.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { actionError } from '../action-error';
import { playerChanged } from '../queries';
import { playerAdminTexts } from '../texts';

const t = playerAdminTexts.items;
const empty = { itemId: '', amount: '1', reason: '' };
type Values = typeof empty;
const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));
const toBody = (v: Values) =>
  ({
    itemId: toNumber(v.itemId),
    amount: toNumber(v.amount),
    ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
  }) as InventoryItemAdd;

export function AddItemForm({ playerId }: { playerId: number }) {
  const client = useQueryClient();
  const catalogue = useQuery(getListPlayerAdminItemDefinitionsQueryOptions());
  const draft = useMemo(() => defineDraft(`draft.acp.player.item.${playerId}`, empty), [playerId]);
  const form = useContractForm({ schema: AddPlayerAdminItemBody, initial: empty, draft, toBody });
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddPlayerAdminItem({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.added, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : actionError(error)),
      onSettled: () => playerChanged(client, playerId),
    },
  });
  return (
    <Box as="section" aria-labelledby="acp-add-item" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" id="acp-add-item" mb="3">
        {t.add}
      </Heading>
      <FormStack
        gap="3"
        onSubmit={form.handleSubmit((data) => {
          if (add.isPending) return;
          setFailure(null);
          add.mutate({ playerId, data });
        })}
      >
        {/* A catalogue the server refuses (403) or cannot give says so under the empty select. */}
        <FormField
          label={t.item}
          message={form.message('itemId') ?? (catalogue.isError ? actionError(catalogue.error) : undefined)}
          required
        >
          <NativeSelect.Root>
            <NativeSelect.Field
              name="itemId"
              value={form.values.itemId}
              onChange={(e) => form.set('itemId', e.target.value)}
              onBlur={() => form.touch('itemId')}
            >
              <option value="">{t.choose}</option>
              {(catalogue.data?.items ?? []).map((d) => (
                <option key={d.id} value={String(d.id)}>
                  {`${d.name} (${playerAdminTexts.categories[d.category]})`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t.addAmount} message={form.message('amount')} required>
          <Input {...form.input('amount')} inputMode="numeric" />
        </FormField>
        <FormField label={t.reason} message={form.message('reason')}>
          <Input {...form.input('reason')} />
        </FormField>
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
