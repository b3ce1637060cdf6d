// The game server area (contract tag "gameserver"): live actions of the admin panel (issue 27).
// /acp/server shows the server's state, sends a message to everyone, and offers the console,
// a restart with countdown, the settings and the whitelist; ban, unban and kick are offered in
// the player detail (/acp/players), and so are the live actions on one character (its tab "Live").
import { Server } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: 'gameserver',
  group: 'admin',
  destinations: [
    {
      to: '/acp/server',
      label: 'Spielserver',
      icon: Server,
      requires: 'getGameserverStatus',
      keywords: [
        'ACP',
        'Server',
        'Nachricht',
        'Ankündigung',
        'Broadcast',
        'Konsole',
        'Neustart',
        'Whitelist',
        'Einstellungen',
      ],
    },
  ],
  mock: 'gameserver', // src/mocks/stateful/gameserver.ts
});
