// An opened own vehicle: its condition, who holds a key [Zugriff], and parking in a garage.
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useGetVehicleOwn } from '../../../api/generated/endpoints/vehicle/vehicle';
import type { VehicleDetails } from '../../../api/generated/model/vehicleDetails';
import { QueryState } from '../../../components/views/query-state';
import { formatDateTime } from '../../../lib/format';
import { vehicleTexts } from '../texts';
import { AccessPanel } from './access-panel';
import { healthPercent } from './condition';
import { ParkForm } from './park-form';

const t = vehicleTexts.detail;

function Condition({ vehicle }: { vehicle: VehicleDetails }) {
  const rows: Array<[string, string]> = [
    [t.engine, vehicleTexts.percent(healthPercent(vehicle.engineHealth))],
    [t.body, vehicleTexts.percent(healthPercent(vehicle.bodyHealth))],
    [vehicleTexts.fuel, vehicleTexts.percent(vehicle.fuel)],
    [t.mileage, t.km(vehicle.mileageKm)],
    [t.trunk, t.kg(vehicle.trunkCapacity)],
    [t.locked, vehicle.locked ? t.yes : t.no],
    [t.registered, formatDateTime(vehicle.registeredAt)],
    [t.lastUsed, vehicle.lastUsedAt ? formatDateTime(vehicle.lastUsedAt) : t.never],
  ];
  return (
    <Box as="section" aria-label={t.condition}>
      <Heading as="h3" size="sm" mb="2">
        {t.condition}
      </Heading>
      <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="1" fontSize="sm">
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd">{value}</Text>
          </Box>
        ))}
        <Text as="dt" color="fg.muted">
          {t.color}
        </Text>
        <Text as="dd" display="flex" alignItems="center" gap="2">
          <Box as="span" w="4" h="4" borderRadius="sm" borderWidth="1px" bg={vehicle.color} aria-hidden />
          {vehicle.color}
        </Text>
      </Grid>
    </Box>
  );
}

export function VehicleDetailView({ vehicleId }: { vehicleId: number }) {
  const vehicle = useGetVehicleOwn(vehicleId);
  return (
    <QueryState query={vehicle} pendingMinH="10rem">
      {(v) => (
        <Stack gap="6" mt="2" data-testid="vehicle-detail">
          <Condition vehicle={v} />
          <AccessPanel vehicle={v} />
          <ParkForm vehicle={v} />
        </Stack>
      )}
    </QueryState>
  );
}
