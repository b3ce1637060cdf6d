// A house's storage [Lager] for those with useStorage: the shared item list with the load
// against the storage places, and per item an amount to take out or put in (each send with an
// Idempotency-Key, as the contract asks: goods move at most once per attempt).
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useGetHouseItems,
  usePutHouseStorageItem,
  useTakeHouseStorageItem,
} from '../../../api/generated/endpoints/house/house';
import type { House } from '../../../api/generated/model/house';
import type { OrgStorageItem } from '../../../api/generated/model/orgStorageItem';
import type { OrgStorageTransfer } from '../../../api/generated/model/orgStorageTransfer';
import { TakeHouseStorageItemBody } from '../../../api/generated/zod/house/house.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FieldMessage } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ItemList } from '../../../components/org/item-list';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { houseChanged } from '../queries';
import { houseTexts } from '../texts';
import { useHouseCan } from './common';
import { Field } from '@chakra-ui/react';

const t = houseTexts.storage;

export function StorageTab({ house }: { house: House }) {
  const canUse = useHouseCan('getHouseItems', house);
  if (!canUse) return <Text color="fg.muted">{t.noRight}</Text>;
  return <Storage house={house} />;
}

function Storage({ house }: { house: House }) {
  const items = useGetHouseItems(house.id, { limit: 100 });
  return (
    <QueryState query={items} pendingMinH="10rem">
      {(p) => {
        const used = p.items.reduce((sum, i) => sum + i.amount, 0);
        return (
          <>
            <Text fontSize="sm" color="fg.muted" mb="2" data-testid="house-storage-load">
              {t.slots(used, house.storageSlots ?? 0)}
            </Text>
            <ItemList
              label={t.label}
              empty={t.empty}
              items={p.items.map((i) => ({ ...i, weight: ((i.weightGrams ?? 0) * i.amount) / 1000 }))}
              renderActions={(item) => <Move house={house} item={item} />}
            />
          </>
        );
      }}
    </QueryState>
  );
}

function Move({ house, item }: { house: House; item: OrgStorageItem }) {
  const client = useQueryClient();
  const attempt = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  // The typed amount survives a reload or a 401, per house and item.
  const draft = useMemo(
    () => defineDraft(`draft.house.storage.${house.id}.${item.id}`, { amount: '1' }),
    [house.id, item.id],
  );
  const form = useContractForm({
    schema: TakeHouseStorageItemBody,
    initial: { amount: '1' },
    draft,
    toBody: (v) =>
      ({ itemId: item.id, amount: v.amount.trim() === '' ? undefined : Number(v.amount) }) as OrgStorageTransfer,
  });
  const settled = (error: unknown) => {
    attempt.settle(error ?? undefined);
    return houseChanged(client);
  };
  const onError = (error: unknown) => setFailure(form.applyServerErrors(error) ? null : describeError(error));
  const take = useTakeHouseStorageItem({
    mutation: {
      onSuccess: (_r, { data }) => {
        form.reset();
        notifier.create({ title: t.taken(data.amount, item.name), type: 'success' });
      },
      onError,
      onSettled: (_d, error) => settled(error),
    },
  });
  const put = usePutHouseStorageItem({
    mutation: {
      onSuccess: (_r, { data }) => {
        form.reset();
        notifier.create({ title: t.stored(data.amount, item.name), type: 'success' });
      },
      onError,
      onSettled: (_d, error) => settled(error),
    },
  });
  const busy = take.isPending || put.isPending;
  const send = (which: 'take' | 'put') =>
    form.handleSubmit((data) => {
      if (busy) return;
      setFailure(null);
      const vars = { houseId: house.id, data, headers: { 'Idempotency-Key': attempt.keyFor({ which, data }) } };
      if (which === 'take') take.mutate(vars);
      else put.mutate(vars);
    })();
  const message = form.message('amount') ?? failure ?? undefined;
  return (
    <Field.Root invalid={!!message} w="auto">
      <HStack gap="1">
        <Input {...form.input('amount')} aria-label={t.amount(item.name)} inputMode="numeric" size="xs" w="4rem" />
        <Button size="xs" variant="outline" loading={take.isPending} disabled={busy} onClick={() => send('take')}>
          {t.take}
        </Button>
        <Button size="xs" variant="ghost" loading={put.isPending} disabled={busy} onClick={() => send('put')}>
          {t.put}
        </Button>
      </HStack>
      <FieldMessage message={message} />
    </Field.Root>
  );
}
