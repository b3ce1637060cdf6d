// Per stored item an amount to take out or put back (a building's storage with manageStorage, a
// flat's with useStorage): each send carries an Idempotency-Key, kept for a retry of the same
// attempt (the contract's: goods move at most once); a 409/500 says why under the field and
// keeps the typed amount, a 422 shows under it.
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { OrgStorageTransfer } from '../../../api/generated/model/orgStorageTransfer';
import { TakeBuildingcellStorageItemBody } from '../../../api/generated/zod/buildingcell/buildingcell.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FieldMessage } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { describeError } from '../../../lib/describe-error';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { buildingTexts } from '../texts';

const t = buildingTexts.items;

export type Direction = 'put' | 'take';
interface Callbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
  onSettled: () => void;
}

interface StorageMoveProps {
  item: { id: number; name: string };
  /** Whose storage it is (`building.<id>` or `flat.<id>`): the typed amount's draft is per storage and item. */
  storage: string;
  /** Which move runs now (for its spinner), if any. */
  pending: Direction | null;
  send: (direction: Direction, data: OrgStorageTransfer, key: string, callbacks: Callbacks) => void;
  onChanged: () => unknown;
}

export function StorageMove({ item, storage, pending, send, onChanged }: StorageMoveProps) {
  const attempt = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  // The typed amount survives a reload or a 401.
  const draft = useMemo(
    () => defineDraft(`draft.building.storage.${storage}.${item.id}`, { amount: '1' }),
    [storage, item.id],
  );
  const form = useContractForm({
    schema: TakeBuildingcellStorageItemBody,
    initial: { amount: '1' },
    draft,
    toBody: (v) =>
      ({ itemId: item.id, amount: v.amount.trim() === '' ? undefined : Number(v.amount) }) as OrgStorageTransfer,
  });
  const run = (direction: Direction) =>
    form.handleSubmit((data) => {
      if (pending) return;
      setFailure(null);
      send(direction, data, attempt.keyFor({ direction, data }), {
        onSuccess: () => {
          attempt.settle();
          form.reset();
          notifier.create({
            title: direction === 'take' ? t.taken(data.amount, item.name) : t.stored(data.amount, item.name),
            type: 'success',
          });
        },
        onError: (error) => {
          // A lost answer keeps the key (the retry is the same attempt); an answered one starts anew.
          attempt.settle(error);
          setFailure(form.applyServerErrors(error) ? null : describeError(error));
        },
        onSettled: () => {
          void onChanged();
        },
      });
    })();
  const message = form.message('amount') ?? failure ?? undefined;
  return (
    <Field.Root invalid={!!message} w="auto">
      <HStack gap="1">
        <Input {...form.input('amount')} aria-label={t.amount(item.name)} inputMode="numeric" size="xs" w="4rem" />
        <Button
          size="xs"
          variant="outline"
          loading={pending === 'take'}
          disabled={pending !== null}
          onClick={() => run('take')}
        >
          {t.take}
        </Button>
        <Button
          size="xs"
          variant="ghost"
          loading={pending === 'put'}
          disabled={pending !== null}
          onClick={() => run('put')}
        >
          {t.put}
        </Button>
      </HStack>
      <FieldMessage message={message} />
    </Field.Root>
  );
}
