// Which workspace views the character's vcom accounts open: the page's drawer and the route
// loader's guard (a view the accounts do not open sends a link's visitor to /notPermitted)
// ask the same function, so the two never disagree.
import type { CanCheck, TeamAccount } from '../../api/permissions';
import type { VcomView } from './search-params';

const ORGS = new Set<string>(['police', 'medic', 'justice']);
const member = (accounts: readonly TeamAccount[], team: string) =>
  accounts.some((a) => a.team === team && a.locked !== true);

export interface OpenViews {
  views: VcomView[];
  /** The organisation the staff views work for: the first unlocked police, medic or justice account. */
  org: TeamAccount['team'] | undefined;
}

export function openViews(can: CanCheck, accounts: readonly TeamAccount[] | null | undefined): OpenViews {
  const scope = { teams: accounts };
  const all = accounts ?? [];
  // addVcomCitizenNote is guarded by police membership alone: the contract's "is police".
  const views: VcomView[] = can('addVcomCitizenNote', scope)
    ? ['citizens', 'tickets', 'cases', 'orders', 'arrests']
    : ['citizens'];
  // The registers (vehicles, weapons, the penal catalogue) are police work, as the views above.
  if (views.includes('tickets')) views.push('registers');
  // Issue 24 point 4: the police reports register, for the police like the case files.
  if (can('addVcomCitizenNote', scope)) views.push('reports');
  if (member(all, 'medic')) views.push('patients');
  if (member(all, 'justice')) views.push('court');
  const org = all.find((a) => ORGS.has(a.team) && a.locked !== true)?.team;
  if (org && can('listVcomApplications', scope)) views.push('hr');
  if (org && can('startVcomDuty', scope)) views.push('times');
  if (org) views.push('calendar', 'website');
  // Issue 24 point 1: the administration for those who manage accounts, rights or read the audit.
  if (org && (can('listVcomAccounts', scope) || can('setVcomTeamRights', scope) || can('listVcomTeamAudit', scope)))
    views.push('admin');
  return { views, org };
}
