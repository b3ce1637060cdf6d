// The inventory of a character (player.viewItems): stacks with weight; with player.editItems
// an item of the catalogue is added in an amount, a stack's amount is changed (with a reason)
// and a stack is removed after a confirmation with a reason (for the admin log).
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListPlayerAdminItemsQueryOptions,
  useRemovePlayerAdminItem,
} from '../../../api/generated/endpoints/player/player';
import type { InventoryItem } from '../../../api/generated/model/inventoryItem';
import { KickGameserverPlayerBody as ReasonBody } from '../../../api/generated/zod/gameserver/gameserver.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { formatNumber } from '../../../lib/format';
import { playerChanged } from '../queries';
import { playerAdminTexts } from '../texts';
import { AddItemForm } from './add-item-form';
import { ItemAmountDialog } from './item-amount-dialog';
import { ReasonDialog } from './reason-dialog';

const t = playerAdminTexts.items;

export function ItemsTab({ playerId }: { playerId: number }) {
  const client = useQueryClient();
  const inventory = useQuery(getListPlayerAdminItemsQueryOptions(playerId));
  const canEdit = useCan('addPlayerAdminItem');
  const [removing, setRemoving] = useState<InventoryItem | null>(null);
  const [changing, setChanging] = useState<InventoryItem | null>(null);
  const remove = useRemovePlayerAdminItem({
    mutation: {
      onSuccess: () => notifier.create({ title: t.removed, type: 'success' }),
      onSettled: () => playerChanged(client, playerId),
    },
  });
  const columns: Array<Column<InventoryItem>> = [
    { key: 'name', header: t.name, cell: (s) => s.name, sortValue: (s) => s.name },
    { key: 'category', header: t.category, cell: (s) => playerAdminTexts.categories[s.category] },
    { key: 'amount', header: t.amount, align: 'end', cell: (s) => formatNumber(s.amount) },
    { key: 'slot', header: t.slot, align: 'end', cell: (s) => String(s.slot + 1) },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: t.actions,
            cell: (s: InventoryItem) => (
              <HStack gap="1">
                <Button size="xs" variant="outline" aria-label={t.change(s.name)} onClick={() => setChanging(s)}>
                  {t.amount}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t.remove(s.name)}
                  onClick={() => setRemoving(s)}
                >
                  {t.removeConfirm}
                </Button>
              </HStack>
            ),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="5">
      <QueryState query={inventory} pendingMinH="10rem">
        {(inv) => (
          <Stack gap="2">
            <Text color="fg.muted" fontSize="sm">
              {t.weight(formatNumber(inv.totalWeight), formatNumber(inv.maxWeight))}
            </Text>
            {inv.items.length === 0 ? (
              <Text color="fg.muted" data-testid="items-empty">
                {t.empty}
              </Text>
            ) : (
              <DataTable caption={t.caption} columns={columns} rows={inv.items} getKey={(s) => s.id} />
            )}
          </Stack>
        )}
      </QueryState>
      {canEdit ? <AddItemForm playerId={playerId} /> : null}
      {removing ? (
        // The reason is the contract's query parameter (3–500 characters, as a kick's reason):
        // the kick's generated validator checks it, a 422 lands under the field.
        <ReasonDialog
          title={t.removeTitle}
          body={t.removeBody(removing.amount, removing.name)}
          field="reason"
          fieldLabel={t.reason}
          confirmLabel={t.removeConfirm}
          cancelLabel={playerAdminTexts.actions.cancel}
          tone="danger"
          draft={`draft.acp.player.${playerId}.item.${removing.id}.remove`}
          schema={ReasonBody}
          busy={remove.isPending}
          onConfirm={({ reason }) => remove.mutateAsync({ playerId, itemId: removing.id, params: { reason } })}
          onClose={() => setRemoving(null)}
        />
      ) : null}
      {changing ? <ItemAmountDialog playerId={playerId} stack={changing} onClose={() => setChanging(null)} /> : null}
    </Stack>
  );
}
