// The door of my flat (who may lock doors): locked or open with one click, and the name on the
// doorbell (the contract's validator, UpdateBuildingcellSettingsBody: 1–40 characters; a 422
// under the field, the typed name in a draft per flat, no second send while one is pending).
import { Box, Button, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getGetBuildingcellQueryKey,
  useUpdateBuildingcellSettings,
} from '../../../api/generated/endpoints/buildingcell/buildingcell';
import type { BuildingCell } from '../../../api/generated/model/buildingCell';
import type { BuildingCellTenantSettings } from '../../../api/generated/model/buildingCellTenantSettings';
import { UpdateBuildingcellSettingsBody } from '../../../api/generated/zod/buildingcell/buildingcell.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { buildingTexts } from '../texts';

const t = buildingTexts.door;
const empty = { doorbellName: '' };
type Values = typeof empty;
const toBody = (v: Values) => ({ doorbellName: v.doorbellName.trim() }) as BuildingCellTenantSettings;

export function DoorSettings({ cell }: { cell: BuildingCell }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.building.doorbell.${cell.id}`, empty), [cell.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema: UpdateBuildingcellSettingsBody, initial: empty, draft, toBody });
  const save = useUpdateBuildingcellSettings({
    mutation: {
      onSuccess: (changed, { data }) => {
        client.setQueryData(getGetBuildingcellQueryKey(cell.id), changed);
        if (data.doorbellName !== undefined) form.reset();
        notifier.create({
          title: data.locked === undefined ? t.doorbellSaved : changed.locked ? t.lockedDone : t.openedDone,
          type: 'success',
        });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => client.invalidateQueries({ queryKey: getGetBuildingcellQueryKey(cell.id) }),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate({ buildingcellId: cell.id, data });
  });
  return (
    <Box as="section" aria-labelledby={`door-${cell.id}`}>
      <Heading as="h3" size="sm" id={`door-${cell.id}`} mb="2">
        {t.heading}
      </Heading>
      <HStack gap="3" mb="3" wrap="wrap">
        <StatusBadge value={cell.locked ? 'locked' : 'open'} labels={t.state} palettes={{ locked: 'green' }} />
        <Button
          size="sm"
          variant="outline"
          loading={save.isPending && save.variables?.data.locked !== undefined}
          onClick={() => {
            if (!save.isPending) save.mutate({ buildingcellId: cell.id, data: { locked: !cell.locked } });
          }}
        >
          {cell.locked ? t.unlock : t.lock}
        </Button>
      </HStack>
      <FormStack onSubmit={submit} maxW="32rem">
        <FormField label={t.doorbell} message={form.message('doorbellName')}>
          <Input {...form.input('doorbellName')} />
        </FormField>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <HStack>
          <Button
            type="submit"
            size="sm"
            variant="outline"
            loading={save.isPending && save.variables?.data.doorbellName !== undefined}
          >
            {t.doorbellSubmit}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}
