// The organisation's storage [Lager] (the shared ItemList): with the right to use it, take
// pieces out or put pieces in. Each move carries an Idempotency-Key that stays the same for
// the same item, amount and direction until it was answered, so a double click or a retry
// after a lost answer moves nothing twice.
import { Button, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetTeamItemsQueryKey,
  getGetTeamItemsQueryOptions,
  usePutTeamStorageItem,
  useTakeTeamStorageItem,
} from '../../../api/generated/endpoints/team/team';
import type { OrgStorageItem } from '../../../api/generated/model/orgStorageItem';
import type { Team } from '../../../api/generated/model/team';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { ItemList } from '../../../components/org/item-list';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { formatNumber } from '../../../lib/format';
import type { TeamSearch } from '../search-params';
import { teamTexts } from '../texts';

const t = teamTexts.storage;

export function Storage({ team }: { team: Team }) {
  const [search, setSearch] = useSearchState<TeamSearch>();
  const client = useQueryClient();
  const org = { myRights: team.myRights, myRole: team.myRole };
  const canTake = useCan('takeTeamStorageItem', { org });
  const canPut = useCan('putTeamStorageItem', { org });
  const items = useQuery({
    ...getGetTeamItemsQueryOptions(team.id, { q: search.q?.trim() || undefined, limit: 100 }),
    placeholderData: keepPreviousData,
  });
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  // Kept across a retry after a lost answer, renewed after an answer (see lib/idempotency).
  const attempt = useIdempotencyKey();
  const settle = {
    onError: (error: unknown) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: (_d: unknown, error: unknown) => {
      attempt.settle(error ?? undefined);
      return client.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]) === getGetTeamItemsQueryKey(team.id)[0],
      });
    },
  };
  const take = useTakeTeamStorageItem({
    mutation: {
      ...settle,
      onSuccess: (item, { data }) =>
        notifier.create({ title: t.taken(formatNumber(data.amount, 0), item.name), type: 'success' }),
    },
  });
  const put = usePutTeamStorageItem({
    mutation: {
      ...settle,
      onSuccess: (item, { data }) =>
        notifier.create({ title: t.put_done(formatNumber(data.amount, 0), item.name), type: 'success' }),
    },
  });
  const move = (direction: 'take' | 'put', item: OrgStorageItem) => {
    if (take.isPending || put.isPending) return;
    const amount = Math.max(1, Math.floor(Number(amounts[item.id] ?? '1') || 1));
    const data = { itemId: item.id, amount };
    const headers = { 'Idempotency-Key': attempt.keyFor({ direction, ...data }) };
    if (direction === 'take') take.mutate({ teamId: team.id, data, headers });
    else put.mutate({ teamId: team.id, data, headers });
  };

  return (
    <Stack gap="4">
      <SearchBar
        label={teamTexts.tabs.storage}
        placeholder={teamTexts.storage.load}
        value={search.q ?? ''}
        onSearch={(q) => setSearch({ q: q.trim() ? q : undefined }, { replace: true })}
      />
      {!canTake && !canPut ? (
        <Text fontSize="sm" color="fg.muted">
          {t.noRight}
        </Text>
      ) : null}
      {items.isPending ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton h="8" />
          <Skeleton h="8" />
          <Skeleton h="8" />
        </Stack>
      ) : (
        <QueryState query={items}>
          {(p) => (
            <ItemList
              label={t.load}
              empty={t.empty}
              items={p.items.map((item) => ({ ...item, weight: ((item.weightGrams ?? 0) * item.amount) / 1000 }))}
              renderActions={(item) =>
                canTake || canPut ? (
                  <HStack gap="2">
                    <Input
                      size="xs"
                      w="5rem"
                      inputMode="numeric"
                      aria-label={`${t.amount}: ${item.name}`}
                      value={amounts[item.id] ?? '1'}
                      onChange={(e) => setAmounts((a) => ({ ...a, [item.id]: e.target.value }))}
                    />
                    {canTake ? (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t.takeFor(item.name)}
                        loading={take.isPending && take.variables?.data.itemId === item.id}
                        onClick={() => move('take', item)}
                      >
                        {t.take}
                      </Button>
                    ) : null}
                    {canPut ? (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t.putFor(item.name)}
                        loading={put.isPending && put.variables?.data.itemId === item.id}
                        onClick={() => move('put', item)}
                      >
                        {t.put}
                      </Button>
                    ) : null}
                  </HStack>
                ) : null
              }
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
