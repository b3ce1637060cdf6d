// The rent contracts of an opened building (who may manage prices sees them), overdue first:
// flat, tenant, rent, since when and until when it is paid.
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Building } from '../../../api/generated/model/building';
import type { RentContract } from '../../../api/generated/model/rentContract';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatDate, formatMoney } from '../../../lib/format';
import { contractsQuery } from '../queries';
import { buildingTexts } from '../texts';

const t = buildingTexts.contracts;

export function ContractsPanel({ building }: { building: Building }) {
  const contracts = useQuery(contractsQuery(building.id));
  const columns: ReadonlyArray<Column<RentContract>> = [
    {
      key: 'flat',
      header: t.flat,
      cell: (c) => <Text fontWeight="medium">{c.propertyName.replace(`${building.name}, `, '')}</Text>,
      sortValue: (c) => c.propertyName,
    },
    { key: 'tenant', header: t.tenant, cell: (c) => c.tenant.name, sortValue: (c) => c.tenant.name },
    {
      key: 'rent',
      header: t.rent,
      cell: (c) => `${formatMoney(c.rent)} ${buildingTexts.perInterval[c.interval]}`,
      align: 'end',
      sortValue: (c) => c.rent,
    },
    { key: 'since', header: t.since, cell: (c) => formatDate(c.startedAt), sortValue: (c) => c.startedAt },
    { key: 'paidUntil', header: t.paidUntil, cell: (c) => formatDate(c.paidUntil), sortValue: (c) => c.paidUntil },
    {
      key: 'state',
      header: t.state,
      cell: (c) => (
        <StatusBadge
          value={c.state}
          labels={buildingTexts.contractState}
          palettes={{ active: 'green', overdue: 'red' }}
        />
      ),
      sortValue: (c) => c.state,
    },
  ];
  return (
    <QueryState query={contracts} isEmpty={(page) => page.items.length === 0} empty={t.empty} pendingMinH="12rem">
      {(page) => (
        <DataTable caption={t.label(building.name)} columns={columns} rows={page.items} getKey={(c) => c.id} />
      )}
    </QueryState>
  );
}
