// An opened booking: its kind, direction, full date and time, who started it, whether an
// admin reversed it (getBankTransaction: the list's row may be older than the booking).
import { Badge, DataList, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getGetBankTransactionQueryOptions } from '../../../api/generated/endpoints/bank/bank';
import { QueryState } from '../../../components/views/query-state';
import { formatDateTime } from '../../../lib/format';
import { signedAmount } from '../csv';
import { bankTexts } from '../texts';
import { Amount } from './amount';

const t = bankTexts.tx;

export function TransactionDetail({ accountId, transactionId }: { accountId: number; transactionId: number }) {
  const booking = useQuery(getGetBankTransactionQueryOptions(accountId, transactionId));
  return (
    <QueryState query={booking}>
      {(b) => (
        <Stack gap="2" data-testid="bank-transaction-detail">
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t.kindLabel}</DataList.ItemLabel>
              <DataList.ItemValue>
                {bankTexts.kinds[b.kind]} · {b.direction === 'incoming' ? t.in : t.out}
                {b.reversed ? (
                  <Badge ms="2" colorPalette="orange">
                    {t.reversed}
                  </Badge>
                ) : null}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t.date}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(b.bookedAt)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t.amount}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Amount value={signedAmount(b)} />
              </DataList.ItemValue>
            </DataList.Item>
            {b.initiatedBy ? (
              <DataList.Item>
                <DataList.ItemLabel>{t.initiatedBy}</DataList.ItemLabel>
                <DataList.ItemValue>{b.initiatedBy.name}</DataList.ItemValue>
              </DataList.Item>
            ) : null}
          </DataList.Root>
        </Stack>
      )}
    </QueryState>
  );
}
