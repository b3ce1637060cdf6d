// The storage of an opened building (staff only): items with amount and weight; with the right
// manageStorage per item an amount to take out or put back (StorageMove).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  usePutBuildingStorageItem,
  useTakeBuildingStorageItem,
} from '../../../api/generated/endpoints/building/building';
import type { Building } from '../../../api/generated/model/building';
import { useCan } from '../../../api/permissions';
import { ItemList } from '../../../components/org/item-list';
import { QueryState } from '../../../components/views/query-state';
import { buildingChanged, itemsQuery } from '../queries';
import { storedItems } from '../stored-items';
import { buildingTexts } from '../texts';
import { StorageMove, type Direction } from './storage-move';

export function BuildingItems({ building }: { building: Building }) {
  const client = useQueryClient();
  const items = useQuery(itemsQuery(building.id));
  const canMove = useCan('takeBuildingStorageItem', { org: building });
  const [moving, setMoving] = useState<{ id: number; direction: Direction } | null>(null);
  const put = usePutBuildingStorageItem();
  const take = useTakeBuildingStorageItem();
  return (
    <QueryState query={items} pendingMinH="10rem">
      {(page) => (
        <ItemList
          label={buildingTexts.items.label}
          items={storedItems(page.items)}
          empty={buildingTexts.items.empty}
          renderActions={
            canMove
              ? (item) => (
                  <StorageMove
                    item={item}
                    storage={`building.${building.id}`}
                    pending={moving?.id === item.id ? moving.direction : null}
                    onChanged={() => buildingChanged(client, building.id)}
                    send={(direction, data, key, callbacks) => {
                      setMoving({ id: item.id, direction });
                      const vars = { buildingId: building.id, data, headers: { 'Idempotency-Key': key } };
                      const done = {
                        ...callbacks,
                        onSettled: () => {
                          setMoving(null);
                          callbacks.onSettled();
                        },
                      };
                      if (direction === 'take') take.mutate(vars, done);
                      else put.mutate(vars, done);
                    }}
                  />
                )
              : undefined
          }
        />
      )}
    </QueryState>
  );
}
