// The admin's bank (?view=admin, ACP right bank.admin, guarded by the route): accounts found by
// number, holder or company and listed by kind and order; sums, the richest accounts and the
// government accounts; the latest bookings across all accounts. An opened account (?account=)
// or person (?player=) replaces the sections. Writes need their own rights (useCan).
import { Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { PageFrame } from '../../../components/views/page-frame';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import type { AdminSection } from '../search-params';
import { useBankSearch } from '../use-bank-search';
import { bankTexts } from '../texts';
import { AdminAccount } from './admin-account';
import { AdminAccounts } from './admin-accounts';
import { AdminBookings } from './admin-bookings';
import { AdminSums } from './admin-sums';
import { PlayerAccounts } from './player-accounts';

const t = bankTexts.admin;
const sections: AdminSection[] = ['accounts', 'sums', 'bookings'];

export function AdminView() {
  const [search, setSearch] = useBankSearch();
  const section = search.section ?? 'accounts';
  const opened = search.account ?? search.player;
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <Stack gap="5">
        <Link asChild alignSelf="start">
          {opened ? (
            <RouterLink to="/bank" search={{ view: 'admin', section: search.section }}>
              {t.back}
            </RouterLink>
          ) : (
            <RouterLink to="/bank">{bankTexts.back}</RouterLink>
          )}
        </Link>
        {search.account ? <AdminAccount accountId={search.account} /> : null}
        {!search.account && search.player ? <PlayerAccounts playerId={search.player} /> : null}
        {opened ? null : (
          <>
            <SegmentedFilter
              label={t.sectionsLabel}
              options={sections}
              labels={t.sections}
              value={section}
              onChange={(next) =>
                setSearch({
                  section: next === 'accounts' ? undefined : next,
                  page: undefined,
                  q: undefined,
                  kind: undefined,
                  sort: undefined,
                  min: undefined,
                })
              }
            />
            {section === 'accounts' ? <AdminAccounts /> : null}
            {section === 'sums' ? <AdminSums /> : null}
            {section === 'bookings' ? <AdminBookings /> : null}
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
