// The one permission helper (issue 9, point 5; guard kinds of issue 14). Every write operation of
// the contract declares one guard (src/api/generated/*-rights.ts, *-operations.ts):
//   - x-required-right: an ACP right (admins). Checked here against the stored ACP rights.
//   - x-team-right: a right inside a state organisation (police, medic, justice, dispatch).
//   - x-member-right: a right inside an organisation or property (factory, house, ...).
//   - x-owner: the caller's own resource; x-public: any signed-in user.
// Only ACP rights are stored on the client (acpRights). Team and member rights are not, so
// those actions are never hidden here: the server decides and answers 403 (an officer who
// holds the team right must see the "issue ticket" button even without any ACP right).
// The helper steers only what the UI shows and where routes lead; the server answers 403 either way.
import { acpRightsKey, type StoredAcpRights } from '../lib/acp-rights';
import { useStored } from '../lib/use-stored';
import type { OperationId } from './generated/operation-ids';
import { memberRights } from './generated/member-rights';
import { ownerOperations } from './generated/owner-operations';
import { publicOperations } from './generated/public-operations';
import { requiredRights } from './generated/required-rights';
import { teamRights } from './generated/team-rights';

/** The union of the contract's operationIds: a mistyped id is a compile error. */
export type { OperationId };

export type GuardKind = 'acp' | 'team' | 'member' | 'owner' | 'public' | 'none';

/** The ACP right the contract names for `operationId`, or undefined when it needs none. */
export function requiredRight(operationId: OperationId): string | undefined {
  return (requiredRights as Record<string, string>)[operationId];
}

/** Which kind of guard the contract declares for `operationId` ('none' for reads without one). */
export function guardKind(operationId: OperationId): GuardKind {
  if (operationId in requiredRights) return 'acp';
  if (operationId in teamRights) return 'team';
  if (operationId in memberRights) return 'member';
  if (operationId in ownerOperations) return 'owner';
  if (operationId in publicOperations) return 'public';
  return 'none';
}

/**
 * May the user with `stored` ACP rights call `operationId`, as far as the client can tell?
 * False only when the operation needs an ACP right the stored rights lack; every other guard
 * (team, member, owner, public) is left to the server.
 */
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
