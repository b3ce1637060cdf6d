// The building area (contract tags "building" and "buildingcell"): owned buildings with their
// flats, staff and rights, my flats with rent and room mates, flats for rent, and (?view=admin)
// the admin's building search. The flats' own manifest (src/features/buildingcell/manifest.ts)
// names their mock module and what of that tag no screen offers; its screens are here.
import { Building2 } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

const ORG =
  'storage transfer (needs the character inventory) and the price list: the organisations issue builds them once for every kind of organisation';

export const manifest = defineArea({
  area: 'building',
  group: 'myLife',
  destinations: [
    {
      to: '/building',
      label: 'Gebäude',
      icon: Building2,
      keywords: ['Wohnung', 'Wohnungen', 'Miete', 'Mieter', 'Mitarbeiter', 'Apartment', 'Wohnung mieten'],
    },
  ],
  mock: 'building', // src/mocks/stateful/building.ts
  // Operations of the tag no screen offers, each with its reason (docs/adding-an-area.md).
  notOffered: [
    {
      operationId: 'getBuildingCell',
      reason: 'the flats list (getBuildingCells) shows every field of a flat; no separate detail',
    },
    {
      operationId: 'getBuildingEmployee',
      reason: 'the staff list (getBuildingEmployees) shows every field of an employee',
    },
    { operationId: 'putBuildingStorageItem', reason: ORG },
    { operationId: 'takeBuildingStorageItem', reason: ORG },
    { operationId: 'getBuildingPriceList', reason: ORG },
    { operationId: 'replaceBuildingPriceList', reason: ORG },
  ],
});
