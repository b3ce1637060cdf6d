// /vehicle: my vehicles (plate, model, garage, fuel, damage; opened: condition, keys, parking),
// the bus lines with their stops, and a plate search. The view, the opened vehicle or line and
// the search text live in the URL (search-params.ts): one route for the whole area.
import { Stack } from '@chakra-ui/react';
import { PageFrame } from '../../components/views/page-frame';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { BusLines } from './components/bus-lines';
import { OwnVehicles } from './components/own-vehicles';
import { PlateSearch } from './components/plate-search';
import type { VehicleSearch, VehicleView } from './search-params';
import { vehicleTexts as t } from './texts';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadVehicles } from './load';

const views: readonly VehicleView[] = ['mine', 'bus', 'search'];

export function VehiclePage() {
  const [search, setSearch] = useSearchState<VehicleSearch>();
  const view: VehicleView = search.view ?? 'mine';
  return (
    <PageFrame title={t.title} description={t.intro}>
      <Stack gap="5">
        <SegmentedFilter
          label={t.views.label}
          options={views}
          labels={t.views}
          value={view}
          attached={false}
          onChange={(v) => setSearch({ view: v === 'mine' ? undefined : v, vehicle: undefined, line: undefined })}
        />
        {view === 'mine' ? (
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
