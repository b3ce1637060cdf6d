// What the signed-in user may do, settled before a page paints. useCan answers "no" until the
// ACP rights are known and the guard tables are loaded; a page whose tabs and buttons depend on
// rights would add them after its first paint and push the content down (CLS). Route loaders
// wait for `rightsReady` beside their data, and route guards read the same `currentRights`.
import type { QueryClient } from '@tanstack/react-query';
import { getGetLoggedInQueryOptions } from './generated/start/session';
import { acpRightsQueryOptions } from './acp-rights-query';
import { loadGuardRules, type CanCheck } from './permissions';
import { acpRightsKey, type StoredAcpRights } from '../lib/acp-rights';
import { lastFetchFailed } from '../lib/prefetch';
import { readStored } from '../lib/storage';

/**
 * The ACP rights: the stored ones (login polling keeps them), else asked with the same queries the
 * polling uses (a first visit). Signed out, or a rights call that just failed: none (spec §7: the
 * failure is ignored; asking again would turn one failing answer into two requests).
 */
export async function currentRights(queryClient: QueryClient): Promise<StoredAcpRights | null> {
  const stored = readStored(acpRightsKey);
  if (stored !== null) return stored;
  try {
    const login = await queryClient.ensureQueryData(getGetLoggedInQueryOptions());
    if (login.loggedIn !== true) return null;
    const options = acpRightsQueryOptions();
    if (lastFetchFailed(queryClient, options.queryKey)) return null;
    const acp = await queryClient.ensureQueryData(options);
    return { roles: acp.roles, rights: acp.rights };
  } catch {
    return null;
  }
}

/**
 * Resolves when useCan gives its final answers: the rights are known and, when the user holds an
 * ACP right or the page checks team or member rights (`scoped`), the guard tables are loaded.
 * Never rejects: a page whose rights cannot be settled paints as for a user without them.
 */
export async function rightsReady(queryClient: QueryClient, { scoped = false } = {}): Promise<void> {
  const rights = await currentRights(queryClient);
  if (scoped || (rights?.rights.length ?? 0) > 0) await loadGuardRules().catch(() => undefined);
}

/**
 * The check useCan answers with, for a route loader that guards one view of its route (a guard
 * in the route's beforeLoad would add to every start): settled rights and loaded guard tables.
 * A loader redirects to /notPermitted when it says no, as src/app/require-right.ts does.
 */
export async function loaderCan(queryClient: QueryClient): Promise<CanCheck> {
  const [{ can }, rights] = await Promise.all([loadGuardRules(), currentRights(queryClient)]);
  return (operationId, scope) => can(operationId, rights, scope);
}
