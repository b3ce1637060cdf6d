// The vehicles (who may use them) and bank accounts (who may use them) of an opened building,
// and its advert line [Werbezeile] (who may manage prices edits it).
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  getGetBuildingBankAccountsQueryOptions,
  getGetBuildingVehiclesQueryOptions,
} from '../../../api/generated/endpoints/building/building';
import type { Building } from '../../../api/generated/model/building';
import type { OrgBankAccountRef } from '../../../api/generated/model/orgBankAccountRef';
import type { OrgVehicleRef } from '../../../api/generated/model/orgVehicleRef';
import { useCan } from '../../../api/permissions';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { formatMoney, formatPercent } from '../../../lib/format';
import { buildingTexts } from '../texts';
import { AdLineForm } from './ad-line-form';

const t = buildingTexts.assets;

export function AssetsPanel({ building }: { building: Building }) {
  const canVehicles = useCan('getBuildingVehicles', { org: building });
  const canAccounts = useCan('getBuildingBankAccounts', { org: building });
  return (
    <Stack gap="5">
      <AdLineForm building={building} />
      {canVehicles ? <Vehicles buildingId={building.id} /> : null}
      {canAccounts ? <Accounts buildingId={building.id} /> : null}
    </Stack>
  );
}

function Vehicles({ buildingId }: { buildingId: number }) {
  const vehicles = useQuery(getGetBuildingVehiclesQueryOptions(buildingId));
  const columns: ReadonlyArray<Column<OrgVehicleRef>> = [
    { key: 'plate', header: t.plate, cell: (v) => v.plate, sortValue: (v) => v.plate },
    { key: 'model', header: t.model, cell: (v) => v.model, sortValue: (v) => v.model },
    {
      key: 'where',
      header: t.where,
      cell: (v) => (v.parked ? (v.garage ?? t.parked) : t.out(v.usedBy?.name)),
      sortValue: (v) => v.garage ?? '',
    },
    {
      key: 'fuel',
      header: t.fuel,
      cell: (v) => (v.fuel === undefined ? '–' : formatPercent(v.fuel)),
      align: 'end',
      sortValue: (v) => v.fuel ?? 0,
    },
  ];
  return (
    <Box as="section" aria-labelledby={`assets-vehicles-${buildingId}`}>
      <Heading as="h3" size="sm" id={`assets-vehicles-${buildingId}`} mb="2">
        {t.vehicles}
      </Heading>
      <QueryState query={vehicles} isEmpty={(l) => l.items.length === 0} empty={t.noVehicles} pendingMinH="6rem">
        {(list) => <DataTable caption={t.vehicles} columns={columns} rows={list.items} getKey={(v) => v.id} />}
      </QueryState>
    </Box>
  );
}

function Accounts({ buildingId }: { buildingId: number }) {
  const accounts = useQuery(getGetBuildingBankAccountsQueryOptions(buildingId));
  const columns: ReadonlyArray<Column<OrgBankAccountRef>> = [
    { key: 'label', header: t.account, cell: (a) => a.label, sortValue: (a) => a.label },
    { key: 'number', header: t.number, cell: (a) => <Text fontFamily="mono">{a.accountNumber}</Text> },
    {
      key: 'balance',
      header: t.balance,
      cell: (a) => formatMoney(a.balance),
      align: 'end',
      sortValue: (a) => a.balance,
    },
  ];
  return (
    <Box as="section" aria-labelledby={`assets-accounts-${buildingId}`}>
      <Heading as="h3" size="sm" id={`assets-accounts-${buildingId}`} mb="2">
        {t.accounts}
      </Heading>
      <QueryState query={accounts} isEmpty={(l) => l.items.length === 0} empty={t.noAccounts} pendingMinH="6rem">
        {(list) => <DataTable caption={t.accounts} columns={columns} rows={list.items} getKey={(a) => a.id} />}
      </QueryState>
    </Box>
  );
}
