// The building area (contract tags "building" and "buildingcell"): owned buildings with their
// flats, staff and rights, my flats with rent and room mates, flats for rent, and (?view=admin)
// the admin's building search. The flats' own manifest (src/features/buildingcell/manifest.ts)
// names their mock module and what of that tag no screen offers; its screens are here.
import { Building2 } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

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
});
