// Money in the economy: totals by account kind and bank, the richest accounts (by kind,
// ?kind=) and the government accounts with their budgets, and (right bank.government) the
// form that opens one.
import { DataList, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  getGetBankAdminSumsQueryOptions,
  getListBankAdminHighestQueryOptions,
  getListBankGovernmentAccountsQueryOptions,
} from '../../../api/generated/endpoints/bank/bank';
import type { BankAccountKind } from '../../../api/generated/model/bankAccountKind';
import { useCan } from '../../../api/permissions';
import { QueryState } from '../../../components/views/query-state';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { useBankSearch } from '../use-bank-search';
import { bankTexts } from '../texts';
import { AccountTable } from './account-table';
import { KindSelect } from './kind-select';
import { GovernmentForm } from './government-form';
import { TableScroll } from '../../../components/views/table-scroll';

const t = bankTexts.admin;

export function AdminSums() {
  const [search, setSearch] = useBankSearch();
  const sums = useQuery(getGetBankAdminSumsQueryOptions());
  const highest = useQuery(
    getListBankAdminHighestQueryOptions({ limit: 10, ...(search.kind ? { kind: search.kind } : {}) }),
  );
  const government = useQuery(getListBankGovernmentAccountsQueryOptions());
  const mayOpen = useCan('createBankGovernmentAccount');
  return (
    <Stack gap="8">
      <Stack as="section" aria-labelledby="bank-sums" gap="3">
        <Heading as="h2" size="lg" id="bank-sums">
          {t.sumsHeading}
        </Heading>
        <QueryState query={sums}>
          {(s) => (
            <Stack gap="4" data-testid="bank-sums">
              <DataList.Root orientation="horizontal">
                <DataList.Item>
                  <DataList.ItemLabel>{t.totalBalance}</DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="semibold">{formatMoney(s.totalBalance)}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t.accountCount}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {formatNumber(s.accountCount)} ({formatNumber(s.negativeAccountCount)} {t.negative})
                  </DataList.ItemValue>
                </DataList.Item>
                {s.paydayLast24h !== undefined ? (
                  <DataList.Item>
                    <DataList.ItemLabel>{t.payday}</DataList.ItemLabel>
                    <DataList.ItemValue>{formatMoney(s.paydayLast24h)}</DataList.ItemValue>
                  </DataList.Item>
                ) : null}
              </DataList.Root>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <SumTable
                  caption={t.byKind}
                  rows={s.byKind.map((k) => [bankTexts.kind[k.kind as BankAccountKind] ?? k.kind, k.count, k.sum])}
                />
                <SumTable caption={t.byBank} rows={s.byBank.map((b) => [b.bank.name, b.count, b.sum])} />
              </SimpleGrid>
              <Text fontSize="sm" color="fg.muted">
                {t.calculated(formatDateTime(s.calculatedAt))}
              </Text>
            </Stack>
          )}
        </QueryState>
      </Stack>
      <Stack as="section" aria-labelledby="bank-highest" gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg" id="bank-highest">
            {t.highest}
          </Heading>
          <KindSelect value={search.kind} onChange={(kind) => setSearch({ kind })} />
        </HStack>
        <QueryState query={highest} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
          {(d) => <AccountTable rows={d.items.map((e) => e.account)} caption={t.highest} rank />}
        </QueryState>
      </Stack>
      <Stack as="section" aria-labelledby="bank-government" gap="3">
        <Heading as="h2" size="lg" id="bank-government">
          {t.government}
        </Heading>
        <QueryState query={government} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
          {(d) => (
            <Stack gap="2">
              <Text>
                {t.totalBalance}: <strong>{formatMoney(d.totalBalance)}</strong>
              </Text>
              <SumTable
                caption={t.government}
                rows={d.items.map((g) => [
                  `${g.account.label} (${t.purpose[g.purpose]})`,
                  g.account.number,
                  g.account.balance,
                  g.monthlyBudget,
                ])}
                headers={[t.account, bankTexts.number, bankTexts.balance, t.budget]}
              />
            </Stack>
          )}
        </QueryState>
        {mayOpen ? <GovernmentForm /> : null}
      </Stack>
    </Stack>
  );
}

type Cell = string | number;

/** A small table of figures: the first column names the row, numbers are money unless counts. */
function SumTable({ caption, rows, headers }: { caption: string; rows: Cell[][]; headers?: string[] }) {
  const heads = headers ?? [caption, t.accountCount, t.totalBalance];
  const money = (i: number) => (headers ? i >= 2 : i === 2);
  return (
    <TableScroll label={caption}>
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {heads.map((h, i) => (
              <Table.ColumnHeader key={h} textAlign={i ? 'end' : undefined}>
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={String(row[0]) + String(row[1])}>
              {row.map((cell, i) => (
                <Table.Cell key={i} textAlign={i ? 'end' : undefined} whiteSpace={i ? 'nowrap' : undefined}>
                  {typeof cell === 'number' ? (money(i) ? formatMoney(cell) : formatNumber(cell)) : cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
