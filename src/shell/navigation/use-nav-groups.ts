// The menu's groups as the signed-in user may see them: entries with `requires`
// only when the stored ACP rights allow that operation.
import { useRightCheck } from '../../api/permissions-lazy';
import { navGroups, type Destination } from './destinations';

export function useNavGroups(): readonly (readonly Destination[])[] {
  const can = useRightCheck();
  return navGroups.map((group) => group.filter((d) => !d.requires || can(d.requires)));
}
