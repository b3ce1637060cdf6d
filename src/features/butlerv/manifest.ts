// The butlerv area (contract tag "butlerv"): the sync bot that gives chat roles and voice
// groups from in-game roles (issue 28), in the menu group "Verwaltung", only with butlerv.manage.
import { RefreshCw } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'butlerv',
  group: 'admin',
  destinations: [
    {
      to: '/acp/sync',
      label: 'Rollenabgleich',
      icon: RefreshCw,
      requires: 'getButlervSyncState',
      keywords: ['ACP', 'Butler', 'Sync', 'Chat', 'Voice', 'Discord', 'Teamspeak', 'Rollen'],
    },
  ],
  mock: 'butlerv', // src/mocks/stateful/butlerv.ts
});
