// The bookings of an account: filters (direction, kind, period, counterpart), a search in the
// purpose, one page at a time, all in the URL; each booking with date, counterpart, purpose,
// signed amount and the balance after it; a booking opens in place (?tx=); the filtered list
// exports as CSV; the monthly statement below.
import { Box, Button, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, memo, useCallback, useState } from 'react';
import { listBankTransactions } from '../../../api/generated/endpoints/bank/bank';
import type { BankAccount } from '../../../api/generated/model/bankAccount';
import type { BankTransaction } from '../../../api/generated/model/bankTransaction';
import type { BankTransactionKind } from '../../../api/generated/model/bankTransactionKind';
import { notifier } from '../../../components/feedback/toaster';
import { Field } from '@chakra-ui/react';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatMoney } from '../../../lib/format';
import { signedAmount, transactionsCsv } from '../csv';
import { transactionParams, transactionsOptions, TX_PAGE } from '../queries';
import type { BankSearch } from '../search-params';
import { useBankSearch } from '../use-bank-search';
import { bankTexts } from '../texts';
import { Amount } from './amount';
import { Statement } from './statement';
import { TransactionDetail } from './transaction-detail';
import { TableScroll } from '../../../components/views/table-scroll';

const t = bankTexts.tx;
type Dir = 'all' | 'incoming' | 'outgoing';
const MAX_EXPORT = 5000;

