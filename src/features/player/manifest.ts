// The player area (contract tag "player"): here the admin panel's part of it (issue 27), the
// menu group "Verwaltung" with the player search and detail, shown only with the ACP right.
// Player reports: the queue (/acp/reports) and the player's own view (/reports). The player's
// own pages (issue 29): /myCharacter ("Mein Charakter": control panel, prison time, pension,
// orientation, casino self-block, story, payday, mugshot and ped editor, the in-game browser's
// websites), linked from "Mein Profil", found by Ctrl+K and in the menu group "Mein Leben"
// (the entry names its group: the area's is the admin's). The crime factions:
// /acp/players?view=factions (with the right player.crimeFactions).
import { Flag, IdCard, MessageSquareWarning, Users } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'player',
  group: 'admin',
  destinations: [
    {
      to: '/acp/players',
      label: 'Spielerverwaltung',
      icon: Users,
      requires: 'listPlayerAdminPlayers',
      keywords: [
        'ACP',
        'Admin',
        'Spieler',
        'Bann',
        'Kick',
        'Inventar',
        'Notizen',
        'Kennzeichen',
        'Telefonnummer',
        'Crime-Fraktionen',
        'Gang',
        'Schutzgeld',
        'Graffiti',
        'Teleport',
      ],
    },
    {
      to: '/acp/reports',
      label: 'Meldungen',
      icon: Flag,
      requires: 'listPlayerReports',
      keywords: ['ACP', 'Admin', 'Report', 'Meldung', 'Beschwerde', 'Support'],
    },
    // The player's own reports: every signed-in player, in the menu group "Mein Leben" (the
    // admin group is not theirs) and found by Ctrl+K; what they report anywhere shows here.
    {
      to: '/reports',
      label: 'Meine Meldungen',
      icon: MessageSquareWarning,
      group: 'myLife',
      keywords: ['Melden', 'Report', 'Support', 'Regelverstoß', 'Beschwerde'],
    },
    // The citizen's own pages: every signed-in player, in the menu group "Mein Leben" (not the
    // area's admin group), linked from "Mein Profil", found by Ctrl+K.
    {
      to: '/myCharacter',
      label: 'Mein Charakter',
      icon: IdCard,
      group: 'myLife',
      keywords: [
        'Charakter',
        'Vorgeschichte',
        'Zahltag',
        'Payday',
        'Rente',
        'Haftzeit',
        'Orientierung',
        'Social Club',
        'Passfoto',
        'Mugshot',
        'Aussehen',
        'Ped-Editor',
        'Casino',
        'Selbstsperre',
        'Websites',
        'Browser',
      ],
    },
  ],
  mock: 'player', // src/mocks/stateful/player.ts
});
