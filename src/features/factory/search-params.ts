// /factory in the URL (one route for the whole area): ?view=invitations|admin (default: my
// companies); ?factory=<id> the opened company (the admin's opened company in the admin view);
// ?tab= its part (employees by default); ?employee=<id> the opened employee; ?q= the search
// (storage, employees, admin: name, owner or id); ?by=owner the admin's search by owner name;
// ?page= the page of a paged list. Bad values are dropped, never thrown: every key is returned,
// undefined when bad. Imported by the route file (start bundle): no generated code, no zod.
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type FactoryView = 'mine' | 'invitations' | 'admin';
export type FactoryTab = 'employees' | 'storage' | 'prices' | 'advert' | 'vehicles' | 'bank' | 'settings';

export interface FactorySearch {
  view?: Exclude<FactoryView, 'mine'>;
  factory?: number;
  tab?: Exclude<FactoryTab, 'employees'>;
  employee?: number;
  q?: string;
  by?: 'owner';
  page?: number;
}

export function validateFactorySearch(s: Record<string, unknown>): FactorySearch {
  return {
    view: oneOf(s.view, { invitations: 1, admin: 1 }),
    factory: positiveInt(s.factory),
    tab: oneOf(s.tab, { storage: 1, prices: 1, advert: 1, vehicles: 1, bank: 1, settings: 1 }),
    employee: positiveInt(s.employee),
    q: searchText(s.q),
    by: oneOf(s.by, { owner: 1 }),
    page: positiveInt(s.page),
  };
}

export const factoryLoaderDeps = depsOf(validateFactorySearch);
