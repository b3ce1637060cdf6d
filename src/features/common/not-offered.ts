// Operations of the common tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

// Short-lived values pass something (e.g. a waypoint) from the portal to the game: no page of the
// portal has a map or a place to send yet, and the game reads them, not a player.
const OWN = 'short-lived values for the game (e.g. a waypoint): no portal page has a map or place to send';

export const notOffered = defineNotOffered([
  {
    operationId: 'getSocketRoute',
    reason: 'realtime socket: the app has no socket client; its live views (dispatch board, chats) poll the API',
  },
  { operationId: 'createTempData', reason: OWN },
  { operationId: 'getTempData', reason: OWN },
  { operationId: 'setTempData', reason: OWN },
  { operationId: 'deleteTempData', reason: OWN },
]);
