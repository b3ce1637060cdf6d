// Storage entries of the contract (OrgStorageItem: pieces and grams per piece) as the shared
// item list shows them (the whole stack's weight in kg).
import type { OrgStorageItem } from '../../api/generated/model/orgStorageItem';
import type { OrgItem } from '../../components/org/item-list';

export const storedItems = (items: readonly OrgStorageItem[]): OrgItem[] =>
  items.map((item) => ({
    id: item.id,
    name: item.name,
    amount: item.amount,
    weight: Math.round(((item.amount * (item.weightGrams ?? 0)) / 1000) * 100) / 100,
  }));
