// Every account, or those a search finds (number, holder, company), by kind and order, paged:
// all in the URL (?q=, ?kind=, ?sort=, ?page=).
import { Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListBankAdminAccountsSort } from '../../../api/generated/model/listBankAdminAccountsSort';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { ADMIN_PAGE, adminAccountsOptions } from '../queries';
import type { BankSearch } from '../search-params';
import { useBankSearch } from '../use-bank-search';
import { bankTexts } from '../texts';
import { AccountTable } from './account-table';
import { KindSelect } from './kind-select';

const t = bankTexts.admin;

export function AdminAccounts() {
  const [search, setSearch] = useBankSearch();
  const list = useQuery({ ...adminAccountsOptions(search), placeholderData: keepPreviousData });
  const set = (patch: Partial<BankSearch>) => setSearch({ ...patch, page: undefined });
  return (
    <Stack gap="4">
      <SearchBar
        label={t.search}
        placeholder={t.search}
        value={search.q ?? ''}
        onSearch={(q) => set({ q: q.trim() || undefined })}
      >
        {search.q ? null : (
          <HStack gap="3">
            <KindSelect value={search.kind} onChange={(kind) => set({ kind })} />
            <Field.Root w="auto">
              <Field.Label srOnly>{t.sort}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={search.sort ?? 'newest'}
                  onChange={(e) => set({ sort: e.target.value as ListBankAdminAccountsSort })}
                >
                  {Object.entries(t.sorts).map(([sort, label]) => (
                    <option key={sort} value={sort}>
                      {label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </HStack>
        )}
      </SearchBar>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
        {(data) => (
          <Stack gap="3">
            <AccountTable rows={data.items} caption={t.sections.accounts} />
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
