// Operations of the gameserver tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

export const notOffered = defineNotOffered([
  {
    operationId: 'listGameserverOnlinePlayers',
    reason: 'the player search filters by online (listPlayerAdminPlayers ?online=1), with the same characters',
  },
  {
    operationId: 'notifyGameserverAll',
    reason: 'everyone online is reached by the message to all (sendGameserverBroadcast) on /acp/server',
  },
  {
    operationId: 'deleteGameserverVehicleItem',
    reason:
      "a trunk's stacks are listed by the vehicle area; /acp/players only puts items in (addGameserverVehicleItem)",
  },
  {
    operationId: 'setGameserverVehicleOwner',
    reason: 'handing a vehicle over belongs with the vehicle admin (vehicle area), not built here',
  },
]);
