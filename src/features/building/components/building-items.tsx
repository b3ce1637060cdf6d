// The storage of an opened building (staff only): items with amount and weight.
import { useQuery } from '@tanstack/react-query';
import { ItemList } from '../../../components/org/item-list';
import { QueryState } from '../../../components/views/query-state';
import { itemsQuery } from '../queries';
import { storedItems } from '../stored-items';
import { buildingTexts } from '../texts';

export function BuildingItems({ buildingId }: { buildingId: number }) {
  const items = useQuery(itemsQuery(buildingId));
  return (
    <QueryState query={items} pendingMinH="10rem">
      {(page) => (
        <ItemList label={buildingTexts.items.label} items={storedItems(page.items)} empty={buildingTexts.items.empty} />
      )}
    </QueryState>
  );
}
