// My vehicles: one card each, the opened one (from the URL) shows its detail.
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getListVehicleOwnQueryOptions } from '../../../api/generated/endpoints/vehicle/vehicle';
import { QueryState } from '../../../components/views/query-state';
import { vehicleTexts as t } from '../texts';
import { VehicleCard } from './vehicle-card';

interface OwnVehiclesProps {
  opened: number | undefined;
  onOpen: (id: number | undefined) => void;
}

export function OwnVehicles({ opened, onOpen }: OwnVehiclesProps) {
  const vehicles = useQuery(getListVehicleOwnQueryOptions());
  return (
    <QueryState
      query={vehicles}
      isEmpty={(list) => list.items.length === 0}
      empty={t.empty}
      emptyTestId="vehicle-empty"
      pendingMinH="12rem"
    >
      {(list) => (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t.views.mine}>
          {list.items.map((vehicle) => (
            <li key={vehicle.id}>
              <VehicleCard
                vehicle={vehicle}
                open={opened === vehicle.id}
                onToggle={(open) => onOpen(open ? vehicle.id : undefined)}
              />
            </li>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
