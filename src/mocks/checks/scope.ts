// Member and owner guards of the contract (x-member-right, x-owner): whether the signed-in
// character may act inside an organisation or on a resource, read from the world's own answer
// about it, as the UI reads it (useCan with the organisation's myRights/myRole), so the mock's
// 403 and the UI decide alike by construction. The scenarios decide through what the world
// answers; every ACP right (the admin scenario) passes, as it does for team guards.
//   member: the organisation of the path's first id (`/api/house/{houseId}/items` → the house)
//           must grant the right (guard-rules' can with { org }),
//   owner:  the resource x-owner names (`post`, `bankAccount`: the path's id whose collection
//           is named so) must be the character's: not `mine: false`, no `myRole` null or none;
//           without myRights/myRole (a share), an owner, holder, seller, author or creator that
//           is a player must be him.
// Where the world's answer does not say (no such fields, no such id in the path), it passes:
// the backend decides, as the client's `can` says for owner guards.
import type { RequestHandler } from 'msw';
import type { OperationId } from '../../api/generated/operation-ids';
import type * as GuardRules from '../../api/guard-rules';
import type { CanScope } from '../../api/guard-rules';
import { me } from '../stateful/kit';
import { entityAt, probesOf, type Probe } from '../world/exists';
import { singular } from '../world/refs';
import { isObject, type Json } from '../world/shapes';

type Rules = typeof GuardRules;

export interface ScopeRequest {
  handlers: readonly RequestHandler[];
  origin: string;
  area: string;
  /** The operation's route (MSW form) and its path parameters. */
  route: string;
  params: Record<string, string>;
}

const NONE: ReadonlySet<string> = new Set();

/** The probe whose collection the owner resource names (`bankAccount` ← `accounts`, `post` ← `posts`). */
function ownerProbe(probes: readonly Probe[], resource: string): Probe | undefined {
  const name = resource.toLowerCase();
  return [...probes].reverse().find((probe) => {
    const noun = probe.item.split('/').at(-2) ?? '';
    return /^[a-z]\w*$/i.test(noun) && name.endsWith(singular(noun).toLowerCase());
  });
}

const ROLES = ['owner', 'holder', 'seller', 'author', 'creator', 'createdBy'];

/** Whether the entity says it is someone else's (true), the character's or nothing (false). */
export function othersEntity(entity: Json, myId: number): boolean {
  if (entity.mine === false) return true;
  if ('myRole' in entity && (entity.myRole === null || entity.myRole === 'none')) return true;
  // A thing shared with him (an account with his share rights): his rights there decide, the member guards ask them.
  if ('myRights' in entity || 'myRole' in entity) return false;
  for (const role of ROLES) {
    const kind = entity[`${role}Kind`];
    if (typeof kind === 'string' && !['player', 'character'].includes(kind)) continue;
    const ref = entity[role];
    const id = isObject(ref) ? ref.id : entity[`${role}Id`];
    if (typeof id === 'number') return id !== myId;
  }
  return false;
}

/** Why a member or owner guard refuses (`member` with the right, or `owner`), or undefined. */
export async function scopeRefusal(
  rules: Rules,
  operationId: OperationId,
  request: ScopeRequest,
): Promise<{ kind: 'member'; right: string } | { kind: 'owner'; resource: string } | undefined> {
  const kind = rules.guardKind(operationId);
  if (kind !== 'member' && kind !== 'owner') return undefined;
  const probes = probesOf(request.route, request.area, NONE);
  if (kind === 'member') {
    const { memberRights } = await import('../../api/generated/member-rights');
    const right = (memberRights as Record<string, string>)[operationId] ?? '';
    const probe = probes[0];
    const org = probe && (await entityAt(request.handlers, request.origin, probe, request.params));
    if (!org || !('myRights' in org || 'myRole' in org)) return undefined;
    return rules.can(operationId, null, { org: org as CanScope['org'] }) ? undefined : { kind, right };
  }
  const { ownerOperations } = await import('../../api/generated/owner-operations');
  const resource = (ownerOperations as Record<string, string>)[operationId] ?? '';
  const probe = ownerProbe(probes, resource);
  const entity = probe && (await entityAt(request.handlers, request.origin, probe, request.params));
  return entity && othersEntity(entity, me().id) ? { kind, resource } : undefined;
}
