// The messenger area (contract tag "messenger"): its menu entry, search words and what it leaves out.
import { MessageCircle } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'messenger',
  group: 'myLife',
  destinations: [
    {
      to: '/messenger',
      label: 'Messenger',
      icon: MessageCircle,
      keywords: ['Handy', 'SIM', 'Chat', 'Nachrichten', 'Kontakte', 'Gruppen', 'Social', 'Beiträge'],
      badge: () => import('./menu-badge'),
    },
  ],
  mock: 'messenger', // src/mocks/stateful/messenger.ts
});
