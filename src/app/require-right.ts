// Route guard (beforeLoad): users whom the one check (`can`, the rule behind useCan) does not
// allow `operationId` go to /notPermitted. Routes are guarded by ACP rights: the guard has no
// team or member scope, so a route guarded by such a right would always redirect; guard those
// pages by their read operation and hide the actions with useCan. The stored rights come from
// login polling; on a first visit they may not be stored yet, so the guard asks the same
// queries the polling uses (currentRights, src/api/rights-ready.ts). Loaded on demand
// (src/app/guard.ts): the guard tables stay out of the initial bundle.
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { loadGuardRules, type OperationId } from '../api/permissions';
import { currentRights } from '../api/rights-ready';

export async function requireRight(queryClient: QueryClient, operationId: OperationId): Promise<void> {
  // Through permissions.ts, so the page's useCan finds the tables loaded and answers at once.
  const { can } = await loadGuardRules();
  if (!can(operationId, await currentRights(queryClient))) {
    throw redirect({ to: '/notPermitted', replace: true });
  }
}
