// The tickets of the department, newest first, filtered by status (?status=) and paged (?page=).
import { Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VcomTicket } from '../../../api/generated/model/vcomTicket';
import type { VcomTicketStatus } from '../../../api/generated/model/vcomTicketStatus';
import { DataTable } from '../../../components/views/data-table';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { PAGE_SIZE, ticketListOptions } from '../queries';
import type { VcomSearch } from '../search-params';
import { vcomTexts } from '../texts';

const t = vcomTexts.tickets;
type Filter = VcomTicketStatus | 'all';
const filters: readonly Filter[] = ['all', 'open', 'overdue', 'paid', 'contested', 'cancelled'];
const labels = { all: t.all, ...vcomTexts.ticketStatus } satisfies Record<Filter, string>;

export function TicketList({
  search,
  onSearch,
}: {
  search: VcomSearch;
  onSearch: (patch: Partial<VcomSearch>) => void;
}) {
  const tickets = useQuery({ ...ticketListOptions(search), placeholderData: keepPreviousData });
  return (
    <Stack gap="4">
      <SegmentedFilter
        label={t.filter}
        options={filters}
        labels={labels}
        value={search.status ?? 'all'}
        onChange={(f) => onSearch({ status: f === 'all' ? undefined : f, page: undefined })}
      />
      <QueryState query={tickets} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
        {(data) => (
          <>
            <DataTable<VcomTicket>
              caption={t.list}
              rows={data.items}
              getKey={(x) => x.id}
              columns={[
                { key: 'number', header: t.number, cell: (x) => x.ticketNumber },
                { key: 'citizen', header: t.citizen, cell: (x) => x.citizen.name.replace('_', ' ') },
                { key: 'at', header: t.issuedAt, cell: (x) => formatDateTime(x.issuedAt) },
                { key: 'total', header: t.total, cell: (x) => formatMoney(x.totalFine), align: 'end' },
                {
                  key: 'status',
                  header: t.status,
                  cell: (x) => <StatusBadge value={x.status} labels={vcomTexts.ticketStatus} />,
                },
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
