// Who can see or use the account, with which rights: each person with the four rights as
// checkboxes (changed at once, with the manage right), removal with confirmation, and the
// form to share with another character by name. Without the manage right: read only.
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListBankAccountSharesQueryOptions,
  useChangeBankAccountShareRights,
  useUnshareBankAccount,
} from '../../../api/generated/endpoints/bank/bank';
import type { BankAccount } from '../../../api/generated/model/bankAccount';
import type { BankAccountShare } from '../../../api/generated/model/bankAccountShare';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/format';
import { bankChanged } from '../queries';
import { bankTexts } from '../texts';
import { RightsBoxes } from './rights-boxes';
import { ShareForm } from './share-form';

const t = bankTexts.shares;

export function Shares({ account }: { account: BankAccount }) {
  const shares = useQuery(getListBankAccountSharesQueryOptions(account.id));
  const may = account.myRights.manage;
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {t.heading}
      </Heading>
      <QueryState query={shares} isEmpty={(d) => d.items.length === 0} empty={t.empty} emptyTestId="bank-shares-empty">
        {(data) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t.heading}>
            {data.items.map((s) => (
              <li key={s.player.id}>
                <ShareCard share={s} accountId={account.id} may={may} />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      {may ? <ShareForm accountId={account.id} /> : <Text color="fg.muted">{t.viewOnly}</Text>}
    </Stack>
  );
}

function ShareCard({ share: s, accountId, may }: { share: BankAccountShare; accountId: number; may: boolean }) {
  const client = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const fail = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });
  const change = useChangeBankAccountShareRights({
    mutation: {
      onSuccess: () => notifier.create({ title: t.changed }),
      onError: fail,
      onSettled: () => bankChanged(client),
    },
  });
  const remove = useUnshareBankAccount({
    mutation: {
      onSuccess: () => notifier.create({ title: t.removed }),
      onError: fail,
      onSettled: () => bankChanged(client),
    },
  });
  return (
    <Card.Root size="sm" as="article" data-testid="bank-share" aria-label={s.player.name}>
      <Card.Body gap="2">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">{s.player.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t.since(formatDate(s.sharedAt), s.sharedBy.name)}
          </Text>
        </HStack>
        <RightsBoxes
          label={t.rightsOf(s.player.name)}
          rights={s.rights}
          onChange={
            may && !change.isPending
              ? (rights) => change.mutate({ bankaccountId: accountId, playerId: s.player.id, data: { rights } })
              : undefined
          }
        />
        {may ? (
          <HStack>
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirm(true)}>
              {t.remove}
            </Button>
          </HStack>
        ) : null}
        <ConfirmDialog
          open={confirm}
          title={t.confirmRemove(s.player.name)}
          confirmLabel={t.remove}
          cancelLabel={t.cancel}
          busy={remove.isPending}
          onClose={() => setConfirm(false)}
          onConfirm={() => {
            setConfirm(false);
            remove.mutate({ bankaccountId: accountId, playerId: s.player.id });
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}
