// Change the amount of one stack (take some away or top it up), with a reason for the log. What
// was typed is a draft per stack (survives a reload); success and cancel drop it.
import { Input } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useEditPlayerAdminItem } from '../../../api/generated/endpoints/player/player';
import type { InventoryItem } from '../../../api/generated/model/inventoryItem';
import type { InventoryItemChange } from '../../../api/generated/model/inventoryItemChange';
import { EditPlayerAdminItemBody } from '../../../api/generated/zod/player/player.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
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
  const initial = { amount: String(stack.amount), reason: '' };
  const draft = useServerDraft(`draft.acp.player.${playerId}.item.${stack.id}.amount`, initial);
  const form = useContractForm({ schema: EditPlayerAdminItemBody, initial, draft, toBody });
  const [failure, setFailure] = useState<string | null>(null);
  const edit = useEditPlayerAdminItem({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.saved, type: 'success' });
        onClose();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : actionError(error)),
      onSettled: () => playerChanged(client, playerId),
    },
  });
  return (
    <FormDialog
      role="dialog"
      title={t.change(stack.name)}
      confirmLabel={t.save}
      cancelLabel={playerAdminTexts.actions.cancel}
      busy={edit.isPending}
      failure={failure}
      onSubmit={form.handleSubmit((data) => {
        if (edit.isPending) return;
        setFailure(null);
        edit.mutate({ playerId, itemId: stack.id, data });
      })}
      onClose={() => {
        // Cancel drops the draft; closing the page keeps it.
        form.reset();
        onClose();
      }}
    >
      <FormField label={t.amount} message={form.message('amount')} required>
        <Input {...form.input('amount')} inputMode="numeric" />
      </FormField>
      <FormField label={t.reason} message={form.message('reason')}>
        <Input {...form.input('reason')} />
      </FormField>
    </FormDialog>
  );
}
