// Route guard for beforeLoad: `beforeLoad: guard('saveChangedSubParagraphs')` sends
// users whose ACP rights do not allow that operation to /notPermitted. The check
// (require-right.ts with the operation -> right table) loads only when such a route opens.
import type { QueryClient } from '@tanstack/react-query';
import type { OperationId } from '../api/permissions';
import { importWithRetry } from '../lib/import-with-retry';

export function guard(operationId: OperationId) {
  return async ({ context }: { context: { queryClient: QueryClient } }): Promise<void> => {
    const { requireRight } = await importWithRetry(() => import('./require-right'));
    await requireRight(context.queryClient, operationId);
  };
}
