// A building's price list [Preisliste]: what customers pay. With the right managePrices an
// editable table (item, price, available; rows added and removed), saved whole (the contract
// replaces the list), checked by ReplaceBuildingPriceListBody, 422 under the row's field; a
// failed save says why and keeps the rows.
import { Box, Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetBuildingPriceListQueryKey,
  getGetBuildingPriceListQueryOptions,
  useReplaceBuildingPriceList,
} from '../../../api/generated/endpoints/building/building';
import type { Building } from '../../../api/generated/model/building';
import type { OrgPriceList } from '../../../api/generated/model/orgPriceList';
import { ReplaceBuildingPriceListBody } from '../../../api/generated/zod/building/building.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { buildingTexts } from '../texts';

const t = buildingTexts.prices;
type Row = { id?: number; itemName: string; price: number; available: boolean };
type Values = { entries: Row[] };

const toBody = (v: Values) => ({
  entries: v.entries.map((e) => ({
    ...(e.id ? { id: e.id } : {}),
    itemName: e.itemName.trim(),
    price: Number(e.price),
    available: e.available,
  })),
});

function Editor({ building, list }: { building: Building; list: OrgPriceList }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: ReplaceBuildingPriceListBody,
    initial: { entries: list.entries.map((e) => ({ ...e })) } as Values,
    toBody,
  });
  const save = useReplaceBuildingPriceList({
    mutation: {
      onSuccess: (stored) => {
        client.setQueryData(getGetBuildingPriceListQueryKey(building.id), stored);
        form.reset({ entries: stored.entries.map((e) => ({ ...e })) });
        notifier.create({ title: t.saved, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate({ buildingId: building.id, data });
  });
  const rows = form.values.entries;
  return (
    <FormStack onSubmit={submit}>
      {rows.length === 0 ? <Text color="fg.muted">{t.empty}</Text> : null}
      <Stack as="ul" gap="3" listStyleType="none" aria-label={t.heading}>
        {rows.map((row, i) => (
          <Box as="li" key={row.id ?? `new-${i}`} borderWidth="1px" borderRadius="md" p="2" data-testid="price-row">
            <fieldset>
              <Text as="legend" fontSize="sm" color="fg.muted">
                {t.rowLabel(i + 1)}
              </Text>
              <HStack gap="2" wrap="wrap" align="end">
                <FormField label={t.item} message={form.message(`entries.${i}.itemName`)} flex="2" minW="12rem">
                  <Input {...form.input(`entries.${i}.itemName`)} />
                </FormField>
                <FormField label={t.price} message={form.message(`entries.${i}.price`)} flex="1" minW="7rem">
                  <Input
                    type="number"
                    inputMode="numeric"
                    name={`entries.${i}.price`}
                    value={String(row.price)}
                    onChange={(e) => form.set(`entries.${i}.price`, e.target.value === '' ? 0 : Number(e.target.value))}
                    onBlur={() => form.touch(`entries.${i}.price`)}
                  />
                </FormField>
                <Checkbox.Root
                  checked={row.available}
                  onCheckedChange={(e) => form.set(`entries.${i}.available`, e.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t.available}</Checkbox.Label>
                </Checkbox.Root>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t.removeRow(i + 1)}
                  onClick={() =>
                    form.set(
                      'entries',
                      rows.filter((_, k) => k !== i),
                    )
                  }
                >
                  {t.remove}
                </Button>
              </HStack>
            </fieldset>
          </Box>
        ))}
      </Stack>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={rows.length >= 50}
          onClick={() => form.set('entries', [...rows, { itemName: '', price: 0, available: true }])}
        >
          {t.add}
        </Button>
        <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending}>
          {t.save}
        </Button>
      </HStack>
    </FormStack>
  );
}

export function PriceList({ building }: { building: Building }) {
  const list = useQuery(getGetBuildingPriceListQueryOptions(building.id));
  const canEdit = useCan('replaceBuildingPriceList', { org: building });
  return (
    <Stack gap="3" as="section" aria-label={t.heading}>
      <Text fontSize="sm" color="fg.muted">
        {t.intro}
      </Text>
      <QueryState query={list} pendingMinH="14rem">
        {(data) => (
          <Stack gap="3">
            {data.updatedAt ? (
              <Text fontSize="sm" color="fg.muted">
                {data.updatedBy
                  ? t.updated(formatDateTime(data.updatedAt), data.updatedBy.name)
                  : t.updatedAt(formatDateTime(data.updatedAt))}
              </Text>
            ) : null}
            {canEdit ? (
              <Editor key={data.updatedAt ?? 'new'} building={building} list={data} />
            ) : data.entries.length === 0 ? (
              <Text color="fg.muted">{t.empty}</Text>
            ) : (
              <Stack as="ul" gap="1" listStyleType="none" aria-label={t.heading}>
                {data.entries.map((e, i) => (
                  <HStack as="li" key={e.id ?? i} justify="space-between">
                    <Text>{e.itemName}</Text>
                    <Text>{e.available ? formatMoney(e.price) : t.unavailable}</Text>
                  </HStack>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
