// The house area (contract tag "house"): own and rented houses, room mates with rights,
// invitations, rent, storage, renovation, hand-over, and (?view=admin) the admin's search.
import { House } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

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
});
