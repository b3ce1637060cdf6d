// The flats of a building (contract tag "buildingcell"). Their screens are part of the building
// area's page (/building: my flats, flats for rent); this manifest gives Ctrl+K a way to my
// flats (/buildingcell leads to /building?view=flats; not in the menu, which lists "Gebäude"),
// names the flats' stateful mock module (/api/buildingcell answers from the world the building
// area shares) and what of the tag no screen offers.
import { DoorOpen } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'buildingcell',
  group: 'myLife',
  destinations: [
    {
      to: '/buildingcell',
      label: 'Meine Wohnungen',
      icon: DoorOpen,
      inMenu: false,
      keywords: ['Wohnung', 'Miete', 'Mitbewohner', 'Mietvertrag'],
    },
  ],
  mock: 'buildingcell', // src/mocks/stateful/buildingcell.ts
  screensIn: 'building',
});
