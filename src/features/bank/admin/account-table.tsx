// Accounts as a table for the admin: number, name, holder (a person opens their accounts),
// kind, bank, balance, and the link that opens the account.
import { Button, Link, Table } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { BankAccount } from '../../../api/generated/model/bankAccount';
import { formatMoney } from '../../../lib/format';
import { bankTexts } from '../texts';
import { TableScroll } from '../../../components/views/table-scroll';

const t = bankTexts.admin;

export function AccountTable({
  rows,
  caption,
  rank,
}: {
  rows: readonly BankAccount[];
  caption: string;
  rank?: boolean;
}) {
  return (
    <TableScroll label={caption}>
      <Table.Root size="sm" data-testid="bank-admin-accounts">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {rank ? <Table.ColumnHeader>{t.rank}</Table.ColumnHeader> : null}
            <Table.ColumnHeader>{bankTexts.number}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.account}</Table.ColumnHeader>
            <Table.ColumnHeader>{bankTexts.holder('').replace(': ', '')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.kind}</Table.ColumnHeader>
            <Table.ColumnHeader>{bankTexts.bank}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{bankTexts.balance}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((a, i) => (
            <Table.Row key={a.id} data-testid="bank-admin-account">
              {rank ? <Table.Cell>{i + 1}</Table.Cell> : null}
              <Table.Cell whiteSpace="nowrap">
                <Link asChild>
                  <RouterLink to="/bank" search={{ view: 'admin', account: a.id }}>
                    {a.number}
                  </RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{a.label}</Table.Cell>
              <Table.Cell>
                {a.holderKind === 'player' ? (
                  <Button asChild size="xs" variant="plain" px="0">
                    <RouterLink to="/bank" search={{ view: 'admin', player: a.holderId }}>
                      {a.holderName}
                    </RouterLink>
                  </Button>
                ) : (
                  a.holderName
                )}
              </Table.Cell>
              <Table.Cell>{bankTexts.kind[a.kind]}</Table.Cell>
              <Table.Cell>{a.bank.name}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatMoney(a.balance)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
