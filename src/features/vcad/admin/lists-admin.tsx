// The department's unit types, staff and fleet (team right manageDispatch): add, change what a
// row offers (a type on or off, a person's role), and remove after confirmation.
import { Button, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListVcadStaffQueryKey,
  getListVcadStaffQueryOptions,
  getListVcadUnitTypesQueryKey,
  getListVcadUnitTypesQueryOptions,
  getListVcadVehiclesQueryKey,
  getListVcadVehiclesQueryOptions,
  useAddVcadStaff,
  useAddVcadUnitType,
  useAddVcadVehicle,
  useDeleteVcadUnitType,
  useEditVcadStaff,
  useEditVcadUnitType,
  useRemoveVcadStaff,
  useRemoveVcadVehicle,
} from '../../../api/generated/endpoints/vcad/vcad';
import type { VcadStaffRole } from '../../../api/generated/model/vcadStaffRole';
import { AddVcadStaffBody, AddVcadUnitTypeBody, AddVcadVehicleBody } from '../../../api/generated/zod/vcad/vcad.zod';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { vcadTexts } from '../texts';
import { num, SpecForm, text, type Outcome } from './spec-form';

const t = vcadTexts.admin;
const roles = Object.entries(t.roles) as Array<[VcadStaffRole, string]>;

/** Mutation callbacks that refetch `key` and report a failure. */
function useRefetching(key: QueryKey) {
  const client = useQueryClient();
  const refetch = () => client.invalidateQueries({ queryKey: key });
  const failed = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });
  return {
    plain: { onError: failed, onSettled: refetch },
    form: (outcome: Outcome) => ({ onSuccess: outcome.ok, onError: outcome.fail, onSettled: refetch }),
  };
}

