// The admin's forms for one vehicle: park it in any garage (an impound lot too) or set its home
// garage, each with a reason for the log; and edit plate, model, colour, fuel and lock. Checked
// by the contract's validators; a 422 lands under its field, a failed send keeps what was typed,
// and every form keeps a draft, so a 401 or a reload loses nothing either.
import { Box, Button, Checkbox, Heading, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getGetVehicleAdminDetailsQueryKey,
  getListVehicleGaragesQueryOptions,
  useEditVehicleAdmin,
  useParkVehicleAdmin,
  useSetVehicleAdminGarage,
} from '../../../api/generated/endpoints/vehicle/vehicle';
import type { VehicleAdminEdit } from '../../../api/generated/model/vehicleAdminEdit';
import type { VehicleDetails } from '../../../api/generated/model/vehicleDetails';
import type { VehicleGarageTarget } from '../../../api/generated/model/vehicleGarageTarget';
import {
  EditVehicleAdminBody,
  ParkVehicleAdminBody,
  SetVehicleAdminGarageBody,
} from '../../../api/generated/zod/vehicle/vehicle.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { adminChanged } from '../queries';
import { vehicleTexts } from '../texts';

const t = vehicleTexts.admin;

function Failure({ text }: { text: string | null }) {
  return text ? (
    <Text color="fg.error" role="alert">
      {text}
    </Text>
  ) : null;
}

const emptyGarage = { garageId: '', reason: '' };
type GarageValues = typeof emptyGarage;
const garageBody = (v: GarageValues) =>
  ({
    garageId: v.garageId === '' ? undefined : Number(v.garageId),
    ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
  }) as VehicleGarageTarget;

