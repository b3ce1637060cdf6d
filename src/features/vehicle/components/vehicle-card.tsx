// One own vehicle: model and plate, where it is, fuel and damage; opens to its detail.
// Which vehicle is open is the page's (the URL's) business, so a link can point at it.
import { Box, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { VehicleSummary } from '../../../api/generated/model/vehicleSummary';
import { StatusBadge } from '../../../components/views/status-badge';
import { vehicleTexts as t } from '../texts';
import { damagePercent, levelPalette } from './condition';
import { VehicleDetailView } from './vehicle-detail';

export const statePalettes = { parked: 'green', spawned: 'blue', impounded: 'orange', destroyed: 'red' } as const;

interface VehicleCardProps {
  vehicle: VehicleSummary;
  open: boolean;
  onToggle: (open: boolean) => void;
}

function Fact({ label, value, palette }: { label: string; value: string; palette?: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" color={palette ? `${palette}.fg` : undefined}>
        {value}
      </Text>
    </Box>
  );
}

export function VehicleCard({ vehicle, open, onToggle }: VehicleCardProps) {
  const id = useId();
  const damage = damagePercent(vehicle.engineHealth, vehicle.bodyHealth);
  return (
    <Card.Root as="article" size="sm" aria-labelledby={`${id}-h`} data-testid="vehicle">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={`${id}-h`}>
            {t.name(vehicle.model, vehicle.plate)}
          </Heading>
          <StatusBadge value={vehicle.state} labels={t.state} palettes={statePalettes} />
        </HStack>
        <HStack as="dl" gap={{ base: '4', md: '8' }} wrap="wrap" align="start">
          <Fact label={t.garage} value={vehicle.garage?.name ?? t.noGarage} />
          <Fact label={t.fuel} value={t.percent(vehicle.fuel)} palette={levelPalette(vehicle.fuel)} />
          <Fact label={t.damage} value={t.percent(damage)} palette={levelPalette(100 - damage)} />
        </HStack>
        <div>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={open}
            aria-controls={`${id}-d`}
            onClick={() => onToggle(!open)}
          >
            {open ? t.hide : t.show}
          </Button>
        </div>
        <div id={`${id}-d`}>{open ? <VehicleDetailView vehicleId={vehicle.id} /> : null}</div>
      </Card.Body>
    </Card.Root>
  );
}
