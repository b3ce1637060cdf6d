// The monthly statement [Kontoauszug] of the account, for the month in the URL (?month=,
// default the current one): opening and closing balance, money in and out, the count.
import { DataList, Heading, Input, Stack, Field } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getGetBankStatementQueryOptions } from '../../../api/generated/endpoints/bank/bank';
import type { BankAccount } from '../../../api/generated/model/bankAccount';
import { QueryState } from '../../../components/views/query-state';
import { formatMoney } from '../../../lib/format';
import { useBankSearch } from '../use-bank-search';
import { bankTexts } from '../texts';

const t = bankTexts.statement;

export function Statement({ account }: { account: BankAccount }) {
  const [search, setSearch] = useBankSearch();
  const month = search.month ?? new Date().toISOString().slice(0, 7);
  const statement = useQuery(getGetBankStatementQueryOptions(account.id, { month }));
  const figures = (s: NonNullable<typeof statement.data>) => [
    [t.opening, formatMoney(s.openingBalance)],
    [t.in, formatMoney(s.totalIn)],
    [t.out, formatMoney(s.totalOut)],
    [t.closing, formatMoney(s.closingBalance)],
  ];
  return (
    <Stack as="section" aria-labelledby="bank-statement" gap="3" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" id="bank-statement">
        {t.heading}
      </Heading>
      <Field.Root maxW="12rem">
        <Field.Label>{t.month}</Field.Label>
        <Input
          type="month"
          value={month}
          onChange={(e) => setSearch({ month: e.target.value || undefined }, { replace: true })}
        />
      </Field.Root>
      <QueryState query={statement}>
        {(s) => (
          <DataList.Root orientation="horizontal" size="sm" data-testid="bank-statement">
            {figures(s).map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
            <DataList.Item>
              <DataList.ItemLabel>{bankTexts.tx.label}</DataList.ItemLabel>
              <DataList.ItemValue>{t.count(s.transactionCount)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        )}
      </QueryState>
    </Stack>
  );
}
