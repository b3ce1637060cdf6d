// Kept until the menu's code moves to useCan (issue 16): the old name of the list form of the
// one check. New code calls `useCan()` from ./permissions.
import { useCan, type CanCheck } from './permissions';

/** @deprecated use `useCan()` from src/api/permissions.ts (same check, same lazy tables). */
export function useRightCheck(): CanCheck {
  return useCan();
}
