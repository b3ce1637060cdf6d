// Standing orders [Daueraufträge] of the account: each with recipient, amount, interval,
// purpose and its next execution; pause/resume (a PUT with `active` flipped), edit (?order=)
// and delete with confirmation. Only with the standingOrders right on the account.
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListBankStandingOrdersQueryOptions,
  useDeleteBankStandingOrder,
  useEditBankStandingOrder,
} from '../../../api/generated/endpoints/bank/bank';
import type { BankAccount } from '../../../api/generated/model/bankAccount';
import type { BankStandingOrder } from '../../../api/generated/model/bankStandingOrder';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatMoney } from '../../../lib/format';
import { bankChanged } from '../queries';
import { useBankSearch } from '../use-bank-search';
import { bankTexts } from '../texts';
import { StandingOrderForm } from './standing-order-form';

const t = bankTexts.orders;

export function StandingOrders({ account }: { account: BankAccount }) {
  const [search, setSearch] = useBankSearch();
  const orders = useQuery(getListBankStandingOrdersQueryOptions(account.id));
  const may = account.myRights.standingOrders;
  const editing = orders.data?.items.find((o) => o.id === search.order);
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {t.heading}
      </Heading>
      <QueryState query={orders} isEmpty={(d) => d.items.length === 0} empty={t.empty} emptyTestId="bank-orders-empty">
        {(data) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t.heading}>
            {data.items.map((o) => (
              <li key={o.id}>
                <OrderCard
                  order={o}
                  accountId={account.id}
                  may={may}
                  onEdit={() => setSearch({ order: o.id }, { replace: true })}
                />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      {may ? (
        <StandingOrderForm
          key={editing?.id ?? 'new'}
          accountId={account.id}
          order={editing}
          onDone={() => setSearch({ order: undefined }, { replace: true })}
        />
      ) : (
        <Text color="fg.muted">{t.noRight}</Text>
      )}
    </Stack>
  );
}

/** The PUT body of an order as it is, with some fields changed. */
export const orderInput = (o: BankStandingOrder, active: boolean) => ({
  toAccountNumber: o.toAccountNumber,
  amount: o.amount,
  purpose: o.purpose,
  interval: o.interval,
  firstExecutionAt: o.nextExecutionAt,
  ...(o.endsAt ? { endsAt: o.endsAt } : {}),
  active,
});

function OrderCard(props: { order: BankStandingOrder; accountId: number; may: boolean; onEdit: () => void }) {
  const { order: o, accountId, may, onEdit } = props;
  const client = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const fail = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });
  const mutation = { onError: fail, onSettled: () => bankChanged(client) };
  const edit = useEditBankStandingOrder({ mutation });
  const remove = useDeleteBankStandingOrder({
    mutation: { ...mutation, onSuccess: () => notifier.create({ title: t.deleted }) },
  });
  return (
    <Card.Root size="sm" as="article" data-testid="bank-order" aria-label={o.purpose}>
      <Card.Body gap="1">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">
            {o.recipientName} · {formatMoney(o.amount)} {t.interval[o.interval]}
          </Text>
          <HStack gap="2">
            {o.active ? null : <Badge colorPalette="orange">{t.paused}</Badge>}
            {o.failedCount ? <Badge colorPalette="red">{t.failed(o.failedCount)}</Badge> : null}
          </HStack>
        </HStack>
        <Text fontSize="sm">{o.purpose}</Text>
        <Text fontSize="sm" color="fg.muted">
          {o.toAccountNumber} · {t.next(formatDate(o.nextExecutionAt))}
          {o.lastExecutionAt ? ` · ${t.last(formatDate(o.lastExecutionAt))}` : null}
          {o.endsAt ? ` · ${t.ends(formatDate(o.endsAt))}` : null}
        </Text>
        {may ? (
          <HStack gap="2" mt="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={onEdit}>
              {t.edit}
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={edit.isPending}
              onClick={() => edit.mutate({ bankaccountId: accountId, id: o.id, data: orderInput(o, !o.active) })}
            >
              {o.active ? t.pause : t.resume}
            </Button>
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirm(true)}>
              {t.delete}
            </Button>
          </HStack>
        ) : null}
        <ConfirmDialog
          open={confirm}
          title={t.confirmDelete(o.purpose)}
          confirmLabel={t.delete}
          cancelLabel={t.cancel}
          busy={remove.isPending}
          onClose={() => setConfirm(false)}
          onConfirm={() => {
            setConfirm(false);
            remove.mutate({ bankaccountId: accountId, id: o.id });
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}
