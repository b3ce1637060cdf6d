// The vcad area (contract tag "vcad"): its menu entry, search words and what it leaves out.
import { RadioTower } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'vcad',
  group: 'authorities',
  destinations: [
    {
      to: '/vcad',
      label: 'Leitstelle',
      icon: RadioTower,
      keywords: ['Dispatch', 'Einsätze', 'Einheiten', 'Funkcodes', 'Einsatzhistorie'],
    },
  ],
  mock: 'vcad', // src/mocks/stateful/vcad.ts
});
