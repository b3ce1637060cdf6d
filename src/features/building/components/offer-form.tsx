// The offer of one flat (who may manage prices): rent, interval, label and whether it is offered
// for rent. Checked by the contract's validator (UpdateBuildingCellOfferBody); a changed rent
// applies to a running contract from its next period (said under the field); a 422 lands under
// its field, the values stay in a draft per flat, and a pending send cannot be sent again.
import { Box, Button, Checkbox, Heading, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useUpdateBuildingCellOffer } from '../../../api/generated/endpoints/building/building';
import type { BuildingCell } from '../../../api/generated/model/buildingCell';
import type { BuildingCellOfferRequest } from '../../../api/generated/model/buildingCellOfferRequest';
import { RentInterval } from '../../../api/generated/model/rentInterval';
import { UpdateBuildingCellOfferBody } from '../../../api/generated/zod/building/building.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { flatChanged } from '../queries';
import { buildingTexts } from '../texts';

const t = buildingTexts.offer;
const INTERVALS = Object.values(RentInterval);

type Values = { rent: string; interval: string; label: string; rentable: boolean };

const toBody = (v: Values) => {
  const rent = /^\d+$/.test(v.rent.trim()) ? Number(v.rent.trim()) : v.rent.trim() === '' ? undefined : NaN;
  return {
    ...(rent === undefined ? {} : { rent }),
    interval: v.interval,
    label: v.label.trim(),
    rentable: v.rentable,
  } as BuildingCellOfferRequest;
};

export function OfferForm({ cell, onDone }: { cell: BuildingCell; onDone: () => void }) {
  const client = useQueryClient();
  const initial: Values = {
    rent: String(cell.rent),
    interval: cell.interval,
    label: cell.label,
    rentable: cell.rentable,
  };
  // The draft starts from the flat as it is; what was typed survives a failed send and a reload.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const draft = useMemo(() => defineDraft(`draft.building.offer.${cell.id}`, initial), [cell.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: UpdateBuildingCellOfferBody,
    initial,
    draft,
    toBody,
    rules: (v) => ({ rentable: v.rentable && cell.tenant ? t.rentedNotOffered : undefined }),
  });
  const save = useUpdateBuildingCellOffer({
    mutation: {
      onSuccess: (changed) => {
        form.reset();
        notifier.create({ title: t.saved(changed.label), type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => flatChanged(client, cell.id, cell.buildingId),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate({ buildingId: cell.buildingId, cellId: cell.id, data });
  });
  return (
    <Box as="section" aria-labelledby={`offer-${cell.id}`} borderWidth="1px" borderRadius="md" p="3" maxW="36rem">
      <Heading as="h4" size="xs" id={`offer-${cell.id}`} mb="2">
        {t.heading(cell.label)}
      </Heading>
      <FormStack onSubmit={submit}>
        <FormField label={t.label} message={form.message('label')}>
          <Input {...form.input('label')} />
        </FormField>
        <HStack align="start" gap="3" wrap="wrap">
          <FormField
            label={t.rent}
            message={form.message('rent')}
            helper={cell.tenant ? t.nextPeriod : undefined}
            maxW="12rem"
          >
            <Input {...form.input('rent')} inputMode="numeric" />
          </FormField>
          <FormField label={t.interval} message={form.message('interval')} maxW="12rem">
            <NativeSelect.Root>
              <NativeSelect.Field
                name="interval"
                value={form.values.interval}
                onChange={(e) => form.set('interval', e.target.value)}
              >
                {INTERVALS.map((i) => (
                  <option key={i} value={i}>
                    {buildingTexts.intervals[i]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </HStack>
        <Checkbox.Root
          checked={form.values.rentable}
          disabled={!!cell.tenant}
          onCheckedChange={(e) => form.set('rentable', e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.rentable}</Checkbox.Label>
        </Checkbox.Root>
        {form.message('rentable') ? <Text color="fg.error">{form.message('rentable')}</Text> : null}
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <HStack>
          <Button type="submit" colorPalette="brand" size="sm" loading={save.isPending}>
            {t.submit}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDone}>
            {buildingTexts.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}
