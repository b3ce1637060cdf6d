// Operations of the common tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

export const notOffered = defineNotOffered([
  {
    operationId: 'getSocketRoute',
    reason: 'realtime socket: the app has no socket client; its live views (dispatch board, chats) poll the API',
  },
]);