/** Park the vehicle (mode park) or set its home garage (mode garage): a garage and a reason. */
export function GarageForm({ vehicle, mode }: { vehicle: VehicleDetails; mode: 'park' | 'garage' }) {
  const client = useQueryClient();
  const may = useCan(mode === 'park' ? 'parkVehicleAdmin' : 'setVehicleAdminGarage');
  const garages = useQuery({ ...getListVehicleGaragesQueryOptions(), enabled: may });
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useMemo(
    () => defineDraft(`draft.vehicle.admin.${mode}.${vehicle.id}`, emptyGarage),
    [mode, vehicle.id],
  );
  const form = useContractForm({
    schema: mode === 'park' ? ParkVehicleAdminBody : SetVehicleAdminGarageBody,
    initial: emptyGarage,
    draft,
    toBody: garageBody,
    messages: { garageId: { required: vehicleTexts.park.pickFirst } },
  });
  const name = vehicleTexts.name(vehicle.model, vehicle.plate);
  const handlers = {
    onSuccess: (v: { garage?: { name: string } }) => {
      form.reset();
      const garage = v.garage?.name ?? '';
      notifier.create({ title: mode === 'park' ? t.parked(name, garage) : t.garageSet(name, garage), type: 'success' });
    },
    onError: (error: unknown) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    onSettled: () => adminChanged(client, vehicle.id),
  };
  const park = useParkVehicleAdmin({ mutation: handlers });
  const setGarage = useSetVehicleAdminGarage({ mutation: handlers });
  if (!may) return null;
  const busy = park.isPending || setGarage.isPending;
  const id = `vehicle-admin-${mode}`;
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h3" size="sm" id={id} mb="2">
        {mode === 'park' ? t.park : t.garage}
      </Heading>
      <QueryState query={garages} pendingMinH="4rem">
        {(list) => (
          <FormStack
            maxW="28rem"
            onSubmit={form.handleSubmit((data) => {
              if (busy) return;
              setFailure(null);
              if (mode === 'park') park.mutate({ vehicleId: vehicle.id, data });
              else setGarage.mutate({ vehicleId: vehicle.id, data });
            })}
          >
            <FormField label={vehicleTexts.park.garage} message={form.message('garageId')}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="garageId"
                  value={form.values.garageId}
                  onChange={(e) => form.set('garageId', e.target.value)}
                  onBlur={() => form.touch('garageId')}
                >
                  <option value="">{vehicleTexts.park.choose}</option>
                  {list.items.map((g) => (
                    <option key={g.id} value={g.id}>
                      {`${g.name} (${vehicleTexts.park.kind[g.kind]}) – ${vehicleTexts.park.free(Math.max(0, g.capacity - g.vehicleCount), g.capacity)}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t.reason} message={form.message('reason')}>
              <Input {...form.input('reason')} />
            </FormField>
            <Failure text={failure} />
            <Box>
              <Button type="submit" size="sm" loading={busy}>
                {mode === 'park' ? t.parkSubmit : t.garageSubmit}
              </Button>
            </Box>
          </FormStack>
        )}
      </QueryState>
    </Box>
  );
}

const valuesOf = (v: VehicleDetails) => ({
  plate: v.plate,
  model: v.model,
  color: v.color,
  fuel: String(v.fuel),
  locked: v.locked,
  reason: '',
});
type EditValues = ReturnType<typeof valuesOf>;

/** Only what differs from the vehicle goes out (the contract: at least one field). */
const editBody = (v: EditValues, was: EditValues): VehicleAdminEdit => {
  const body: Record<string, unknown> = {};
  if (v.plate.trim() !== was.plate) body.plate = v.plate.trim();
  if (v.model.trim() !== was.model) body.model = v.model.trim();
  if (v.color.trim() !== was.color) body.color = v.color.trim();
  if (v.fuel.trim() !== was.fuel) body.fuel = v.fuel.trim() === '' ? undefined : Number(v.fuel);
  if (v.locked !== was.locked) body.locked = v.locked;
  if (v.reason.trim()) body.reason = v.reason.trim();
  return body as VehicleAdminEdit;
};

export function EditForm({ vehicle }: { vehicle: VehicleDetails }) {
  const may = useCan('editVehicleAdmin');
  return may ? <EditFields vehicle={vehicle} /> : null;
}

function EditFields({ vehicle }: { vehicle: VehicleDetails }) {
  const client = useQueryClient();
  const was = valuesOf(vehicle);
  // The draft's empty form is the vehicle as loaded, so its name holds those values too: one
  // name, one set of defaults; once the vehicle changes (a save), the form starts from the new
  // values, while a reload or a 401 in between finds the typed edit under the same name.
  const version = [was.plate, was.model, was.color, was.fuel, was.locked].join('|');
  const draft = useMemo(
    () => defineDraft(`draft.vehicle.admin.edit.${vehicle.id}.${version}`, was),
    // `was` is fully described by `version`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [vehicle.id, version],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: EditVehicleAdminBody,
    initial: was,
    draft,
    toBody: (v: EditValues) => editBody(v, was),
    rules: (v) => ({
      reason: Object.keys(editBody({ ...v, reason: '' }, was)).length === 0 ? t.nothingChanged : undefined,
    }),
  });
  const edit = useEditVehicleAdmin({
    mutation: {
      onSuccess: (saved) => {
        // The saved vehicle at once: the form's draft name follows its values (no old values meanwhile).
        client.setQueryData(getGetVehicleAdminDetailsQueryKey(vehicle.id), saved);
        form.reset(valuesOf(saved));
        notifier.create({ title: t.saved(vehicleTexts.name(saved.model, saved.plate)), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => adminChanged(client, vehicle.id),
    },
  });
  return (
    <Box as="section" aria-labelledby="vehicle-admin-edit">
      <Heading as="h3" size="sm" id="vehicle-admin-edit" mb="2">
        {t.edit}
      </Heading>
      <FormStack
        maxW="28rem"
        onSubmit={form.handleSubmit((data) => {
          if (edit.isPending) return;
          setFailure(null);
          edit.mutate({ vehicleId: vehicle.id, data });
        })}
      >
        <FormField label={t.plate} message={form.message('plate')}>
          <Input {...form.input('plate')} />
        </FormField>
        <FormField label={t.model} message={form.message('model')}>
          <Input {...form.input('model')} />
        </FormField>
        <FormField label={t.color} message={form.message('color')}>
          <Input {...form.input('color')} />
        </FormField>
        <FormField label={t.fuel} message={form.message('fuel')}>
          <Input {...form.input('fuel')} inputMode="numeric" />
        </FormField>
        <Checkbox.Root
          checked={form.values.locked}
          onCheckedChange={(e) => form.set('locked', e.checked === true)}
          name="locked"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.locked}</Checkbox.Label>
        </Checkbox.Root>
        <FormField label={t.reason} message={form.message('reason')}>
          <Input {...form.input('reason')} />
        </FormField>
        <Failure text={failure} />
        <Box>
          <Button type="submit" size="sm" colorPalette="brand" loading={edit.isPending}>
            {t.editSubmit}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
