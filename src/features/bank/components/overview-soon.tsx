// Money at a glance above the accounts (getBankOverview): the standing orders due in the next
// seven days and the latest bookings over all accounts.
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getGetBankOverviewQueryOptions } from '../../../api/generated/endpoints/bank/bank';
import { formatDate, formatMoney } from '../../../lib/format';
import { signedAmount } from '../csv';
import { bankTexts } from '../texts';
import { Amount } from './amount';

const t = bankTexts.glance;

export function OverviewSoon() {
  const overview = useQuery(getGetBankOverviewQueryOptions());
  const data = overview.data;
  if (!data) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" data-testid="bank-glance">
      <Stack as="section" aria-labelledby="bank-soon" gap="2">
        <Heading as="h2" size="md" id="bank-soon">
          {t.soon}
        </Heading>
        {data.upcomingStandingOrders.length ? (
          <Stack as="ul" gap="1" listStyleType="none">
            {data.upcomingStandingOrders.map((o) => (
              <Text as="li" key={o.id} fontSize="sm">
                {formatDate(o.nextExecutionAt)}: {formatMoney(o.amount)} {t.to} {o.recipientName} ({o.purpose})
              </Text>
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t.noneSoon}
          </Text>
        )}
      </Stack>
      <Stack as="section" aria-labelledby="bank-latest" gap="2">
        <Heading as="h2" size="md" id="bank-latest">
          {t.latest}
        </Heading>
        <Stack as="ul" gap="1" listStyleType="none">
          {data.recentTransactions.map((b) => (
            <Text as="li" key={`${b.accountId}-${b.id}`} fontSize="sm">
              {formatDate(b.bookedAt)} · {b.purpose} · <Amount value={signedAmount(b)} />
            </Text>
          ))}
        </Stack>
      </Stack>
    </SimpleGrid>
  );
}
