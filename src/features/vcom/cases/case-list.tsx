// The case files [Akten], last changed first: filtered by status (?caseStatus=), own
// assignment (?mine=1) and text (?q=), paged (?page=). Opening one puts it in the URL (?case=).
import { Button, Checkbox, HStack, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { VcomCase } from '../../../api/generated/model/vcomCase';
import type { VcomCaseStatus } from '../../../api/generated/model/vcomCaseStatus';
import { DataTable } from '../../../components/views/data-table';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatDateTime } from '../../../lib/format';
import { PAGE_SIZE } from '../queries';
import type { VcomSearch } from '../search-params';
import { vcomTexts } from '../texts';
import { caseListOptions } from './queries';

const t = vcomTexts.cases;
type Filter = VcomCaseStatus | 'all';
const filters: readonly Filter[] = ['all', 'open', 'inProgress', 'closed', 'archived'];
const labels = { all: t.all, ...vcomTexts.caseStatus } satisfies Record<Filter, string>;

export function CaseList({
  search,
  canCreate,
  onSearch,
  onOpen,
}: {
  search: VcomSearch;
  canCreate: boolean;
  onSearch: (patch: Partial<VcomSearch>, options?: { replace?: boolean }) => void;
  onOpen: (id: number) => void;
}) {
  const list = useQuery({ ...caseListOptions(search), placeholderData: keepPreviousData });
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <SearchBar
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={search.q ?? ''}
          onSearch={(q) => onSearch({ q: q.trim() || undefined, page: undefined }, { replace: true })}
          flex="1"
          minW="16rem"
        />
        {canCreate ? (
          <Button onClick={() => onSearch({ new: 1 })}>
            <Plus aria-hidden />
            {t.new}
          </Button>
        ) : null}
      </HStack>
      <HStack gap="4" wrap="wrap">
        <SegmentedFilter
          label={t.filter}
          options={filters}
          labels={labels}
          value={search.caseStatus ?? 'all'}
          onChange={(f) => onSearch({ caseStatus: f === 'all' ? undefined : f, page: undefined })}
        />
        <Checkbox.Root
          checked={search.mine === 1}
          onCheckedChange={(e) => onSearch({ mine: e.checked === true ? 1 : undefined, page: undefined })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.mine}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
        {(data) => (
          <>
            <DataTable<VcomCase>
              caption={t.list}
              rows={data.items}
              getKey={(x) => x.id}
              columns={[
                {
                  key: 'number',
                  header: t.number,
                  cell: (x) => (
                    <Button variant="plain" p="0" h="auto" aria-label={t.open(x.number)} onClick={() => onOpen(x.id)}>
                      {x.number}
                    </Button>
                  ),
                },
                { key: 'title', header: t.title, cell: (x) => x.title },
                {
                  key: 'status',
                  header: t.status,
                  cell: (x) => <StatusBadge value={x.status} labels={vcomTexts.caseStatus} />,
                },
                { key: 'priority', header: t.priority, cell: (x) => vcomTexts.casePriority[x.priority] },
                { key: 'at', header: t.updatedAt, cell: (x) => formatDateTime(x.updatedAt) },
              ]}
            />
            <Pager
              page={search.page ?? 1}
              pageSize={PAGE_SIZE}
              total={data.page.total}
              onPage={(page) => onSearch({ page: page > 1 ? page : undefined })}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
