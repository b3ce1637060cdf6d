// The flats of a building (contract tag "buildingcell"). Their screens are part of the building
// area's page (/building: my flats, flats for rent); this manifest gives Ctrl+K a way to my
// flats (/buildingcell leads to /building?view=flats; not in the menu, which lists "Gebäude"),
// names the flats' stateful mock module (/api/buildingcell answers from the world the building
// area shares) and what of the tag no screen offers.
import { DoorOpen } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

const LATER =
  'storage transfer between the character inventory and the flat: needs the inventory screen, not built yet';
const ADMIN =
  'flat admin (ACP rights buildingcell.*): the admin panel (issue 27); the building admin view covers buildings';

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

  notOffered: [
    { operationId: 'searchBuildingcellsAdmin', reason: ADMIN },
    { operationId: 'getBuildingcellAdmin', reason: ADMIN },
    { operationId: 'changeBuildingcellTenantAdmin', reason: ADMIN },
    { operationId: 'kickBuildingcellTenantAdmin', reason: ADMIN },
    { operationId: 'getBuildingcellRoomMatesAdmin', reason: ADMIN },
    { operationId: 'blockBuildingcellAdmin', reason: ADMIN },
    { operationId: 'unblockBuildingcellAdmin', reason: ADMIN },
    { operationId: 'putBuildingcellStorageItem', reason: LATER },
    { operationId: 'takeBuildingcellStorageItem', reason: LATER },
  ],
});
