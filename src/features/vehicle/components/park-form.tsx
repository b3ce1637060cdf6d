// Park an own vehicle in a garage: public and house garages with their free places (a full one
// cannot be chosen, nor the one it stands in). Checked by the contract's validator
// (ParkVehicleOwnBody); a 422 under the field, the choice kept in a draft, one send at a time.
// An impounded or destroyed vehicle cannot be parked: the form says why instead.
import { Box, Button, Heading, NativeSelect, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useListVehicleGarages, useParkVehicleOwn } from '../../../api/generated/endpoints/vehicle/vehicle';
import type { VehicleDetails } from '../../../api/generated/model/vehicleDetails';
import type { VehicleGarage } from '../../../api/generated/model/vehicleGarage';
import type { VehicleGarageTarget } from '../../../api/generated/model/vehicleGarageTarget';
import { ParkVehicleOwnBody } from '../../../api/generated/zod/vehicle/vehicle.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { vehicleMoved } from '../queries';
import { vehicleTexts } from '../texts';
import { OWN_VEHICLE } from './own-vehicle-scope';

const t = vehicleTexts.park;
const empty = { garageId: '' };
type ParkValues = typeof empty;
/** Garages a player parks in; impound lots, company and team garages are the game's business. */
const PARKABLE: ReadonlySet<VehicleGarage['kind']> = new Set(['public', 'house']);

const toBody = (v: ParkValues) =>
  ({ garageId: v.garageId === '' ? undefined : Number(v.garageId) }) as VehicleGarageTarget;

export function ParkForm({ vehicle }: { vehicle: VehicleDetails }) {
  const canPark = useCan('parkVehicleOwn', OWN_VEHICLE);
  if (!canPark) return null;
  return (
    <Box as="section" aria-labelledby={`park-${vehicle.id}`}>
      <Heading as="h3" size="sm" id={`park-${vehicle.id}`}>
        {t.heading}
      </Heading>
      {vehicle.state === 'impounded' || vehicle.state === 'destroyed' ? (
        <Text fontSize="sm" color="fg.muted">
          {t[vehicle.state]}
        </Text>
      ) : (
        <ParkFields vehicle={vehicle} />
      )}
    </Box>
  );
}

function ParkFields({ vehicle }: { vehicle: VehicleDetails }) {
  const client = useQueryClient();
  const garages = useListVehicleGarages();
  const draft = useMemo(() => defineDraft(`draft.vehicle.park.${vehicle.id}`, empty), [vehicle.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: ParkVehicleOwnBody,
    initial: empty,
    draft,
    toBody,
    messages: { garageId: { required: t.pickFirst } },
  });
  const name = vehicleTexts.name(vehicle.model, vehicle.plate);
  const park = useParkVehicleOwn({
    mutation: {
      onSuccess: (parked) => {
        form.reset();
        notifier.create({ title: t.parked(name, parked.garage?.name ?? ''), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => vehicleMoved(client, vehicle.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (park.isPending) return;
    setFailure(null);
    park.mutate({ vehicleId: vehicle.id, data });
  });
  const here = vehicle.state === 'parked' ? vehicle.garage?.id : undefined;

  return (
    <>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t.intro}
      </Text>
      <QueryState query={garages} pendingMinH="4rem">
        {(list) => (
          <FormStack onSubmit={submit} maxW="28rem">
            <FormField label={t.garage} message={form.message('garageId')}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="garageId"
                  value={form.values.garageId}
                  onChange={(e) => form.set('garageId', e.target.value)}
                  onBlur={() => form.touch('garageId')}
                >
                  <option value="">{t.choose}</option>
                  {list.items
                    .filter((g) => PARKABLE.has(g.kind))
                    .map((g) => {
                      const free = Math.max(0, g.capacity - g.vehicleCount);
                      return (
                        <option key={g.id} value={g.id} disabled={free === 0 || g.id === here}>
                          {`${g.name} (${t.kind[g.kind]}) – ${free === 0 ? t.full : t.free(free, g.capacity)}`}
                        </option>
                      );
                    })}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {failure ? (
              <Text color="fg.error" role="alert">
                {failure}
              </Text>
            ) : null}
            <Box>
              <Button type="submit" colorPalette="brand" size="sm" loading={park.isPending}>
                {t.submit}
              </Button>
            </Box>
          </FormStack>
        )}
      </QueryState>
    </>
  );
}
