// /house: my houses (owned and rented; an opened one with its overview, room mates, rent,
// storage, garage and advert line), the invitations I received, houses with free rooms to rent
// one in (?view=rent), and (?view=admin, guarded by the route) the admin's house search. The
// view, the opened house and its tab live in the URL (search-params.ts): one route for the whole
// area. The admin part loads on demand; the free rooms are small and part of the page's chunk
// (as a lazy part of their own, the build split off a chunk they share with the page).
import { Box, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useCan } from '../../api/permissions';
import { LoadingLine } from '../../components/feedback/query-error';
import { PageFrame } from '../../components/views/page-frame';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { lazyPart } from '../../lib/lazy-part';
import { HouseDetail } from './components/house-detail';
import { OwnHouses } from './components/own-houses';
import { ReceivedInvitations } from './components/received-invitations';
import { RentRooms } from './components/rent-rooms';
import type { HouseSearch, HouseView } from './search-params';
import { houseTexts as t } from './texts';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadHouses } from './load';

const AdminView = lazyPart(() => import('./admin/admin-view'), 'AdminView');

export function HousePage() {
  const [search, setSearch] = useSearchState<HouseSearch>();
  const admin = useCan('searchHousesAdmin');
  const view: HouseView = search.view ?? 'mine';
  const views: HouseView[] = admin ? ['mine', 'invitations', 'rent', 'admin'] : ['mine', 'invitations', 'rent'];
  if (view === 'admin') {
    return (
      // The admin chunk loads on demand: its space is held meanwhile (no shift when it arrives).
      <Suspense
        fallback={
          <Box minH="30rem" aria-busy="true">
            <LoadingLine />
          </Box>
        }
      >
        <AdminView />
      </Suspense>
    );
  }
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
              house: undefined,
              tab: undefined,
              mate: undefined,
              q: undefined,
              maxRent: undefined,
              page: undefined,
            })
          }
        />
        {view === 'invitations' ? (
          <ReceivedInvitations />
        ) : view === 'rent' ? (
          <RentRooms />
        ) : search.house ? (
          <HouseDetail houseId={search.house} />
        ) : (
          <OwnHouses />
        )}
      </Stack>
    </PageFrame>
  );
}
