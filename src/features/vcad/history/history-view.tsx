// The call history [Einsatzhistorie]: every call of the department, newest first, searchable
// by number, keyword and place, filtered by state; opening one shows it with its history.
// Search, filter, page and the opened call live in the URL.
import { chakra, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VcadCall } from '../../../api/generated/model/vcadCall';
import type { VcadCallState } from '../../../api/generated/model/vcadCallState';
import { PagedList } from '../../../components/views/paged-list';
import { SearchBar } from '../../../components/views/search-bar';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { useSearchState } from '../../../components/views/use-search-state';
import { formatDateTime } from '../../../lib/format';
import { CallPanel } from '../calls/call-panel';
import { historyOptions } from '../queries';
import type { VcadSearch } from '../search-params';
import { vcadTexts } from '../texts';

const t = vcadTexts.history;
type Filter = VcadCallState | 'all';
const filters: readonly Filter[] = ['all', 'pending', 'dispatched', 'onscene', 'closed'];
const filterLabels = { all: t.all, ...vcadTexts.callState } satisfies Record<Filter, string>;

export function HistoryView({ departmentId }: { departmentId: number | undefined }) {
  const [search, setSearch] = useSearchState<VcadSearch>();
  const calls = useQuery({ ...historyOptions({ ...search, dept: departmentId }), placeholderData: keepPreviousData });
  return (
    <Stack gap="4">
      <SearchBar
        label={t.search}
        placeholder={t.placeholder}
        value={search.q ?? ''}
        onSearch={(q) => setSearch({ q: q || undefined, page: undefined }, { replace: true })}
      />
      <SegmentedFilter
        label={t.filter}
        options={filters}
        labels={filterLabels}
        value={search.state ?? 'all'}
        onChange={(f) => setSearch({ state: f === 'all' ? undefined : f, page: undefined })}
        attached={false}
      />
      {search.call ? (
        <CallPanel
          key={search.call}
          id={search.call}
          onClose={() => setSearch({ call: undefined }, { replace: true })}
        />
      ) : null}
      <PagedList
        query={calls}
        label={t.search}
        getKey={(call) => call.id}
        gap="2"
        renderItem={(call) => (
          <HistoryRow
            call={call}
            opened={search.call === call.id}
            onOpen={(id) => setSearch({ call: id }, { replace: true })}
          />
        )}
        page={search.page ?? 1}
        onPage={(page) => setSearch({ page: page > 1 ? page : undefined, call: undefined })}
        empty={t.empty}
        emptyTestId="vcad-history-empty"
      />
    </Stack>
  );
}

function HistoryRow({
  call,
  opened,
  onOpen,
}: {
  call: VcadCall;
  opened: boolean;
  onOpen: (id: number | undefined) => void;
}) {
  return (
    <chakra.button
      type="button"
      width="full"
      textAlign="start"
      borderWidth="1px"
      borderRadius="md"
      px="3"
      py="2"
      focusRing="outside"
      bg={opened ? 'bg.emphasized' : undefined}
      aria-current={opened}
      onClick={() => onOpen(opened ? undefined : call.id)}
      data-call={call.number}
    >
      <chakra.span display="flex" gap="2" flexWrap="wrap" alignItems="baseline">
        <strong>{call.number}</strong>
        <span>{vcadTexts.callType[call.type]}:</span>
        <span>{call.title}</span>
      </chakra.span>
      <chakra.span display="flex" gap="2" flexWrap="wrap" color="fg.muted" fontSize="sm">
        <span>{call.location.street}</span>
        <span>{vcadTexts.callState[call.state]}</span>
        {call.outcome ? <span>{vcadTexts.outcome[call.outcome]}</span> : null}
        <span>{t.created(formatDateTime(call.createdAt))}</span>
      </chakra.span>
    </chakra.button>
  );
}
