// /team: my organisations and the invitations I received (overview), one opened organisation
// with its tabs (?team=, ?tab=), or the admin view (?view=admin, guarded by the route). The
// admin part loads on demand: most visitors never open it.
import { Suspense } from 'react';
import { LoadingLine } from '../../components/feedback/query-error';
import { useSearchState } from '../../components/views/use-search-state';
import { lazyPart } from '../../lib/lazy-part';
import { Overview } from './components/overview';
import { TeamView } from './components/team-view';
import type { TeamSearch } from './search-params';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadTeams } from './load';

const AdminView = lazyPart(() => import('./admin/admin-view'), 'AdminView');

export function TeamPage() {
  const [search] = useSearchState<TeamSearch>();
  if (search.view === 'admin') {
    return (
      <Suspense fallback={<LoadingLine />}>
        <AdminView />
      </Suspense>
    );
  }
  return search.team ? <TeamView teamId={search.team} /> : <Overview />;
}
