// Bookings for the admin: date, account, counterpart, purpose, signed amount, balance after,
// and (with the right bank.edit) the reversal with a logged reason (kept in a draft per booking
// until the reversal is booked or cancelled).
import { Badge, Button, Table } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCancelBankAdminTransaction } from '../../../api/generated/endpoints/bank/bank';
import type { BankTransaction } from '../../../api/generated/model/bankTransaction';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatMoney } from '../../../lib/format';
import { Amount } from '../components/amount';
import { signedAmount } from '../csv';
import { bankChanged } from '../queries';
import { bankTexts } from '../texts';
import { TableScroll } from '../../../components/views/table-scroll';

const t = bankTexts.admin;
const tx = bankTexts.tx;

export function BookingTable({ rows, caption }: { rows: readonly BankTransaction[]; caption: string }) {
  const client = useQueryClient();
  const mayReverse = useCan('cancelBankAdminTransaction');
  const [reversing, setReversing] = useState<BankTransaction | null>(null);
  const reverse = useCancelBankAdminTransaction({
    mutation: {
      onSuccess: () => notifier.create({ title: t.reversed, type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => bankChanged(client),
    },
  });
  return (
    <>
      <TableScroll label={caption}>
        <Table.Root size="sm" data-testid="bank-admin-bookings">
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{tx.date}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.account}</Table.ColumnHeader>
              <Table.ColumnHeader>{tx.counterpart}</Table.ColumnHeader>
              <Table.ColumnHeader>{tx.purpose}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{tx.amount}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{tx.after}</Table.ColumnHeader>
              {mayReverse ? <Table.ColumnHeader>{t.reverse}</Table.ColumnHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((b) => (
              <Table.Row key={b.id} data-testid="bank-admin-booking">
                <Table.Cell whiteSpace="nowrap">{formatDate(b.bookedAt)}</Table.Cell>
                <Table.Cell>#{b.accountId}</Table.Cell>
                <Table.Cell>
                  {'counterpartName' in b ? `${b.counterpartName} · ${b.counterpartNumber}` : bankTexts.kinds[b.kind]}
                </Table.Cell>
                <Table.Cell>
                  {b.purpose}
                  {b.reversed ? (
                    <Badge ms="2" colorPalette="orange">
                      {tx.reversed}
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Amount value={signedAmount(b)} />
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatMoney(b.balanceAfter)}
                </Table.Cell>
                {mayReverse ? (
                  <Table.Cell>
                    {b.reversed || b.kind === 'reversal' ? null : (
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setReversing(b)}>
                        {t.reverse}
                      </Button>
                    )}
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      <ConfirmDialog
        open={!!reversing}
        title={t.confirmReverse}
        body={reversing ? `${reversing.purpose}: ${formatMoney(signedAmount(reversing))}` : undefined}
        confirmLabel={t.reverse}
        cancelLabel={t.cancel}
        reason={{ label: t.reason, required: true }}
        draftName={reversing ? `draft.bank.admin.reverse.${reversing.id}` : undefined}
        onClose={() => setReversing(null)}
        onConfirm={(reason) => {
          if (!reversing) return;
          // The promise lets the dialog keep the reason's draft until the reversal is booked.
          const sent = reverse.mutateAsync({ id: reversing.id, data: { reason: reason ?? '' } });
          setReversing(null);
          return sent;
        }}
      />
    </>
  );
}
