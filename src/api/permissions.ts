// The one permission check (issue 16, point 6): `useCan` over every guard kind of the contract
// (ACP right, team right, member right, owner, public); the rule itself is `can` in
// guard-rules.ts, which the route guard (src/app/require-right.ts) uses as well.
// This module is in the initial bundle (menu, start page), so it holds no table: the
// operation -> guard tables (guard-rules.ts, about 5 KB gzip) load after the first paint and
// only when an answer can be yes (see useCan). Until they have loaded every check says false:
// hidden until known.
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
 * Without arguments it returns the check itself, for lists (each call with its own scope).
 *
 * The tables load when an answer can be yes: the user holds an ACP right, or a check names a
 * scope. A user without ACP rights asking without a scope gets no for every ACP, team and member
 * operation anyway, so most starts never load them. Owner and public operations need no check
 * (the server decides); asked without a scope by such a user, they say no as well.
 */
export function useCan(operationId: OperationId, scope?: CanScope): boolean;
export function useCan(): CanCheck;
export function useCan(operationId?: OperationId, scope?: CanScope): boolean | CanCheck {
  const [acp] = useStored(acpRightsKey);
  const [loaded, setLoaded] = useState(rules);
  const tables = loaded ?? rules;
  const needed = (acp?.rights.length ?? 0) > 0 || scope !== undefined;
  useEffect(() => {
    if (needed && !tables) loadGuardRules().then(setLoaded, () => undefined);
  }, [needed, tables]);
  const check: CanCheck = (id, s) => {
    if (tables) return tables.can(id, acp, s);
    // A scoped check in a list: start the (idempotent) load; this component renders again with it.
    if (s !== undefined) loadGuardRules().then(setLoaded, () => undefined);
    return false;
  };
  return operationId === undefined ? check : check(operationId, scope);
}
