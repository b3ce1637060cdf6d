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
]);