/** A remove button that asks first. */
function RemoveButton({ name, busy, onConfirm }: { name: string; busy: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="2xs" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t.delete(name)}
      </Button>
      <ConfirmDialog
        open={open}
        title={t.deleteConfirm(name)}
        confirmLabel={t.delete(name)}
        cancelLabel={t.cancel}
        busy={busy}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function UnitTypesAdmin({ departmentId }: { departmentId: number }) {
  const types = useQuery(getListVcadUnitTypesQueryOptions(departmentId));
  const on = useRefetching(getListVcadUnitTypesQueryKey(departmentId));
  const add = useAddVcadUnitType();
  const edit = useEditVcadUnitType({ mutation: on.plain });
  const remove = useDeleteVcadUnitType({ mutation: on.plain });
  return (
    <Stack gap="2">
      <QueryState query={types}>
        {(d) => (
          <DataTable
            caption={t.unitTypesList}
            rows={d.items}
            getKey={(x) => x.id}
            columns={[
              { key: 'name', header: t.name, cell: (x) => `${x.name} (${x.shortName})` },
              { key: 'prefix', header: t.prefix, cell: (x) => x.callsignPrefix },
              { key: 'seats', header: t.seats, cell: (x) => x.seats },
              {
                key: 'actions',
                header: t.active,
                cell: (x) => (
                  <HStack gap="1">
                    <Button
                      size="2xs"
                      variant="outline"
                      onClick={() =>
                        edit.mutate({
                          id: x.id,
                          data: {
                            name: x.name,
                            shortName: x.shortName,
                            callsignPrefix: x.callsignPrefix,
                            seats: x.seats,
                            active: !x.active,
                          },
                        })
                      }
                    >
                      {t.toggle(x.name, x.active)}
                    </Button>
                    <RemoveButton name={x.name} busy={remove.isPending} onConfirm={() => remove.mutate({ id: x.id })} />
                  </HStack>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <SpecForm
        title={t.newUnitType}
        fields={[
          { name: 'name', label: t.name, required: true },
          { name: 'shortName', label: t.shortName, required: true },
          { name: 'callsignPrefix', label: t.prefix, required: true },
          { name: 'seats', label: t.seats, kind: 'number', required: true },
        ]}
        initial={{ name: '', shortName: '', callsignPrefix: '', seats: '2' }}
        schema={AddVcadUnitTypeBody}
        toBody={(v) => ({
          name: text(v.name ?? ''),
          shortName: text(v.shortName ?? ''),
          callsignPrefix: text(v.callsignPrefix ?? '').toUpperCase(),
          seats: num(v.seats ?? ''),
          active: true,
        })}
        submitLabel={t.add}
        pending={add.isPending}
        draft={`draft.vcad.admin.newUnitType.${departmentId}`}
        onSubmit={(data, outcome) => add.mutate({ departmentId, data }, on.form(outcome))}
      />
    </Stack>
  );
}

export function StaffAdmin({ departmentId }: { departmentId: number }) {
  const staff = useQuery(getListVcadStaffQueryOptions(departmentId, { limit: 100 }));
  const on = useRefetching(getListVcadStaffQueryKey(departmentId));
  const add = useAddVcadStaff();
  const edit = useEditVcadStaff({ mutation: on.plain });
  const remove = useRemoveVcadStaff({ mutation: on.plain });
  type Member = NonNullable<typeof staff.data>['items'][number];
  const columns: Array<Column<Member>> = [
    { key: 'name', header: t.name, cell: (m) => m.player.name },
    { key: 'callsign', header: vcadTexts.units.callsign, cell: (m) => m.callsign ?? '' },
    {
      key: 'role',
      header: t.role,
      cell: (m) =>
        m.onDuty ? (
          t.roles[m.role]
        ) : (
          <NativeSelect.Root size="xs" maxW="10rem">
            <NativeSelect.Field
              aria-label={t.roleOf(m.player.name)}
              value={m.role}
              onChange={(e) =>
                edit.mutate({ departmentId, playerId: m.player.id, data: { role: e.target.value as VcadStaffRole } })
              }
            >
              {roles.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ),
    },
    {
      key: 'actions',
      header: '',
      cell: (m) =>
        // Staff on duty stay until their shift ends.
        m.onDuty ? null : (
          <RemoveButton
            name={m.player.name}
            busy={remove.isPending}
            onConfirm={() => remove.mutate({ departmentId, playerId: m.player.id })}
          />
        ),
    },
  ];
  return (
    <Stack gap="2">
      <QueryState query={staff}>
        {(d) => <DataTable caption={t.staffList} rows={d.items} getKey={(m) => m.player.id} columns={columns} />}
      </QueryState>
      <SpecForm
        title={t.newStaff}
        fields={[
          { name: 'playerId', label: t.playerId, kind: 'number', required: true },
          { name: 'role', label: t.role, kind: 'select', options: roles },
          { name: 'callsign', label: vcadTexts.units.callsign },
          { name: 'badgeNumber', label: t.badge },
        ]}
        initial={{ playerId: '', role: 'field', callsign: '', badgeNumber: '' }}
        schema={AddVcadStaffBody}
        toBody={(v) => ({
          playerId: num(v.playerId ?? ''),
          role: v.role as VcadStaffRole,
          ...(text(v.callsign ?? '') ? { callsign: text(v.callsign ?? '').toUpperCase() } : {}),
          ...(text(v.badgeNumber ?? '') ? { badgeNumber: text(v.badgeNumber ?? '') } : {}),
        })}
        submitLabel={t.add}
        pending={add.isPending}
        draft={`draft.vcad.admin.newStaff.${departmentId}`}
        onSubmit={(data, outcome) => add.mutate({ departmentId, data }, on.form(outcome))}
      />
    </Stack>
  );
}

export function VehiclesAdmin({ departmentId }: { departmentId: number }) {
  const vehicles = useQuery(getListVcadVehiclesQueryOptions(departmentId));
  const on = useRefetching(getListVcadVehiclesQueryKey(departmentId));
  const add = useAddVcadVehicle();
  const remove = useRemoveVcadVehicle({ mutation: on.plain });
  return (
    <Stack gap="2">
      <QueryState query={vehicles}>
        {(d) => (
          <DataTable
            caption={t.vehiclesList}
            rows={d.items}
            getKey={(v) => v.vehicleId}
            columns={[
              { key: 'plate', header: vcadTexts.unit.vehicle, cell: (v) => `${v.label ?? v.model} (${v.plate})` },
              { key: 'model', header: t.kind, cell: (v) => v.model },
              { key: 'state', header: vcadTexts.units.status, cell: (v) => t.vehicleStates[v.state] ?? v.state },
              {
                key: 'actions',
                header: '',
                cell: (v) => (
                  <RemoveButton
                    name={v.plate}
                    busy={remove.isPending}
                    onConfirm={() => remove.mutate({ departmentId, vehicleId: v.vehicleId })}
                  />
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <SpecForm
        title={t.newVehicle}
        fields={[
          { name: 'vehicleId', label: t.vehicleId, kind: 'number', required: true },
          { name: 'label', label: t.label },
        ]}
        initial={{ vehicleId: '', label: '' }}
        schema={AddVcadVehicleBody}
        toBody={(v) => ({
          vehicleId: num(v.vehicleId ?? ''),
          ...(text(v.label ?? '') ? { label: text(v.label ?? '') } : {}),
        })}
        submitLabel={t.add}
        pending={add.isPending}
        draft={`draft.vcad.admin.newVehicle.${departmentId}`}
        onSubmit={(data, outcome) => add.mutate({ departmentId, data }, on.form(outcome))}
      />
    </Stack>
  );
}
