// The badge colour of each registry state.
import type { WeaponState } from '../../../api/generated/model/weaponState';

export const STATE_PALETTES = {
  registered: 'green',
  unregistered: 'gray',
  stolen: 'orange',
  confiscated: 'blue',
  destroyed: 'red',
} as const satisfies Record<WeaponState, string>;
