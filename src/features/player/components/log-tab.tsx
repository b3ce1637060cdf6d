// The action log of a character (player.log), filtered by kind (?kind= in the URL), paged.
import { NativeSelect, Field, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getListPlayerAdminLogQueryOptions } from '../../../api/generated/endpoints/player/player';
import type { PlayerLogEntry } from '../../../api/generated/model/playerLogEntry';
import type { PlayerLogKind } from '../../../api/generated/model/playerLogKind';
import { DataTable, type Column } from '../../../components/views/data-table';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { useSearchState } from '../../../components/views/use-search-state';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { PlayersSearch } from '../search-params';
import { playerAdminTexts } from '../texts';

const t = playerAdminTexts.log;
const LIMIT = 50;

const columns: Array<Column<PlayerLogEntry>> = [
  { key: 'at', header: t.when, cell: (e) => formatDateTime(e.at) },
  { key: 'kind', header: t.kind, cell: (e) => t.kinds[e.kind] },
  {
    key: 'text',
    header: t.text,
    cell: (e) => (e.amount === undefined ? e.text : `${e.text} (${formatMoney(e.amount)})`),
  },
  { key: 'actor', header: t.actor, cell: (e) => e.actor?.name ?? '–' },
];

export function LogTab({ playerId }: { playerId: number }) {
  const [search, setSearch] = useSearchState<PlayersSearch>();
  const [page, setPage] = useState(1);
  const log = useQuery({
    ...getListPlayerAdminLogQueryOptions(playerId, {
      limit: LIMIT,
      ...(page > 1 ? { skip: (page - 1) * LIMIT } : {}),
      ...(search.kind ? { kind: search.kind } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="3">
      <Field.Root maxW="16rem">
        <Field.Label>{t.filter}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={search.kind ?? ''}
            onChange={(e) => {
              setPage(1);
              setSearch({ kind: (e.target.value || undefined) as PlayerLogKind | undefined }, { replace: true });
            }}
          >
            <option value="">{t.all}</option>
            {Object.entries(t.kinds).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <QueryState query={log} isEmpty={(d) => d.items.length === 0} empty={t.empty} pendingMinH="10rem">
        {(d) => (
          <>
            <DataTable caption={t.caption} columns={columns} rows={d.items} getKey={(e) => e.id} />
            <Pager page={page} pageSize={LIMIT} total={d.page.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
