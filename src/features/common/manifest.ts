// The common area (contract tag "common"): here the admin panel's admin log and admin terms
// (issue 28), in the menu group "Verwaltung", shown only with common.adminLogs. The player's
// idle miner (issue 29) is its own page, /idleMiner.
import { Pickaxe, ScrollText } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

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
    // The player's own game (issue 29): found by Ctrl+K and linked from "Mein Profil", not in
    // the admin group of the menu.
    {
      to: '/idleMiner',
      label: 'Idle Miner',
      icon: Pickaxe,
      inMenu: false,
      keywords: ['Spiel', 'Mine', 'Erz', 'Bestenliste', 'Minispiel'],
    },
  ],
  mock: 'common', // src/mocks/stateful/common.ts
});
