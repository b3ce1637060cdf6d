// Change the amount of one stack (take some away or top it up), with a reason for the log.
import { Button, CloseButton, Dialog, Input, Portal, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useEditPlayerAdminItem } from '../../../api/generated/endpoints/player/player';
import type { InventoryItem } from '../../../api/generated/model/inventoryItem';
import type { InventoryItemChange } from '../../../api/generated/model/inventoryItemChange';
import { EditPlayerAdminItemBody } from '../../../api/generated/zod/player/player.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { actionError } from '../action-error';
import { playerChanged } from '../queries';
import { playerAdminTexts } from '../texts';

const t = playerAdminTexts.items;
type Values = { amount: string; reason: string };
const toBody = (v: Values) =>
  ({
    amount: v.amount.trim() === '' ? undefined : Number(v.amount),
    ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
  }) as InventoryItemChange;

interface Props {
  playerId: number;
  stack: InventoryItem;
  onClose: () => void;
}

export function ItemAmountDialog({ playerId, stack, onClose }: Props) {
  const client = useQueryClient();
  const form = useContractForm({
    schema: EditPlayerAdminItemBody,
    initial: { amount: String(stack.amount), reason: '' },
    toBody,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const edit = useEditPlayerAdminItem({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.saved, type: 'success' });
        onClose();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : actionError(error)),
      onSettled: () => playerChanged(client, playerId),
    },
  });
  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <FormStack
              gap="0"
              onSubmit={form.handleSubmit((data) => {
                if (edit.isPending) return;
                setFailure(null);
                edit.mutate({ playerId, itemId: stack.id, data });
              })}
            >
              <Dialog.Header>
                <Dialog.Title>{t.change(stack.name)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="3">
                <FormField label={t.amount} message={form.message('amount')} required>
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
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {playerAdminTexts.actions.cancel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={edit.isPending}>
                  {t.save}
                </Button>
              </Dialog.Footer>
            </FormStack>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={playerAdminTexts.actions.cancel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
