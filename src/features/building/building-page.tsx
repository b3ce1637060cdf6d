// /building: my buildings (flats with tenants, staff with rights, storage, duty), my flats (rent
// contract, paying, room mates, storage, moving out), flats for rent, and for admins the building
// search (owner, name, block). The view, the opened building or flat, its tab and the searches
// live in the URL (search-params.ts): one route for the whole area.
import { Stack } from '@chakra-ui/react';
import { useCan } from '../../api/permissions';
import { PageFrame } from '../../components/views/page-frame';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { AdminView } from './components/admin-view';
import { FreeFlats } from './components/free-flats';
import { MyFlats } from './components/my-flats';
import { OwnBuildings } from './components/own-buildings';
import type { BuildingSearch, BuildingView } from './search-params';
import { buildingTexts as t } from './texts';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadBuilding } from './load';

const PLAYER_VIEWS: readonly BuildingView[] = ['mine', 'flats', 'market'];
const ALL_VIEWS: readonly BuildingView[] = [...PLAYER_VIEWS, 'admin'];

export function BuildingPage() {
  const [search, setSearch] = useSearchState<BuildingSearch>();
  const isAdmin = useCan('searchBuildingsAdmin');
  const view: BuildingView = search.view ?? 'mine';
  const fresh = {
    building: undefined,
    tab: undefined,
    flat: undefined,
    q: undefined,
    maxRent: undefined,
    page: undefined,
  };
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <Stack gap="5">
        <SegmentedFilter
          label={t.views.label}
          options={isAdmin ? ALL_VIEWS : PLAYER_VIEWS}
          labels={t.views}
          value={view}
          attached={false}
          onChange={(v) => setSearch({ ...fresh, view: v === 'mine' ? undefined : v })}
        />
        {view === 'mine' ? (
          <OwnBuildings
            opened={search.building}
            tab={search.tab ?? 'cells'}
            onOpen={(id) => setSearch({ building: id, tab: undefined }, { replace: true })}
            onTab={(tab) => setSearch({ tab: tab === 'cells' ? undefined : tab }, { replace: true })}
          />
        ) : view === 'flats' ? (
          <MyFlats opened={search.flat} onOpen={(id) => setSearch({ flat: id }, { replace: true })} />
        ) : view === 'market' ? (
          <FreeFlats
            search={search}
            onSearch={(change) => setSearch({ ...change, page: undefined, flat: undefined }, { replace: true })}
            onPage={(page) => setSearch({ page: page > 1 ? page : undefined }, { replace: true })}
            onPick={(flat) => setSearch({ flat }, { replace: true })}
            onRented={(flat) => setSearch({ ...fresh, view: 'flats', flat })}
          />
        ) : (
          <AdminView
            q={search.q ?? ''}
            opened={search.building}
            onSearch={(q) =>
              setSearch({ q: q.trim() ? q : undefined, building: undefined, flat: undefined }, { replace: true })
            }
            onOpen={(id) => setSearch({ building: id, flat: undefined }, { replace: true })}
            flat={search.flat}
            onFlat={(id) => setSearch({ flat: id }, { replace: true })}
          />
        )}
      </Stack>
    </PageFrame>
  );
}
