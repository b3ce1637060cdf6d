// ?view=admin (issue 24 point 1: the team decides through its team rights): the administration
// of the organisation the character manages, in tabs (?tab=accounts|ranks|rights|audit, a wrong
// one counts as absent) with the opened account in ?item. Each tab shows only with its right:
// accounts with manageAccounts, audit with viewAudit, the rights table to edit with manageRights.
// Loaded on demand by the vcom page.
import { Heading, Stack } from '@chakra-ui/react';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomAccount } from '../../../api/generated/model/vcomAccount';
import { useCan } from '../../../api/permissions';
import { oneOf } from '../../../components/views/search-values';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { AccountsTab, type AccountsPatch } from './accounts';
import { AuditTab } from './audit';
import { RanksTab } from './ranks';
import { RightsTab } from './rights';
import { adminTexts as t } from './texts';

export type AdminTab = 'accounts' | 'ranks' | 'rights' | 'audit';
const TABS = { accounts: 1, ranks: 1, rights: 1, audit: 1 } as const satisfies Record<AdminTab, 1>;
const ORDER: AdminTab[] = ['accounts', 'ranks', 'rights', 'audit'];
const ADMIN_RIGHTS: readonly string[] = ['manageAccounts', 'manageRights', 'viewAudit'];
const ORGS: readonly string[] = ['police', 'medic', 'justice'];

/** The organisation administered: the active account's, when it holds an admin right, else the first that does. */
export function adminTeam(accounts: readonly VcomAccount[], active: VcomAccount | undefined): TeamKey | undefined {
  const manages = (a: VcomAccount | undefined) =>
    !!a && !a.locked && ORGS.includes(a.team) && a.rights.some((r) => ADMIN_RIGHTS.includes(r));
  return manages(active) ? active?.team : accounts.find(manages)?.team;
}

export interface AdminSearch {
  tab?: string;
  item?: number;
  q?: string;
  page?: number;
  new?: 1;
  staff?: number;
}

export interface AdminViewProps {
  accounts: readonly VcomAccount[];
  active: VcomAccount | undefined;
  teamNames: Record<TeamKey, string>;
  search: AdminSearch;
  onChange: (patch: AdminSearch, options?: { replace?: boolean }) => void;
}

export default function AdminView({ accounts, active, teamNames, search, onChange }: AdminViewProps) {
  const team = adminTeam(accounts, active) ?? 'police';
  // The rights of the administered organisation only: another team's manager does not manage this one.
  const scope = { teams: accounts.filter((a) => a.team === team) };
  const manageAccounts = useCan('listVcomAccounts', scope);
  const manageRights = useCan('setVcomTeamRights', scope);
  const viewAudit = useCan('listVcomTeamAudit', scope);
  const allowed = ORDER.filter((tab) => (tab !== 'accounts' || manageAccounts) && (tab !== 'audit' || viewAudit));
  const asked = oneOf(search.tab, TABS);
  const tab: AdminTab = asked && allowed.includes(asked) ? asked : (allowed[0] ?? 'ranks');
  const teamName = teamNames[team];
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {t.heading(teamName)}
      </Heading>
      <SegmentedFilter
        label={t.tabsLabel}
        options={allowed}
        labels={t.tabs}
        value={tab}
        attached={false}
        onChange={(next) =>
          onChange({ tab: next, item: undefined, q: undefined, page: undefined, new: undefined, staff: undefined })
        }
      />
      {tab === 'accounts' ? (
        <AccountsTab
          team={team}
          teamName={teamName}
          q={search.q}
          page={search.page}
          item={search.item}
          creating={search.new === 1}
          canRights={manageRights}
          canAudit={viewAudit}
          onChange={(patch: AccountsPatch, options) => onChange(patch, options)}
        />
      ) : tab === 'ranks' ? (
        <RanksTab team={team} page={search.page} onPage={(page) => onChange({ page })} />
      ) : tab === 'rights' ? (
        <RightsTab team={team} canEdit={manageRights} />
      ) : (
        <AuditTab team={team} staff={search.staff} page={search.page} onChange={(patch) => onChange(patch)} />
      )}
    </Stack>
  );
}
