// Operations of the weapon tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

export const notOffered = defineNotOffered([
  // listWeaponOwn: the character's own weapons on /myCharacter (player/own/weapons-card.tsx).
]);
