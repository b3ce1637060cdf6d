// The latest bookings across all accounts, from a minimum amount (?min=), paged: where admins
// spot laundering and duped money.
import { Field, Input, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getListBankAdminTransactionsQueryOptions } from '../../../api/generated/endpoints/bank/bank';
import { skipOf } from '../../../components/views/search-values';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { ADMIN_PAGE } from '../queries';
import { useBankSearch } from '../use-bank-search';
import { bankTexts } from '../texts';
import { BookingTable } from './booking-table';

const t = bankTexts.admin;

export function AdminBookings() {
  const [search, setSearch] = useBankSearch();
  const skip = skipOf(search.page, ADMIN_PAGE);
  const list = useQuery({
    ...getListBankAdminTransactionsQueryOptions({
      limit: ADMIN_PAGE,
      ...(skip ? { skip } : {}),
      ...(search.min ? { minAmount: search.min } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="4">
      <Field.Root maxW="14rem">
        <Field.Label>{t.minAmount}</Field.Label>
        <Input
          inputMode="numeric"
          defaultValue={search.min ?? ''}
          onBlur={(e) => {
            const min = Number(e.target.value.replace(/\D/g, ''));
            setSearch({ min: min > 0 ? min : undefined, page: undefined });
          }}
          onKeyDown={(e) => (e.key === 'Enter' ? e.currentTarget.blur() : undefined)}
        />
      </Field.Root>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={bankTexts.tx.empty}>
        {(data) => (
          <Stack gap="3">
            <BookingTable rows={data.items} caption={t.sections.bookings} />
            <Pager
              page={search.page ?? 1}
              pageSize={ADMIN_PAGE}
              total={data.page.total}
              onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
