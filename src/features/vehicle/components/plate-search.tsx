// Find a vehicle by plate or model (what a police officer or car dealer sees): plate, model,
// registered owner and state. The search text lives in the URL (?q=).
import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSearchVehiclesQueryOptions } from '../../../api/generated/endpoints/vehicle/vehicle';
import type { VehicleSummary } from '../../../api/generated/model/vehicleSummary';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { StatusBadge } from '../../../components/views/status-badge';
import { plateQuery } from '../queries';
import { vehicleTexts } from '../texts';
import { statePalettes } from './vehicle-card';

const t = vehicleTexts.search;

const columns: ReadonlyArray<Column<VehicleSummary>> = [
  { key: 'plate', header: t.plate, cell: (v) => v.plate, sortValue: (v) => v.plate },
  { key: 'model', header: t.model, cell: (v) => v.model, sortValue: (v) => v.model },
  { key: 'owner', header: t.owner, cell: (v) => v.owner?.name ?? v.ownerLabel ?? t.unknownOwner },
  {
    key: 'state',
    header: t.state,
    cell: (v) => <StatusBadge value={v.state} labels={vehicleTexts.state} palettes={statePalettes} />,
  },
];

export function PlateSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const text = plateQuery(q);
  const found = useQuery({
    ...getSearchVehiclesQueryOptions(text ?? ''),
    enabled: text !== undefined,
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="4">
      <SearchBar label={t.label} placeholder={t.placeholder} value={q} onSearch={onSearch} />
      {text === undefined ? (
        <Text color="fg.muted">{t.hint}</Text>
      ) : (
        <QueryState
          query={found}
          isEmpty={(list) => list.items.length === 0}
          empty={t.none(text)}
          emptyTestId="vehicle-search-empty"
        >
          {(list) => <DataTable columns={columns} rows={list.items} getKey={(v) => v.id} caption={t.results} />}
        </QueryState>
      )}
    </Stack>
  );
}
