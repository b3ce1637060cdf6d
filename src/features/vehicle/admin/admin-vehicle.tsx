// One vehicle in the admin view (?view=admin&vehicle=): its data (plate, model, owner, garage,
// fuel, damage), repair and delete, park, home garage, edit, trunk, keys and history. Each action
// shows only with its own ACP right (useCan); the data needs vehicle.view, which the route checks.
import { Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetVehicleAdminDetailsQueryOptions,
  getListVehicleAdminItemsQueryOptions,
  getListVehicleAdminLogQueryOptions,
  useDeleteVehicleAdmin,
  useRepairVehicleAdmin,
} from '../../../api/generated/endpoints/vehicle/vehicle';
import type { VehicleDetails } from '../../../api/generated/model/vehicleDetails';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { damagePercent, healthPercent } from '../components/condition';
import { statePalettes } from '../components/vehicle-card';
import { adminChanged } from '../queries';
import type { VehicleSearch } from '../search-params';
import { vehicleTexts } from '../texts';
import { AdminAccess } from './admin-access';
import { EditForm, GarageForm } from './admin-forms';

const t = vehicleTexts.admin;
const fail = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });
const LOG_PAGE = 10;

function Data({ vehicle: v }: { vehicle: VehicleDetails }) {
  // [test id, label, value]: the test id names the row for tests, the label for people.
  const rows: Array<[string, string, string]> = [
    ['plate', t.plate, v.plate],
    ['model', t.model, v.model],
    ['owner', t.owner, v.owner?.name ?? v.ownerLabel ?? t.ownerKind[v.ownerKind]],
    ['garage', t.homeGarage, v.garage?.name ?? vehicleTexts.noGarage],
    ['fuel', vehicleTexts.fuel, vehicleTexts.percent(v.fuel)],
    ['damage', vehicleTexts.damage, vehicleTexts.percent(damagePercent(v.engineHealth, v.bodyHealth))],
    ['engine', vehicleTexts.detail.engine, vehicleTexts.percent(healthPercent(v.engineHealth))],
    ['body', vehicleTexts.detail.body, vehicleTexts.percent(healthPercent(v.bodyHealth))],
    ['mileage', vehicleTexts.detail.mileage, vehicleTexts.detail.km(v.mileageKm)],
    ['color', vehicleTexts.detail.color, v.color],
    ['locked', vehicleTexts.detail.locked, v.locked ? vehicleTexts.detail.yes : vehicleTexts.detail.no],
    ['registered', vehicleTexts.detail.registered, formatDateTime(v.registeredAt)],
  ];
  return (
    <Box as="section" aria-labelledby="vehicle-admin-data">
      <Heading as="h3" size="sm" id="vehicle-admin-data" mb="2">
        {t.data}
      </Heading>
      <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="1" fontSize="sm">
        {rows.map(([id, label, value]) => (
          <Box key={id} display="contents">
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" data-testid={`vehicle-admin-${id}`}>
              {value}
            </Text>
          </Box>
        ))}
      </Grid>
    </Box>
  );
}

function Actions({ vehicle }: { vehicle: VehicleDetails }) {
  const client = useQueryClient();
  const [, setSearch] = useSearchState<VehicleSearch>();
  const [asking, setAsking] = useState(false);
  const canRepair = useCan('repairVehicleAdmin');
  const canDelete = useCan('deleteVehicleAdmin');
  const name = vehicleTexts.name(vehicle.model, vehicle.plate);
  const repair = useRepairVehicleAdmin({
    mutation: {
      onSuccess: () => notifier.create({ title: t.repaired(name), type: 'success' }),
      onError: fail,
      onSettled: () => adminChanged(client, vehicle.id),
    },
  });
  const remove = useDeleteVehicleAdmin({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.deleted(name), type: 'success' });
        setSearch({ vehicle: undefined }, { replace: true });
      },
      onError: fail,
      onSettled: () => adminChanged(client, vehicle.id),
    },
  });
  if (!canRepair && !canDelete) return null;
  return (
    <Box as="section" aria-labelledby="vehicle-admin-actions">
      <Heading as="h3" size="sm" id="vehicle-admin-actions" mb="2">
        {t.actions}
      </Heading>
      <HStack gap="2" wrap="wrap">
        {canRepair ? (
          <Button
            size="sm"
            colorPalette="brand"
            loading={repair.isPending}
            onClick={() => {
              if (!repair.isPending) repair.mutate({ vehicleId: vehicle.id });
            }}
          >
            {t.repair}
          </Button>
        ) : null}
        {canDelete ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={remove.isPending}
            onClick={() => setAsking(true)}
          >
            {t.delete}
          </Button>
        ) : null}
      </HStack>
      <ConfirmDialog
        open={asking}
        title={t.confirmDelete(name)}
        body={t.confirmDeleteBody}
        confirmLabel={t.delete}
        cancelLabel={vehicleTexts.cancel}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          if (!remove.isPending) remove.mutate({ vehicleId: vehicle.id });
          setAsking(false);
        }}
      />
    </Box>
  );
}

