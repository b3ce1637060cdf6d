// The weapon area (contract tag "weapon"): the admin panel's weapon registry (issue 27).
import { Crosshair } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'weapon',
  group: 'admin',
  destinations: [
    {
      to: '/acp/weapons',
      label: 'Waffenregister',
      icon: Crosshair,
      requires: 'searchWeaponAdmin',
      keywords: ['ACP', 'Waffe', 'Seriennummer', 'Waffenschein', 'Beschlagnahmt'],
    },
  ],
  mock: 'weapon', // src/mocks/stateful/weapon.ts
});
