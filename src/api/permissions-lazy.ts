// The permission helper for code in the initial bundle (menu, start page). The
// operation -> right table is 2.6 KB gzip, so it loads on demand, and only when the
// user has any ACP right at all. Same rule as permissions.ts (hasRight).
import { useEffect, useState } from 'react';
import { acpRightsKey } from '../lib/acp-rights';
import { useStored } from '../lib/use-stored';
import type * as Permissions from './permissions';
import type { OperationId } from './permissions';

type Module = typeof Permissions;

let loaded: Module | undefined;
const load = (): Promise<Module> =>
  import('./permissions').then((m) => {
    loaded = m;
    return m;
  });

/**
 * React: a check like useCan's, for any number of operations that name an ACP right
 * (x-required-right: admin destinations and panels). Until the table has loaded it says
 * false; nothing loads while the user has no ACP right at all, so it says false then too.
 * Operations guarded by a team or member right, the caller's own resource or nothing need
 * no check here: show them (useCan and hasRight say true for them; the server decides).
 */
export function useRightCheck(): (operationId: OperationId) => boolean {
  const [stored] = useStored(acpRightsKey);
  const [module, setModule] = useState<Module | undefined>(loaded);
  const needed = (stored?.rights.length ?? 0) > 0;
  useEffect(() => {
    if (needed && !module) load().then(setModule, () => undefined);
  }, [needed, module]);
  return (operationId) => (needed && module ? module.hasRight(stored, operationId) : false);
}
