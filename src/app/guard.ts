// Route guards: users whom the one check (useCan's rule, require-right.ts) does not allow an
// operation go to /notPermitted. The check and its tables load only when a guarded route opens.
// Two ways to guard a route, both through that one check:
// - a page that needs a right: `staticData: { requires: 'saveChangedSubParagraphs' }` in the
//   route's options; the layout route (src/routes/_app.tsx) checks it for every route inside
//   it (`guardRequired`), so a guarded route adds a few bytes to the start, not a function;
// - a view that needs a right (a search param picks it): `beforeLoad: (a) =>
//   a.search.view === 'admin' ? guard('…')(a) : undefined`.
import type { QueryClient } from '@tanstack/react-query';
import type { OperationId } from '../api/permissions';
import { importWithRetry } from '../lib/import-with-retry';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The operation whose right opening this route needs (src/app/guard.ts). */
    requires?: OperationId;
  }
}

interface GuardArgs {
  context: { queryClient: QueryClient };
}

export function guard(operationId: OperationId) {
  return async ({ context }: GuardArgs): Promise<void> => {
    const { requireRight } = await importWithRetry(() => import('./require-right'));
    await requireRight(context.queryClient, operationId);
  };
}

/** For the layout's beforeLoad: the right every matched route `requires` (usually one, or none). */
export async function guardRequired(
  matches: readonly { staticData: { requires?: OperationId } }[],
  context: GuardArgs['context'],
): Promise<void> {
  for (const match of matches) if (match.staticData.requires) await guard(match.staticData.requires)({ context });
}
