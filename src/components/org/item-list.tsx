// The items of a storage or trunk (the contract's InventoryItem): name, amount, weight, and the
// load against the capacity. Actions per item (take out, put in) are the caller's, as a render
// prop, so one list serves a house storage, a flat, a company's store and a car's trunk.
//
//   <ItemList label="Lager" items={storage.items} maxWeight={storage.maxWeight}
//     renderActions={(item) => canTake ? <Button onClick={() => take(item)}>Herausnehmen</Button> : null} />
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/format';
import { orgTexts as t } from './texts';

export interface OrgItem {
  id: number;
  name: string;
  amount: number;
  /** Weight of the whole stack in kg. */
  weight: number;
}

interface ItemListProps<I extends OrgItem> {
  label: string;
  items: readonly I[];
  /** Capacity in kg: with it, the list says how full the storage is. */
  maxWeight?: number;
  renderActions?: (item: I) => ReactNode;
  empty?: string;
}

export function ItemList<I extends OrgItem>({ label, items, maxWeight, renderActions, empty }: ItemListProps<I>) {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  return (
    <Box as="section" aria-label={label}>
      {maxWeight !== undefined ? (
        <Text fontSize="sm" color="fg.muted" mb="2" data-testid="org-load">
          {t.load(formatNumber(total, 1), formatNumber(maxWeight, 1))}
        </Text>
      ) : null}
      {items.length === 0 ? (
        <Text color="fg.muted">{empty ?? t.noItems}</Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none">
          {items.map((item) => (
            <HStack as="li" key={item.id} justify="space-between" gap="3" wrap="wrap" data-testid="org-item">
              <Text>{t.itemLine(item.name, formatNumber(item.amount, 0), formatNumber(item.weight, 1))}</Text>
              {renderActions?.(item)}
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
