// The game server area (contract tag "gameserver"): live actions of the admin panel (issue 27).
// /acp/server shows the server's state and sends a message to everyone; ban, unban and kick are
// offered in the player detail (/acp/players). The rest of the live actions is not built yet.
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
      keywords: ['ACP', 'Server', 'Nachricht', 'Ankündigung', 'Broadcast'],
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
    { operationId: 'sendGameserverCommand', reason: LATER },
    { operationId: 'getGameserverSettings', reason: LATER },
    { operationId: 'editGameserverSettings', reason: LATER },
    { operationId: 'restartGameserver', reason: LATER },
    { operationId: 'cancelGameserverRestart', reason: LATER },
    { operationId: 'listGameserverWhitelist', reason: LATER },
    { operationId: 'addGameserverWhitelistEntry', reason: LATER },
    { operationId: 'editGameserverWhitelistEntry', reason: LATER },
    { operationId: 'removeGameserverWhitelistEntry', reason: LATER },
    { operationId: 'resetGameserverWhitelist', reason: LATER },
    { operationId: 'getGameserverCharacter', reason: LATER },
    { operationId: 'editGameserverCharacter', reason: LATER },
  ],
});
