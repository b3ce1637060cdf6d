// One opened account (?account=<id>): its header (balance, number, bank, holder, today's
// transfers against the daily limit, the 30-day sparkline) and its parts as tabs in the URL
// (?tab=): bookings, transfer, standing orders, shares, settings. Parts the character's rights
// on the account do not allow are not offered (the server refuses them all the same).
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import type { BankAccountDetails } from '../../../api/generated/model/bankAccountDetails';
import { PageFrame } from '../../../components/views/page-frame';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { formatMoney } from '../../../lib/format';
import { accountOptions } from '../queries';
import type { BankTab } from '../search-params';
import { useBankSearch } from '../use-bank-search';
import { bankTexts as t } from '../texts';
import { AccountSettings } from './account-settings';
import { BankInfo } from './bank-info';
import { Shares } from './shares';
import { Sparkline } from './sparkline';
import { StandingOrders } from './standing-orders';
import { Transactions } from './transactions';
import { TransferForm } from './transfer-form';

function tabsOf({ account }: BankAccountDetails): BankTab[] {
  return [
    'transactions',
    ...(account.myRights.transfer ? (['transfer'] as const) : []),
    'orders',
    'shares',
    'settings',
  ];
}

export function AccountView({ accountId }: { accountId: number }) {
  const [search, setSearch] = useBankSearch();
  const details = useQuery(accountOptions(accountId));
  const label = details.data?.account.label;
  return (
    <PageFrame title={label ? `${label} – ${t.title}` : t.title} heading={label ?? t.title} width="wide">
      <Link asChild mb="4" display="inline-block">
        <RouterLink to="/bank">{t.back}</RouterLink>
      </Link>
      <QueryState query={details}>
        {(d) => {
          const a = d.account;
          const tabs = tabsOf(d);
          const tab = tabs.includes(search.tab ?? 'transactions') ? (search.tab ?? 'transactions') : 'transactions';
          return (
            <Stack gap="5">
              <Stack gap="1">
                <HStack gap="3" wrap="wrap" align="baseline">
                  <Text fontSize="3xl" fontWeight="semibold" data-testid="bank-balance">
                    {formatMoney(a.balance)}
                  </Text>
                  <Badge>{t.kind[a.kind]}</Badge>
                  {a.main ? <Badge colorPalette="brand">{t.main}</Badge> : null}
                  {a.locked ? <Badge colorPalette="red">{t.locked}</Badge> : null}
                </HStack>
                <Text color="fg.muted">
                  {t.number} {a.number} · {a.bank.name} · {t.holder(a.holderName)}
                </Text>
                <BankInfo bankId={a.bank.id} />
                <Text fontSize="sm" color="fg.muted">
                  {t.limits(formatMoney(d.limits.transferredToday), formatMoney(d.limits.dailyTransferLimit))}
                </Text>
                {a.myRights.manage ? null : (
                  <Text fontSize="sm" color="fg.muted">
                    {t.rightsNote}
                  </Text>
                )}
                <Sparkline accountId={a.id} balance={a.balance} label={a.label} />
              </Stack>
              <SegmentedFilter
                label={t.tabsLabel}
                options={tabs}
                labels={t.tabs}
                value={tab}
                attached={false}
                onChange={(next) =>
                  setSearch({
                    tab: next === 'transactions' ? undefined : next,
                    page: undefined,
                    tx: undefined,
                    order: undefined,
                  })
                }
              />
              {tab === 'transactions' ? <Transactions account={a} /> : null}
              {tab === 'transfer' ? <TransferForm details={d} /> : null}
              {tab === 'orders' ? <StandingOrders account={a} /> : null}
              {tab === 'shares' ? <Shares account={a} /> : null}
              {tab === 'settings' ? <AccountSettings details={d} /> : null}
            </Stack>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
