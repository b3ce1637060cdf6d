// Route guard for beforeLoad: `beforeLoad: guard('saveChangedSubParagraphs')` sends users
// whom the one check (useCan's rule) does not allow that operation to /notPermitted. The
// check (require-right.ts with the guard tables) loads only when such a route opens.
import type { QueryClient } from '@tanstack/react-query';
import type { OperationId } from '../api/permissions';
import { importWithRetry } from '../lib/import-with-retry';

export function guard(operationId: OperationId) {
  return async ({ context }: { context: { queryClient: QueryClient } }): Promise<void> => {
    const { requireRight } = await importWithRetry(() => import('./require-right'));
    await requireRight(context.queryClient, operationId);
  };
}
