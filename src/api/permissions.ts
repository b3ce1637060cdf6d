// The one permission helper (issue 9, point 5): an operation is allowed when the
// contract names no ACP right for it (x-required-right, src/api/generated/required-rights.ts)
// or the stored ACP rights contain that right. It steers only what the UI shows and
// where routes lead; the server answers 403 either way.
import { acpRightsKey, type StoredAcpRights } from '../lib/acp-rights';
import { useStored } from '../lib/storage';
import { requiredRights } from './generated/required-rights';

export type OperationId = keyof typeof requiredRights | (string & {});

/** The ACP right the contract names for `operationId`, or undefined when it needs none. */
export function requiredRight(operationId: OperationId): string | undefined {
  return (requiredRights as Record<string, string>)[operationId];
}

export function hasRight(stored: StoredAcpRights | null | undefined, operationId: OperationId): boolean {
  const right = requiredRight(operationId);
  if (right === undefined) return true;
  return stored?.rights.includes(right) === true;
}

/** React: may the signed-in user call `operationId`? Follows changes of the stored rights. */
export function useCan(operationId: OperationId): boolean {
  const [stored] = useStored(acpRightsKey);
  return hasRight(stored, operationId);
}
