// One account as the admin sees it (?view=admin&account=<id>): figures, shares and standing
// orders, its whole history (paged, searchable, with reversal), and the admin's changes, each
// with a reason for the log: edit (label, lock, main, daily limit, holder), a correction
// booking, delete. Each change is offered only with its own right.
import { Badge, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  getGetBankAdminAccountQueryOptions,
  getListBankAdminAccountTransactionsQueryOptions,
  useDeleteBankAdminAccount,
} from '../../../api/generated/endpoints/bank/bank';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { skipOf } from '../../../components/views/search-values';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatMoney } from '../../../lib/format';
import { ADMIN_PAGE, bankChanged } from '../queries';
import { useBankSearch } from '../use-bank-search';
import { bankTexts } from '../texts';
import { AdminEditForm } from './admin-edit-form';
import { BookingTable } from './booking-table';
import { CorrectionForm } from './correction-form';

const t = bankTexts.admin;

export function AdminAccount({ accountId }: { accountId: number }) {
  const [search, setSearch] = useBankSearch();
  const client = useQueryClient();
  const navigate = useNavigate();
  const details = useQuery(getGetBankAdminAccountQueryOptions(accountId));
  const skip = skipOf(search.page, ADMIN_PAGE);
  const history = useQuery({
    ...getListBankAdminAccountTransactionsQueryOptions(accountId, {
      limit: ADMIN_PAGE,
      ...(skip ? { skip } : {}),
      ...(search.q ? { q: search.q } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const can = useCan();
  const [confirm, setConfirm] = useState(false);
  const remove = useDeleteBankAdminAccount({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.deleted, type: 'success' });
        void navigate({ to: '/bank', search: { view: 'admin' } });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => bankChanged(client),
    },
  });
  return (
    <QueryState query={details}>
      {(d) => {
        const a = d.account;
        return (
          <Stack gap="6">
            <Stack gap="1">
              <Heading as="h2" size="xl">
                {a.label} · {a.number}
              </Heading>
              <HStack gap="3" wrap="wrap">
                <Text fontSize="2xl" fontWeight="semibold" data-testid="bank-balance">
                  {formatMoney(a.balance)}
                </Text>
                <Badge>{bankTexts.kind[a.kind]}</Badge>
                {a.locked ? <Badge colorPalette="red">{bankTexts.locked}</Badge> : null}
              </HStack>
              <Text color="fg.muted">
                {a.bank.name} · {bankTexts.holder(a.holderName)} · {t.transactions(d.transactionCount)}
              </Text>
              {d.lockedReason ? <Text color="fg.error">{t.lockedReason(d.lockedReason)}</Text> : null}
              {d.shares.length ? (
                <Text fontSize="sm">
                  {t.sharesOf}: {d.shares.map((s) => s.player.name).join(', ')}
                </Text>
              ) : null}
              {d.standingOrders.length ? (
                <Text fontSize="sm">
                  {t.ordersOf}:{' '}
                  {d.standingOrders
                    .map((o) => `${o.purpose} (${formatMoney(o.amount)}, ${formatDate(o.nextExecutionAt)})`)
                    .join('; ')}
                </Text>
              ) : null}
            </Stack>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              {can('editBankAdminAccount') ? <AdminEditForm account={a} /> : null}
              {can('addBankAdminCorrection') ? <CorrectionForm accountId={a.id} /> : null}
            </SimpleGrid>
            {can('deleteBankAdminAccount') ? (
              <HStack>
                <Button
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setConfirm(true)}
                  loading={remove.isPending}
                >
                  {t.delete}
                </Button>
              </HStack>
            ) : null}
            <Stack gap="3" as="section" aria-label={bankTexts.tx.label}>
              <SearchBar
                label={bankTexts.tx.search}
                placeholder={bankTexts.tx.search}
                value={search.q ?? ''}
                onSearch={(q) => setSearch({ q: q.trim() || undefined, page: undefined })}
              />
              <QueryState query={history} isEmpty={(h) => h.items.length === 0} empty={bankTexts.tx.empty}>
                {(h) => (
                  <Stack gap="3">
                    <BookingTable rows={h.items} caption={bankTexts.tx.label} />
                    <Pager
                      page={search.page ?? 1}
                      pageSize={ADMIN_PAGE}
                      total={h.page.total}
                      onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
                    />
                  </Stack>
                )}
              </QueryState>
            </Stack>
            <ConfirmDialog
              open={confirm}
              title={t.confirmDelete(a.number)}
              confirmLabel={t.delete}
              cancelLabel={t.cancel}
              reason={{ label: t.reason, required: true }}
              draftName={`draft.bank.admin.account.${a.id}.delete`}
              onClose={() => setConfirm(false)}
              onConfirm={(reason) => {
                setConfirm(false);
                return remove.mutateAsync({ bankaccountId: a.id, params: { reason: reason ?? '' } });
              }}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}
