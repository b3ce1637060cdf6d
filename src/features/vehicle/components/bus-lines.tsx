// The public bus lines: number, name, interval and buses on the way; opened (from the URL),
// a line lists its stops in order.
import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  getListVehicleBusLinesQueryOptions,
  useGetVehicleBusLine,
} from '../../../api/generated/endpoints/vehicle/vehicle';
import type { VehicleBusLine } from '../../../api/generated/model/vehicleBusLine';
import { QueryState } from '../../../components/views/query-state';
import { vehicleTexts } from '../texts';

const t = vehicleTexts.bus;

interface BusLinesProps {
  opened: number | undefined;
  onOpen: (id: number | undefined) => void;
}

export function BusLines({ opened, onOpen }: BusLinesProps) {
  const lines = useQuery(getListVehicleBusLinesQueryOptions());
  return (
    <QueryState query={lines} isEmpty={(l) => l.items.length === 0} empty={t.empty} pendingMinH="12rem">
      {(list) => (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={vehicleTexts.views.bus}>
          {[...list.items]
            .sort((a, b) => a.number - b.number)
            .map((line) => (
              <li key={line.id}>
                <BusLineCard
                  line={line}
                  open={opened === line.id}
                  onToggle={(open) => onOpen(open ? line.id : undefined)}
                />
              </li>
            ))}
        </Stack>
      )}
    </QueryState>
  );
}

function BusLineCard({
  line,
  open,
  onToggle,
}: {
  line: VehicleBusLine;
  open: boolean;
  onToggle: (o: boolean) => void;
}) {
  const id = useId();
  return (
    <Card.Root as="article" size="sm" aria-labelledby={`${id}-h`} data-testid="bus-line">
      <Card.Body gap="2">
        <HStack gap="3" align="center">
          <Box as="span" w="3" h="8" flexShrink="0" borderRadius="full" bg={line.color} aria-hidden />
          <Heading as="h2" size="md" id={`${id}-h`}>
            {t.line(line.number)}: {line.name}
          </Heading>
        </HStack>
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text>{t.every(line.intervalMinutes)}</Text>
          <Text aria-hidden>·</Text>
          <Text>{t.stops(line.stops.length)}</Text>
          <Badge colorPalette={line.activeBuses > 0 ? 'green' : 'gray'}>{t.buses(line.activeBuses)}</Badge>
        </HStack>
        <div>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={open}
            aria-controls={`${id}-s`}
            onClick={() => onToggle(!open)}
          >
            {open ? t.hideStops : t.showStops}
          </Button>
        </div>
        <div id={`${id}-s`}>{open ? <Stops lineId={line.id} name={line.name} /> : null}</div>
      </Card.Body>
    </Card.Root>
  );
}

function Stops({ lineId, name }: { lineId: number; name: string }) {
  const line = useGetVehicleBusLine(lineId);
  return (
    <QueryState query={line} pendingMinH="6rem">
      {(l) => (
        <Box as="ol" aria-label={t.stopsOf(name)} ps="5" listStyleType="decimal" data-testid="bus-stops">
          {[...l.stops]
            .sort((a, b) => a.order - b.order)
            .map((stop) => (
              <li key={`${stop.order}-${stop.name}`}>{stop.name}</li>
            ))}
        </Box>
      )}
    </QueryState>
  );
}
