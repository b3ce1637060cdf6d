// The rule behind useCan and the route guard (issue 16, point 6): one decision over the guard
// kinds the contract declares per operation (src/api/generated/*-rights.ts, *-operations.ts).
// The tables are about 25 KB, so this module loads on demand (src/api/permissions.ts) and only
// the route guard imports it directly. The decision steers what the UI shows; the server decides.
import type { StoredAcpRights } from '../lib/acp-rights';
import { factionOperations } from './generated/faction-operations';
import { memberRights } from './generated/member-rights';
import type { MemberRight } from './generated/model/memberRight';
import type { OrgRole } from './generated/model/orgRole';
import type { TeamKey } from './generated/model/teamKey';
import type { TeamRight } from './generated/model/teamRight';
import type { OperationId } from './generated/operation-ids';
import { ownerOperations } from './generated/owner-operations';
import { publicOperations } from './generated/public-operations';
import { requiredRights } from './generated/required-rights';
import { teamRights } from './generated/team-rights';

export type GuardKind = 'acp' | 'team' | 'member' | 'owner' | 'public' | 'faction' | 'none';

/** The character's rights in one organisation or property: a list (OrgSummary) or flags (OrgEmployeeRights, TenantRights). */
export type MemberRights = readonly MemberRight[] | Partial<Record<MemberRight, boolean>>;

/** One state-organisation account of the character: getVcomSession's `accounts` fit as they are. */
export interface TeamAccount {
  readonly team: TeamKey;
  readonly rights?: readonly TeamRight[];
  readonly locked?: boolean;
}

/** What the action is about, for the guards the stored ACP rights cannot answer. */
export interface CanScope {
  /** The organisation or property (factory, team, house, building, buildingcell, faction): its `myRights`, `myRole`. */
  readonly org?: { readonly myRights?: MemberRights | null; readonly myRole?: OrgRole | null } | null;
  /** The character's team accounts (getVcomSession().accounts); undefined while not loaded. */
  readonly teams?: readonly TeamAccount[] | null;
  /** The character's crime faction (getPlayerControlPanel().crimeFaction); null or absent: none. */
  readonly crimeFaction?: { readonly id: number } | null;
}

type FactionGuard = { readonly kind: 'crime'; readonly acpRight?: string; readonly ifItemOf?: readonly string[] };

type TeamGuard = { readonly teams: readonly string[]; readonly right?: string };

/**
 * Roles that hold the `owner` member right when myRights is a flag object without `owner`: the
 * contract's "owner (leader, main tenant)". A landlord is not the flat's main tenant, a roommate
 * is not either: they get no owner-only action unless myRights says `owner`.
 */
const OWNER_ROLES: readonly string[] = ['owner', 'leader', 'tenant'];

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
  if (operationId in factionOperations) return 'faction';
  return 'none';
}

function holdsMemberRight(org: CanScope['org'], right: string): boolean {
  if (!org) return false;
  if (right === 'owner' && org.myRole != null && OWNER_ROLES.includes(org.myRole)) return true;
  const rights = org.myRights;
  if (!rights) return false;
  if (Array.isArray(rights)) return (rights as readonly string[]).includes(right);
  return (rights as Record<string, boolean | undefined>)[right] === true;
}

function holdsTeamRight(accounts: CanScope['teams'], guard: TeamGuard): boolean {
  return (accounts ?? []).some(
    (account) =>
      account.locked !== true &&
      guard.teams.includes(account.team) &&
      (guard.right === undefined || (account.rights as readonly string[] | undefined)?.includes(guard.right) === true),
  );
}

/**
 * May the signed-in user call `operationId`, as far as the client can tell?
 * - ACP right: the stored ACP rights hold it (none stored yet: no).
 * - team right: one unlocked account in one of the teams, holding the right when one is named.
 * - member right: the scope's organisation grants it (`owner`: also by myRole).
 * - faction: the scope's character is in a faction of that kind, or holds the guard's ACP right
 *   (one that holds only for some items, `ifItemOf`: yes, the server decides).
 * - owner, public, none: yes (the server decides).
 * Team and member data not known yet (no scope) answers no: an action shows once it is known
 * to be allowed, rather than showing and then vanishing or answering 403.
 */
export function can(operationId: OperationId, acp: StoredAcpRights | null | undefined, scope?: CanScope): boolean {
  const acpRight = requiredRight(operationId);
  if (acpRight !== undefined) return acp?.rights.includes(acpRight) === true;
  const team = (teamRights as Record<string, TeamGuard>)[operationId];
  if (team !== undefined) return holdsTeamRight(scope?.teams, team);
  const member = (memberRights as Record<string, string>)[operationId];
  if (member !== undefined) return holdsMemberRight(scope?.org, member);
  const faction = (factionOperations as Record<string, FactionGuard>)[operationId];
  // Only for some items (ifItemOf: a crime good's price history): the item decides, the server knows.
  if (faction !== undefined && faction.ifItemOf === undefined)
    return (
      scope?.crimeFaction != null || (faction.acpRight !== undefined && acp?.rights.includes(faction.acpRight) === true)
    );
  return true;
}
