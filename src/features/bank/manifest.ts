// The bank area (contract tag "bank"): its menu entry, search words and what it leaves out.
import { Landmark } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'bank',
  group: 'myLife',
  destinations: [
    {
      to: '/bank',
      label: 'Bank',
      icon: Landmark,
      keywords: ['Konto', 'Konten', 'Überweisung', 'Kontostand', 'Umsätze', 'Dauerauftrag', 'Bankverwaltung'],
    },
  ],
  mock: 'bank', // src/mocks/stateful/bank.ts
});
