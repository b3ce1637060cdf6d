// /factory: my companies (opened: header with duty, then employees with ranks and rights and
// the invite form, price list, advert line), the job offers to me, and (?view=admin, ACP
// right) the admin view. The view, the opened company and its tab live in the URL.
import { Stack } from '@chakra-ui/react';
import { useCan } from '../../api/permissions';
import { PageFrame } from '../../components/views/page-frame';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { AdminView } from './admin/admin-view';
import { CompanyView } from './components/company-view';
import { OwnCompanies } from './components/own-companies';
import { ReceivedInvitations } from './components/received-invitations';
import type { FactorySearch, FactoryView } from './search-params';
import { factoryTexts as t } from './texts';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadFactories } from './load';

export function FactoryPage() {
  const [search, setSearch] = useSearchState<FactorySearch>();
  const canAdmin = useCan('searchFactoriesAdmin');
  const view: FactoryView = search.view ?? 'mine';
  const views: FactoryView[] = canAdmin ? ['mine', 'invitations', 'admin'] : ['mine', 'invitations'];
  return (
    <PageFrame title={t.title} description={t.intro}>
      <Stack gap="5">
        <SegmentedFilter
          label={t.views.label}
          options={views}
          labels={t.views}
          value={view}
          attached={false}
          onChange={(v) =>
            setSearch({
              view: v === 'mine' ? undefined : v,
              factory: undefined,
              tab: undefined,
              employee: undefined,
              q: undefined,
              by: undefined,
              page: undefined,
            })
          }
        />
        {view === 'admin' ? (
          <AdminView />
        ) : view === 'invitations' ? (
          <ReceivedInvitations />
        ) : search.factory ? (
          <CompanyView factoryId={search.factory} />
        ) : (
          <OwnCompanies />
        )}
      </Stack>
    </PageFrame>
  );
}
