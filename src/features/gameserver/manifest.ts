// The game server area (contract tag "gameserver"): live actions of the admin panel (issue 27).
// /acp/server shows the server's state, sends a message to everyone, and offers the console,
// a restart with countdown, the settings and the whitelist; ban, unban and kick are offered in
// the player detail (/acp/players). The live actions on one character are not built yet.
import { Server } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

const LATER = 'not built yet (#27)';

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
  notOffered: [
    { operationId: 'listGameserverOnlinePlayers', reason: LATER },
    { operationId: 'setGameserverWaypoint', reason: LATER },
    { operationId: 'setGameserverClipboard', reason: LATER },
    { operationId: 'teleportGameserverPlayer', reason: LATER },
    { operationId: 'spectateGameserverPlayer', reason: LATER },
    { operationId: 'stopGameserverSpectate', reason: LATER },
    { operationId: 'resetGameserverDimension', reason: LATER },
    { operationId: 'sendGameserverMessage', reason: LATER },
    { operationId: 'notifyGameserverPlayer', reason: LATER },
    { operationId: 'notifyGameserverAll', reason: LATER },
    { operationId: 'addGameserverVehicleItem', reason: LATER },
    { operationId: 'deleteGameserverVehicleItem', reason: LATER },
    { operationId: 'setGameserverVehicleOwner', reason: LATER },
    { operationId: 'getGameserverCharacter', reason: LATER },
    { operationId: 'editGameserverCharacter', reason: LATER },
  ],
});
