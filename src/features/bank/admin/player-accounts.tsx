// The accounts a person holds or shares (?player=<id>), for the admin.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getListBankAdminPlayerAccountsQueryOptions } from '../../../api/generated/endpoints/bank/bank';
import { QueryState } from '../../../components/views/query-state';
import { formatMoney } from '../../../lib/format';
import { bankTexts } from '../texts';
import { AccountTable } from './account-table';

const t = bankTexts.admin;

export function PlayerAccounts({ playerId }: { playerId: number }) {
  const list = useQuery(getListBankAdminPlayerAccountsQueryOptions(playerId));
  const held = list.data?.items.find((a) => a.holderKind === 'player' && a.holderId === playerId);
  const name = held?.holderName ?? `#${playerId}`;
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        {t.holderAccounts(name)}
      </Heading>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
        {(data) => (
          <Stack gap="2">
            <Text>
              {t.totalBalance}: <strong>{formatMoney(data.totalBalance)}</strong>
            </Text>
            <AccountTable rows={data.items} caption={t.holderAccounts(name)} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
