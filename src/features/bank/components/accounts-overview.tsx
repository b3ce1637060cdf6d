// The overview: the total over the accounts the character holds, the accounts by group (own,
// shared with me, companies and organisations, government), and the form to open one.
import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { getGetLoggedInQueryOptions } from '../../../api/generated/start/session';
import type { BankAccount } from '../../../api/generated/model/bankAccount';
import { useCan } from '../../../api/permissions';
import { PageFrame } from '../../../components/views/page-frame';
import { QueryState } from '../../../components/views/query-state';
import { formatMoney } from '../../../lib/format';
import { accountsOptions } from '../queries';
import { bankTexts as t } from '../texts';
import { AccountCard } from './account-card';
import { NewAccountForm } from './new-account-form';
import { OverviewSoon } from './overview-soon';

type Group = keyof typeof t.groups;

/** Own: held by the signed-in character (by name; before the login answer, by the manage right). */
const groupOf = (a: BankAccount, me: string | undefined): Group =>
  a.kind === 'government'
    ? 'government'
    : a.kind === 'company' || a.kind === 'organisation'
      ? 'company'
      : a.holderKind === 'player' && (me ? a.holderName === me : a.myRights.manage)
        ? 'own'
        : 'shared';

export function AccountsOverview() {
  const accounts = useQuery(accountsOptions());
  const admin = useCan('listBankAdminAccounts');
  const me = useQuery(getGetLoggedInQueryOptions()).data?.user;
  return (
    <PageFrame
      title={t.title}
      description={t.intro}
      actions={
        admin ? (
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/bank" search={{ view: 'admin' }}>
              {t.adminLink}
            </RouterLink>
          </Button>
        ) : null
      }
    >
      <QueryState query={accounts} isEmpty={(d) => d.items.length === 0} empty={t.empty} emptyTestId="bank-empty">
        {(data) => (
          <Stack gap="6">
            <Text fontSize="lg">
              {t.total}:{' '}
              <Text as="strong" fontSize="2xl" data-testid="bank-total">
                {formatMoney(data.totalBalance)}
              </Text>
            </Text>
            <OverviewSoon />
            {(Object.keys(t.groups) as Group[]).map((group) => {
              const items = data.items.filter((a) => groupOf(a, me) === group);
              return items.length ? (
                <section key={group} aria-labelledby={`bank-group-${group}`}>
                  <Heading as="h2" size="lg" id={`bank-group-${group}`} mb="3">
                    {t.groups[group]}
                  </Heading>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    {items.map((a) => (
                      <AccountCard key={a.id} account={a} />
                    ))}
                  </SimpleGrid>
                </section>
              ) : null;
            })}
          </Stack>
        )}
      </QueryState>
      <NewAccountForm />
    </PageFrame>
  );
}
