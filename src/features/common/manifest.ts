// The common area (contract tag "common"): here the admin panel's admin log and admin terms
// (issue 28), in the menu group "Verwaltung", shown only with common.adminLogs. The player's
// own parts (idle miner, temporary data) are issue 29.
import { ScrollText } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

const OWN = "the player's own account: issue 29, not built yet";

export const manifest = defineArea({
  area: 'common',
  group: 'admin',
  destinations: [
    {
      to: '/acp/logs',
      label: 'Adminprotokoll',
      icon: ScrollText,
      requires: 'listAdminLogs',
      keywords: ['ACP', 'Protokoll', 'Log', 'Admin-Log', 'Verhaltenskodex', 'Bedingungen'],
    },
  ],
  mock: 'common', // src/mocks/stateful/common.ts
  notOffered: [
    { operationId: 'getSocketRoute', reason: 'socket route: used by the live layer, no screen' },
    { operationId: 'getLifeinvaderRoute', reason: 'socket route: used by the live layer, no screen' },
    { operationId: 'getIdleMiner', reason: OWN },
    { operationId: 'saveIdleMiner', reason: OWN },
    { operationId: 'destroyIdleMiner', reason: OWN },
    { operationId: 'getIdleMinerScoreboard', reason: OWN },
    { operationId: 'createTempData', reason: OWN },
    { operationId: 'getTempData', reason: OWN },
    { operationId: 'setTempData', reason: OWN },
    { operationId: 'deleteTempData', reason: OWN },
  ],
});
