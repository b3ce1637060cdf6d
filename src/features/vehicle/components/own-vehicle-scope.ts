// The scope of the owner operations on this screen. The contract guards them with `x-owner`:
// the server decides, and the own list holds only the character's own vehicles. useCan asks
// for a scope before it answers for such operations (without one it says no until the guard
// tables are loaded); an empty one is "the caller's own vehicle".
import type { CanScope } from '../../../api/permissions';

export const OWN_VEHICLE: CanScope = {};
