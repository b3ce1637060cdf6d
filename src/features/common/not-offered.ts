// Operations of the common tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

const OWN = 'short-lived values shared with the game server: no screen of the portal uses them';

export const notOffered = defineNotOffered([
  { operationId: 'getSocketRoute', reason: 'socket route: used by the live layer, no screen' },
  { operationId: 'getLifeinvaderRoute', reason: 'socket route: used by the live layer, no screen' },
  { operationId: 'createTempData', reason: OWN },
  { operationId: 'getTempData', reason: OWN },
  { operationId: 'setTempData', reason: OWN },
  { operationId: 'deleteTempData', reason: OWN },
]);
