// The one permission check (issue 16, point 6): `useCan` over every guard kind of the contract
// (ACP right, team right, member right, owner, public); the rule itself is `can` in
// guard-rules.ts, which the route guard (src/app/require-right.ts) uses as well.
// This module is in the initial bundle (menu, start page), so it holds no table: the
// operation -> guard tables (guard-rules.ts, about 25 KB) load on the first check, after the
// first paint. Until they have loaded every check says false: hidden until known.
import { useEffect, useState } from 'react';
import { acpRightsKey } from '../lib/acp-rights';
import { useStored } from '../lib/use-stored';
import type * as GuardRules from './guard-rules';
import type { CanScope } from './guard-rules';
import type { OperationId } from './generated/operation-ids';

/** The union of the contract's operationIds: a mistyped id is a compile error. */
export type { OperationId };
export type { CanScope, GuardKind, MemberRights, TeamAccount } from './guard-rules';

type Rules = typeof GuardRules;
let rules: Rules | undefined;
let loading: Promise<Rules> | undefined;

/** Loads the guard tables once (a failed load is tried again on the next call). */
export function loadGuardRules(): Promise<Rules> {
  loading ??= import('./guard-rules').then(
    (m) => (rules = m),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Checks any number of operations (a menu, a list of actions), each with its own scope. */
export type CanCheck = (operationId: OperationId, scope?: CanScope) => boolean;

/**
 * React: may the signed-in user call `operationId` (about `scope`: the organisation or property
 * with its myRights/myRole, or the character's team accounts)? Follows the stored ACP rights.
 * Without arguments it returns the check itself, for lists.
 */
export function useCan(operationId: OperationId, scope?: CanScope): boolean;
export function useCan(): CanCheck;
export function useCan(operationId?: OperationId, scope?: CanScope): boolean | CanCheck {
  const [acp] = useStored(acpRightsKey);
  const [loaded, setLoaded] = useState(rules);
  useEffect(() => {
    if (!loaded) loadGuardRules().then(setLoaded, () => undefined);
  }, [loaded]);
  const check: CanCheck = (id, s) => (loaded ? loaded.can(id, acp, s) : false);
  return operationId === undefined ? check : check(operationId, scope);
}
