// The house area (contract tag "house"): own and rented houses, room mates with rights,
// invitations, rent, storage, renovation, hand-over, and (?view=admin) the admin's search.
import { House } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

const PRICES =
  'a house sells nothing: the price list needs managePrices, which no role of a house holds (TenantRights has no such flag)';

export const manifest = defineArea({
  area: 'house',
  group: 'myLife',
  destinations: [
    {
      to: '/house',
      label: 'Häuser',
      icon: House,
      keywords: ['Haus', 'Mitbewohner', 'Miete', 'Zimmer', 'Einladung', 'Renovieren', 'Lager', 'Hausverwaltung'],
    },
  ],
  mock: 'house', // src/mocks/stateful/house.ts
  // Operations of the tag no screen offers, each with its reason (docs/adding-an-area.md).
  notOffered: [
    { operationId: 'getHousePriceList', reason: PRICES },
    { operationId: 'replaceHousePriceList', reason: PRICES },
  ],
});
