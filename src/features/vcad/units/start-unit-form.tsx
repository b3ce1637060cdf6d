// Go on duty as a unit of the department: unit type, callsign (from the staff membership when
// it has one) and optionally a free vehicle of the fleet. Checked by the contract's validator;
// kept as the department's draft until the unit is on duty.
import { Box, Button, Grid, Heading, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListVcadUnitTypesQueryOptions,
  getListVcadVehiclesQueryOptions,
  useStartVcadUnit,
} from '../../../api/generated/endpoints/vcad/vcad';
import type { VcadUnitStart } from '../../../api/generated/model/vcadUnitStart';
import { StartVcadUnitBody } from '../../../api/generated/zod/vcad/vcad.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { applyUnit, refreshBoard } from '../board/live-board';
import { sessionOptions } from '../queries';
import { vcadTexts } from '../texts';

const t = vcadTexts.start;

export function StartUnitForm({ departmentId, callsign }: { departmentId: number; callsign?: string }) {
  const client = useQueryClient();
  const types = useQuery(getListVcadUnitTypesQueryOptions(departmentId)).data?.items.filter((x) => x.active) ?? [];
  const vehicles = useQuery(getListVcadVehiclesQueryOptions(departmentId, { state: 'available' })).data?.items ?? [];
  const [failure, setFailure] = useState<string | null>(null);
  // The callsign starts from the staff membership (the server's value): a server draft.
  const initial = { unitTypeId: '', callsign: callsign ?? '', vehicleId: '' };
  const draft = useServerDraft(`draft.vcad.start.${departmentId}`, initial);
  const form = useContractForm({
    schema: StartVcadUnitBody,
    initial,
    draft,
    toBody: (v): VcadUnitStart => ({
      departmentId,
      unitTypeId: Number(v.unitTypeId || types[0]?.id || 0),
      callsign: v.callsign.trim().toUpperCase(),
      ...(v.vehicleId ? { vehicleId: Number(v.vehicleId) } : {}),
    }),
  });
  const start = useStartVcadUnit({
    mutation: {
      onSuccess: (unit) => {
        form.reset();
        applyUnit(client, departmentId, unit);
        notifier.create({ title: t.started(unit.callsign), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () =>
        Promise.all([
          client.invalidateQueries({ queryKey: sessionOptions().queryKey }),
          refreshBoard(client, departmentId),
        ]),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    if (!start.isPending) start.mutate({ data });
  });
  return (
    <Box as="section" aria-labelledby="vcad-start" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h2" size="md" id="vcad-start">
        {t.heading}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t.intro}
      </Text>
      <FormStack gap="2" onSubmit={submit} aria-labelledby="vcad-start">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="3">
          <FormField label={t.unitType} message={form.message('unitTypeId')} required>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                name="unitTypeId"
                value={form.values.unitTypeId}
                onChange={(e) => form.set('unitTypeId', e.target.value)}
              >
                {types.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name} ({type.callsignPrefix})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t.callsign} message={form.message('callsign')} required>
            <Input size="sm" {...form.input('callsign')} placeholder="ADAM-12" />
          </FormField>
          <FormField label={t.vehicle} message={form.message('vehicleId')}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                name="vehicleId"
                value={form.values.vehicleId}
                onChange={(e) => form.set('vehicleId', e.target.value)}
              >
                <option value="">{t.noVehicle}</option>
                {vehicles.map((v) => (
                  <option key={v.vehicleId} value={v.vehicleId}>
                    {v.label ?? v.model} ({v.plate})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Grid>
        {failure ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {failure}
          </Text>
        ) : null}
        <Button type="submit" size="sm" colorPalette="brand" alignSelf="start" loading={start.isPending}>
          {t.submit}
        </Button>
      </FormStack>
    </Box>
  );
}
