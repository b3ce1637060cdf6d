// The common layout (spec §2). `?hideMenu=true` is the hide-menu option (for
// embedding, e.g. in the game's browser); it stays on every link inside the layout.
import { createFileRoute, Outlet, retainSearchParams } from '@tanstack/react-router';
import { LazyPlayerBar } from './-lazy-player-bar';
import { AdminTerms } from '../shell/admin-terms/admin-terms';
import { AppLayout } from '../shell/layout/app-layout';
import { AreasProvider } from '../shell/navigation/area-source';
import { importWithRetry } from '../lib/import-with-retry';
import { guardRequired } from '../app/guard';

interface LayoutSearch {
  hideMenu?: boolean;
}

export const Route = createFileRoute('/_app')({
  validateSearch: (search: Record<string, unknown>): LayoutSearch =>
    search.hideMenu === true || search.hideMenu === 'true' ? { hideMenu: true } : {},
  search: { middlewares: [retainSearchParams(['hideMenu'])] },
  // Routes inside the layout that need a right say so in `staticData.requires` (src/app/guard.ts).
  beforeLoad: ({ matches, context }): Promise<void> => guardRequired(matches, context),
  component: Layout,
});

// The areas' manifests (menu groups, search entries) load after the first paint.
const loadAreas = () => importWithRetry(() => import('../app/areas'));

function Layout() {
  const { hideMenu } = Route.useSearch();
  return (
    <AreasProvider load={loadAreas}>
      <AppLayout hideMenu={hideMenu === true} playerBar={<LazyPlayerBar />}>
        <AdminTerms>
          <Outlet />
        </AdminTerms>
      </AppLayout>
    </AreasProvider>
  );
}
