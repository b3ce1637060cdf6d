// Admins add a good to a list or change its prices and limits (ACP right market.editGoods).
// The contract's rules come from its validators; min ≤ price ≤ max is the form's own rule.
import { Box, Button, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAddMarketGood, useEditMarketGood } from '../../../api/generated/endpoints/market/market';
import type { MarketGood } from '../../../api/generated/model/marketGood';
import type { MarketGoodCategory } from '../../../api/generated/model/marketGoodCategory';
import type { MarketGoodInput } from '../../../api/generated/model/marketGoodInput';
import type { MarketGoodPatch } from '../../../api/generated/model/marketGoodPatch';
import type { MarketKind } from '../../../api/generated/model/marketKind';
import { AddMarketGoodBody, EditMarketGoodBody } from '../../../api/generated/zod/market/market.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useServerDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { goodsChanged } from '../queries';
import { marketTexts } from '../texts';

const t = marketTexts.admin;
const categories = Object.keys(marketTexts.category) as MarketGoodCategory[];
const num = (text: string) => (text.trim() === '' ? undefined : Number(text));
const str = (n: number | undefined) => (n === undefined ? '' : String(n));

interface Props {
  /** The good to change; none: a new good on the list `kind`/`crime`. */
  good?: MarketGood;
  kind: MarketKind;
  crime: boolean;
  onDone: () => void;
}

export function GoodForm({ good, kind, crime, onDone }: Props) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = {
    itemId: str(good?.itemId),
    category: good?.category ?? 'raw',
    basePrice: str(good?.basePrice),
    minPrice: str(good?.minPrice),
    maxPrice: str(good?.maxPrice),
    price: str(good?.price),
    demand: str(good?.demand),
    location: good?.location ?? '',
  };
  type Values = typeof initial;
  const addBody = (v: Values) =>
    ({
      itemId: num(v.itemId),
      kind,
      crime,
      category: v.category,
      basePrice: num(v.basePrice),
      minPrice: num(v.minPrice),
      maxPrice: num(v.maxPrice),
      ...(num(v.demand) !== undefined ? { demand: num(v.demand) } : {}),
      ...(v.location.trim() ? { location: v.location.trim() } : {}),
    }) as MarketGoodInput;
  const editBody = (v: Values): MarketGoodPatch => {
    const patch: Record<string, unknown> = {};
    for (const key of ['basePrice', 'minPrice', 'maxPrice', 'price', 'demand'] as const) {
      if (v[key] !== initial[key] && v[key].trim() !== '') patch[key] = Number(v[key]);
    }
    if (v.category !== initial.category) patch.category = v.category;
    if (v.location.trim() !== initial.location) patch.location = v.location.trim();
    return patch;
  };
  const form = useContractForm({
    schema: good ? EditMarketGoodBody : AddMarketGoodBody,
    initial,
    draft: useServerDraft(`draft.market.good.${good?.id ?? `new.${kind}.${crime ? 1 : 0}`}`, initial),
    toBody: (v: Values): MarketGoodInput | MarketGoodPatch => (good ? editBody(v) : addBody(v)),
    rules: (v) => {
      const [min, max, price] = [num(v.minPrice), num(v.maxPrice), num(good ? v.price : v.basePrice)];
      return {
        minPrice: min !== undefined && max !== undefined && min > max ? t.rangeWrong : undefined,
        [good ? 'price' : 'basePrice']:
          price !== undefined && min !== undefined && max !== undefined && min <= max && (price < min || price > max)
            ? t.baseOutside
            : undefined,
      };
    },
  });
  const settle = () => goodsChanged(client, good?.id);
  const handlers = {
    onSuccess: () => {
      form.reset();
      notifier.create({ title: good ? t.saved : t.added, type: 'success' });
      onDone();
    },
    onError: (error: unknown) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    onSettled: settle,
  };
  const add = useAddMarketGood({ mutation: handlers });
  const edit = useEditMarketGood({ mutation: handlers });
  const pending = add.isPending || edit.isPending;
  const submit = form.handleSubmit((data) => {
    if (pending) return;
    setFailure(null);
    if (good) edit.mutate({ id: good.id, data: data as MarketGoodPatch });
    else add.mutate({ data: data as MarketGoodInput });
  });
  const field = (name: keyof Values, label: string) => (
    <FormField label={label} message={form.message(name)}>
      <Input {...form.input(name)} inputMode={name === 'location' ? 'text' : 'numeric'} />
    </FormField>
  );
  return (
    <FormStack
      onSubmit={submit}
      aria-label={good ? marketTexts.prices.edit(good.name) : t.addGood}
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {good ? null : field('itemId', t.itemId)}
        <FormField label={t.category} message={form.message('category')}>
          <NativeSelect.Root>
            <NativeSelect.Field value={form.values.category} onChange={(e) => form.set('category', e.target.value)}>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {marketTexts.category[c]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {good ? field('price', t.price) : null}
        {field('basePrice', t.basePrice)}
        {field('minPrice', t.minPrice)}
        {field('maxPrice', t.maxPrice)}
        {field('demand', t.demand)}
        {field('location', t.location)}
      </SimpleGrid>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <Box>
        <Button type="submit" size="sm" colorPalette="brand" loading={pending}>
          {good ? t.save : t.addGood}
        </Button>
      </Box>
    </FormStack>
  );
}
