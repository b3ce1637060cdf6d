// /vehicle: my vehicles (plate, model, garage, fuel, damage; opened: condition, keys, parking),
// the bus lines with their stops, a plate search, and (?view=admin, ACP right vehicle.view) the
// admin view. The view, the opened vehicle or line and the search text live in the URL
// (search-params.ts): one route for the whole area. The admin part loads on demand: most
// visitors never open it.
import { Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useCan } from '../../api/permissions';
import { LoadingLine } from '../../components/feedback/query-error';
import { PageFrame } from '../../components/views/page-frame';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { lazyPart } from '../../lib/lazy-part';
import { BusLines } from './components/bus-lines';
import { OwnVehicles } from './components/own-vehicles';
import { PlateSearch } from './components/plate-search';
import type { VehicleSearch, VehicleView } from './search-params';
import { vehicleTexts as t } from './texts';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadVehicles } from './load';

const AdminView = lazyPart(() => import('./admin/admin-view'), 'AdminView');

export function VehiclePage() {
  const [search, setSearch] = useSearchState<VehicleSearch>();
  const canAdmin = useCan('listVehicleAdminVehicles');
  const view: VehicleView = search.view ?? 'mine';
  const views: VehicleView[] = canAdmin ? ['mine', 'bus', 'search', 'admin'] : ['mine', 'bus', 'search'];
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
              vehicle: undefined,
              line: undefined,
              q: undefined,
              by: undefined,
              page: undefined,
            })
          }
        />
        {view === 'admin' ? (
          <Suspense fallback={<LoadingLine />}>
            <AdminView />
          </Suspense>
        ) : view === 'mine' ? (
          <OwnVehicles opened={search.vehicle} onOpen={(id) => setSearch({ vehicle: id }, { replace: true })} />
        ) : view === 'bus' ? (
          <BusLines opened={search.line} onOpen={(id) => setSearch({ line: id }, { replace: true })} />
        ) : (
          <PlateSearch
            q={search.q ?? ''}
            onSearch={(q) => setSearch({ q: q.trim() ? q : undefined }, { replace: true })}
          />
        )}
      </Stack>
    </PageFrame>
  );
}
