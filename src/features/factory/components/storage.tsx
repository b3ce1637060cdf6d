// The company storage [Lager] (ItemList): name, amount, weight; with the right "Lager
// verwalten" one piece at a time taken out into or put in from the character's inventory,
// each send with its own Idempotency-Key (the contract asks for one), pending per item.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetFactoryItemsQueryOptions,
  usePutFactoryStorageItem,
  useTakeFactoryStorageItem,
} from '../../../api/generated/endpoints/factory/factory';
import type { Factory } from '../../../api/generated/model/factory';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { ItemList } from '../../../components/org/item-list';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { listParams, storageChanged } from '../queries';
import type { FactorySearch } from '../search-params';
import { factoryTexts } from '../texts';

const t = factoryTexts.storage;

export function Storage({ company }: { company: Factory }) {
  const client = useQueryClient();
  const [search, setSearch] = useSearchState<FactorySearch>();
  const items = useQuery(getGetFactoryItemsQueryOptions(company.id, listParams(search.page, search.q)));
  const org = { org: { myRights: company.myRights, myRole: company.myRole } };
  const canTake = useCan('takeFactoryStorageItem', org);
  const canPut = useCan('putFactoryStorageItem', org);
  // Kept across a retry after a lost answer, renewed after an answer (see lib/idempotency).
  const attempt = useIdempotencyKey();
  const settle = {
    onError: (error: unknown) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: (_d: unknown, error: unknown) => {
      attempt.settle(error ?? undefined);
      return storageChanged(client, company.id);
    },
  };
  const take = useTakeFactoryStorageItem({
    mutation: { ...settle, onSuccess: (e) => notifier.create({ title: t.took('1', e.name), type: 'success' }) },
  });
  const put = usePutFactoryStorageItem({
    mutation: { ...settle, onSuccess: (e) => notifier.create({ title: t.putIn('1', e.name), type: 'success' }) },
  });
  const busy = take.isPending || put.isPending;
  const send = (kind: 'take' | 'put', itemId: number) => {
    if (busy) return;
    const args = {
      factoryId: company.id,
      data: { itemId, amount: 1 },
      headers: { 'Idempotency-Key': attempt.keyFor({ kind, itemId }) },
    };
    if (kind === 'take') take.mutate(args);
    else put.mutate(args);
  };
  return (
    <Stack gap="3">
      <SearchBar
        label={t.search}
        value={search.q ?? ''}
        onSearch={(q) => setSearch({ q: q.trim() ? q : undefined, page: undefined }, { replace: true })}
      />
      {!canTake && !canPut ? (
        <Text fontSize="sm" color="fg.muted">
          {t.readOnly}
        </Text>
      ) : null}
      <QueryState query={items} pendingMinH="12rem">
        {(page) => (
          <Stack gap="3">
            <ItemList
              label={t.heading}
              empty={t.empty}
              items={page.items.map((i) => ({ ...i, weight: (i.amount * (i.weightGrams ?? 0)) / 1000 }))}
              renderActions={(item) => (
                <HStack gap="1">
                  {canTake ? (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`${t.take}: ${item.name}`}
                      disabled={item.amount < 1 || busy}
                      loading={take.isPending && take.variables?.data.itemId === item.id}
                      onClick={() => send('take', item.id)}
                    >
                      {t.take} (1)
                    </Button>
                  ) : null}
                  {canPut ? (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`${t.put}: ${item.name}`}
                      disabled={busy}
                      loading={put.isPending && put.variables?.data.itemId === item.id}
                      onClick={() => send('put', item.id)}
                    >
                      {t.put} (1)
                    </Button>
                  ) : null}
                </HStack>
              )}
            />
            <Pager
              page={search.page ?? 1}
              pageSize={page.page.limit}
              total={page.page.total}
              onPage={(p) => setSearch({ page: p })}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
