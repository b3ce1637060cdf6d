// Route guard (beforeLoad): users whom the one check (`can`, the rule behind useCan) does not
// allow `operationId` go to /notPermitted. Routes are guarded by ACP rights: the guard has no
// team or member scope, so a route guarded by such a right would always redirect; guard those
// pages by their read operation and hide the actions with useCan. The stored rights come from
// login polling; on a first visit they may not be stored yet, so the guard asks the same
// queries the polling uses. Loaded on demand (src/app/guard.ts): the guard tables stay out of
// the initial bundle.
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { acpRightsQueryOptions } from '../api/acp-rights-query';
import { getGetLoggedInQueryOptions } from '../api/generated/endpoints/auth/auth';
import { loadGuardRules, type OperationId } from '../api/permissions';
import { acpRightsKey, type StoredAcpRights } from '../lib/acp-rights';
import { lastFetchFailed } from '../lib/prefetch';
import { readStored } from '../lib/storage';

async function currentRights(queryClient: QueryClient): Promise<StoredAcpRights | null> {
  const stored = readStored(acpRightsKey);
  if (stored !== null) return stored;
  try {
    const login = await queryClient.ensureQueryData(getGetLoggedInQueryOptions());
    if (login.loggedIn !== true) return null;
    // A rights call that just failed counts as no rights (spec §7: the failure is ignored);
    // asking again here would turn one failing answer into two requests.
    const options = acpRightsQueryOptions();
    if (lastFetchFailed(queryClient, options.queryKey)) return null;
    const acp = await queryClient.ensureQueryData(options);
    return { roles: acp.roles, rights: acp.rights };
  } catch {
    return null;
  }
}

export async function requireRight(queryClient: QueryClient, operationId: OperationId): Promise<void> {
  // Through permissions.ts, so the page's useCan finds the tables loaded and answers at once.
  const { can } = await loadGuardRules();
  if (!can(operationId, await currentRights(queryClient))) {
    throw redirect({ to: '/notPermitted', replace: true });
  }
}