/** Every booking of the filtered list, page by page (the contract's largest page is 100). */
async function allRows(accountId: number, search: BankSearch): Promise<BankTransaction[]> {
  const rows: BankTransaction[] = [];
  for (let skip = 0; skip < MAX_EXPORT; skip += 100) {
    const { skip: _s, limit: _l, ...filters } = transactionParams(search, 100);
    const page = await listBankTransactions(accountId, { ...filters, limit: 100, ...(skip ? { skip } : {}) });
    rows.push(...page.items);
    if (page.items.length === 0 || rows.length >= page.page.total) break;
  }
  return rows;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function Transactions({ account }: { account: BankAccount }) {
  const [search, setSearch] = useBankSearch();
  const list = useQuery({ ...transactionsOptions(account.id, search), placeholderData: keepPreviousData });
  const [exporting, setExporting] = useState(false);
  // Stable, so the memoised rows re-render only when their booking or open state changes.
  const toggle = useCallback(
    (id: number, open: boolean) => setSearch({ tx: open ? id : undefined }, { replace: true }),
    [setSearch],
  );
  const filter = (patch: Partial<BankSearch>) => setSearch({ ...patch, page: undefined, tx: undefined });
  const periodWrong = !!search.from && !!search.to && search.from > search.to;
  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await allRows(account.id, search);
      download(`umsaetze-${account.number.replaceAll(' ', '')}.csv`, transactionsCsv(rows));
      notifier.create({ title: t.csvDone(rows.length), type: 'success' });
    } catch (error) {
      notifier.create({ title: describeError(error), type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="4" as="section" aria-label={t.label}>
      <Stack gap="3" role="group" aria-label={t.filters}>
        <SegmentedFilter<Dir>
          label={t.direction}
          options={['all', 'incoming', 'outgoing']}
          labels={t.dir}
          value={search.dir ?? 'all'}
          onChange={(d) => filter({ dir: d === 'all' ? undefined : d })}
        />
        <HStack gap="3" wrap="wrap" align="end">
          <Field.Root w="auto">
            <Field.Label>{t.kind}</Field.Label>
            <NativeSelect.Root maxW="13rem">
              <NativeSelect.Field
                value={search.type ?? ''}
                onChange={(e) => filter({ type: (e.target.value || undefined) as BankTransactionKind | undefined })}
              >
                <option value="">{t.allKinds}</option>
                {Object.entries(bankTexts.kinds).map(([kind, label]) => (
                  <option key={kind} value={kind}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root maxW="11rem" invalid={periodWrong}>
            <Field.Label>{t.from}</Field.Label>
            <Input
              type="date"
              value={search.from ?? ''}
              onChange={(e) => filter({ from: e.target.value || undefined })}
            />
          </Field.Root>
          <Field.Root maxW="11rem" invalid={periodWrong}>
            <Field.Label>{t.to}</Field.Label>
            <Input type="date" value={search.to ?? ''} onChange={(e) => filter({ to: e.target.value || undefined })} />
          </Field.Root>
          <SearchBar
            flex="1"
            minW="14rem"
            label={t.who}
            placeholder={t.who}
            value={search.who ?? ''}
            onSearch={(who) => filter({ who: who.trim() || undefined })}
          />
        </HStack>
        {periodWrong ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {t.periodInvalid}
          </Text>
        ) : null}
        <SearchBar
          label={t.search}
          placeholder={t.search}
          value={search.q ?? ''}
          onSearch={(q) => filter({ q: q.trim() || undefined })}
        >
          <Button variant="outline" onClick={() => void exportCsv()} loading={exporting} loadingText={t.csvBusy}>
            {t.csv}
          </Button>
          {search.dir || search.type || search.from || search.to || search.who || search.q ? (
            <Button
              variant="ghost"
              onClick={() =>
                filter({
                  dir: undefined,
                  type: undefined,
                  from: undefined,
                  to: undefined,
                  who: undefined,
                  q: undefined,
                })
              }
            >
              {t.reset}
            </Button>
          ) : null}
        </SearchBar>
      </Stack>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.empty} emptyTestId="bank-tx-empty">
        {(data) => (
          <Stack gap="3">
            <TableScroll label={t.label}>
              <Table.Root size="sm" aria-busy={list.isFetching} data-testid="bank-transactions">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t.date}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t.counterpart}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t.purpose}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t.amount}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t.after}</Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Box srOnly>{t.details}</Box>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.items.map((b) => (
                    <Fragment key={b.id}>
                      <Row booking={b} open={search.tx === b.id} onToggle={toggle} />
                      {search.tx === b.id ? (
                        <Table.Row>
                          <Table.Cell colSpan={6} id={`bank-tx-${b.id}`}>
                            <TransactionDetail accountId={account.id} transactionId={b.id} />
                          </Table.Cell>
                        </Table.Row>
                      ) : null}
                    </Fragment>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
            <Pager
              page={search.page ?? 1}
              pageSize={TX_PAGE}
              total={data.page.total}
              onPage={(page) => setSearch({ page: page > 1 ? page : undefined, tx: undefined })}
            />
          </Stack>
        )}
      </QueryState>
      <Statement account={account} />
    </Stack>
  );
}

/** One booking: light on purpose, and memoised by its booking (the query keeps the objects). */
const Row = memo(function Row({
  booking: b,
  open,
  onToggle,
}: {
  booking: BankTransaction;
  open: boolean;
  onToggle: (id: number, open: boolean) => void;
}) {
  const counterpart =
    'counterpartName' in b ? `${b.counterpartName} · ${b.counterpartNumber}` : bankTexts.kinds[b.kind];
  return (
    <Table.Row data-testid="bank-transaction">
      <Table.Cell whiteSpace="nowrap">{formatDate(b.bookedAt)}</Table.Cell>
      <Table.Cell>{counterpart}</Table.Cell>
      <Table.Cell>{b.purpose}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        <Amount value={signedAmount(b)} />
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatMoney(b.balanceAfter)}
      </Table.Cell>
      <Table.Cell>
        <Button
          size="xs"
          variant="ghost"
          aria-expanded={open}
          aria-controls={open ? `bank-tx-${b.id}` : undefined}
          aria-label={`${open ? t.close : t.details}: ${b.purpose}`}
          onClick={() => onToggle(b.id, !open)}
        >
          {open ? t.close : t.details}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
});