function Trunk({ vehicleId }: { vehicleId: number }) {
  const trunk = useQuery(getListVehicleAdminItemsQueryOptions(vehicleId));
  return (
    <Box as="section" aria-labelledby="vehicle-admin-trunk">
      <Heading as="h3" size="sm" id="vehicle-admin-trunk" mb="2">
        {t.trunk}
      </Heading>
      <QueryState query={trunk} pendingMinH="4rem">
        {(inv) => (
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t.weight(formatNumber(inv.totalWeight, 1), formatNumber(inv.maxWeight, 1))}
            </Text>
            {inv.items.length === 0 ? (
              <Text fontSize="sm">{t.trunkEmpty}</Text>
            ) : (
              <Stack as="ul" gap="0" listStyleType="none" aria-label={t.trunk} fontSize="sm">
                {inv.items.map((item) => (
                  <li key={item.id}>{t.item(item.name, formatNumber(item.amount, 0), formatNumber(item.weight, 1))}</li>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

function History({ vehicleId }: { vehicleId: number }) {
  // The history's page is local: it is a side panel of the opened vehicle, not a view of its own.
  const [page, setPage] = useState(1);
  const log = useQuery(getListVehicleAdminLogQueryOptions(vehicleId, { skip: (page - 1) * LOG_PAGE, limit: LOG_PAGE }));
  return (
    <Box as="section" aria-labelledby="vehicle-admin-log">
      <Heading as="h3" size="sm" id="vehicle-admin-log" mb="2">
        {t.log}
      </Heading>
      <QueryState query={log} pendingMinH="4rem" isEmpty={(l) => l.items.length === 0} empty={t.logEmpty}>
        {(l) => (
          <Stack gap="2">
            <Stack as="ul" gap="1" listStyleType="none" aria-label={t.log} fontSize="sm">
              {l.items.map((e) => (
                <HStack as="li" key={e.id} gap="2" wrap="wrap" data-testid="vehicle-admin-log-entry">
                  <Text color="fg.muted">{formatDateTime(e.at)}</Text>
                  <StatusBadge value={e.kind} labels={t.logKind} />
                  <Text>{e.text}</Text>
                  {e.actor ? <Text color="fg.muted">{t.actor(e.actor.name)}</Text> : null}
                </HStack>
              ))}
            </Stack>
            <Pager page={page} pageSize={l.page.limit} total={l.page.total} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

export function AdminVehicle({ vehicleId }: { vehicleId: number }) {
  const [, setSearch] = useSearchState<VehicleSearch>();
  const vehicle = useQuery(getGetVehicleAdminDetailsQueryOptions(vehicleId));
  const canItems = useCan('listVehicleAdminItems');
  return (
    <Stack gap="4">
      <Box>
        <Button size="sm" variant="ghost" onClick={() => setSearch({ vehicle: undefined })}>
          {t.back}
        </Button>
      </Box>
      <QueryState query={vehicle} pendingMinH="30rem">
        {(v) => (
          <Stack gap="6" data-testid="vehicle-admin-detail">
            <HStack gap="2" wrap="wrap">
              <Heading as="h2" size="md">
                {vehicleTexts.name(v.model, v.plate)}
              </Heading>
              <StatusBadge value={v.state} labels={vehicleTexts.state} palettes={statePalettes} />
            </HStack>
            <Data vehicle={v} />
            <Actions vehicle={v} />
            <GarageForm vehicle={v} mode="park" />
            <GarageForm vehicle={v} mode="garage" />
            <EditForm vehicle={v} />
            {canItems ? <Trunk vehicleId={v.id} /> : null}
            <AdminAccess vehicle={v} />
            <History vehicleId={v.id} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
