// The tickets of the department, newest first, filtered by status (?status=) and paged (?page=);
// a number opens its ticket (?item=), and a printed number is looked up directly.
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { VcomTicket } from '../../../api/generated/model/vcomTicket';
import type { VcomTicketStatus } from '../../../api/generated/model/vcomTicketStatus';
import { DataTable } from '../../../components/views/data-table';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { FormField } from '../../../components/form/form-field';
import { describeError } from '../../../lib/describe-error';
import { FormStack } from '../../../components/ui/form-stack';
import { PAGE_SIZE, ticketListOptions } from '../queries';
import type { VcomSearch } from '../search-params';
import { vcomTexts } from '../texts';
import { ticketByNumberOptions } from './queries';
import { ticketTexts } from './texts';

const t = vcomTexts.tickets;
type Filter = VcomTicketStatus | 'all';
const filters: readonly Filter[] = ['all', 'open', 'overdue', 'paid', 'contested', 'cancelled'];
const labels = { all: t.all, ...vcomTexts.ticketStatus } satisfies Record<Filter, string>;

/** Opens the ticket with a printed number (getVcomTicketByNumber); an unknown number says so. */
function NumberLookup({ onOpen }: { onOpen: (id: number) => void }) {
  const client = useQueryClient();
  const [number, setNumber] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const look = async () => {
    const wanted = number.trim().toUpperCase();
    if (!wanted) return;
    setBusy(true);
    setMissing(null);
    try {
      const ticket = await client.fetchQuery(ticketByNumberOptions(wanted));
      onOpen(ticket.id);
    } catch (error) {
      const status = (error as { response?: { status?: number } } | null)?.response?.status;
      setMissing(status === 404 ? ticketTexts.lookupMissing(wanted) : describeError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormStack
      aria-label={ticketTexts.lookup}
      onSubmit={(e) => {
        e.preventDefault();
        void look();
      }}
    >
      <HStack gap="2" align="end">
        <FormField label={ticketTexts.lookupLabel} message={missing ?? undefined}>
          <Input
            value={number}
            placeholder={ticketTexts.lookupPlaceholder}
            onChange={(e) => setNumber(e.target.value)}
            maxW="14rem"
          />
        </FormField>
        <Button type="submit" variant="outline" loading={busy}>
          {ticketTexts.lookupSubmit}
        </Button>
      </HStack>
    </FormStack>
  );
}

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
      <NumberLookup onOpen={(item) => onSearch({ item })} />
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
                {
                  key: 'number',
                  header: t.number,
                  cell: (x) => (
                    <Button
                      variant="plain"
                      p="0"
                      h="auto"
                      aria-label={ticketTexts.open(x.ticketNumber)}
                      onClick={() => onSearch({ item: x.id })}
                    >
                      {x.ticketNumber}
                    </Button>
                  ),
                },
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
