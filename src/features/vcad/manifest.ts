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
  // Operations of the tag no screen offers, each with its reason (docs/adding-an-area.md).
  notOffered: [
    {
      operationId: 'listVcadUnits',
      reason:
        'the board (getVcadBoard) carries the units of the department with every poll; a second list of the same units would double the traffic',
    },
  ],
});
