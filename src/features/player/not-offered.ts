// Operations of the player tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

export const notOffered = defineNotOffered([
  {
    operationId: 'getPlayerChatLink',
    reason:
      'the chat-service link is managed on "Mein Profil" (auth: getChatServiceLink, unlinkChatServiceAccount); the control panel shows its state',
  },
  {
    operationId: 'unlinkPlayerChatLink',
    reason: 'the chat-service link is managed on "Mein Profil" (auth: unlinkChatServiceAccount)',
  },
  {
    operationId: 'searchPlayersByName',
    reason: 'a picker other areas use (keys, invitations), no screen of its own',
  },
  {
    operationId: 'listPlayerCrimeFactionNames',
    reason: 'names for pickers; the admin view lists the whole factions (listPlayerCrimeFactions)',
  },
  {
    operationId: 'getPlayerCrimeFactionByName',
    reason: 'a lookup by name for the game; the admin view opens a faction by its id (getPlayerCrimeFaction)',
  },
  { operationId: 'getPlayerAdminSingle', reason: 'the detail (getPlayerAdminDetails) holds all of it' },
]);
