// /market: price lists with trend and history, the auction house (running lots, my lots, my
// bids, finished), statistics, and the admins' care. One route: the view and everything in it
// live in the URL (search-params.ts), so reload and shared links show the same screen.
import { Stack } from '@chakra-ui/react';
import { useGetPlayerControlPanel } from '../../api/generated/endpoints/player/player';
import { useCan } from '../../api/permissions';
import { PageFrame } from '../../components/views/page-frame';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { AdminView } from './components/admin-view';
import { BidsView, FinishedView } from './components/history-views';
import { AuctionsView, MineView } from './components/lot-views';
import { PricesView } from './components/prices-view';
import { StatsView } from './components/stats-view';
import { strictMarketSearch, type MarketSearch, type MarketView } from './search-params';
import { marketTexts as t } from './texts';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadMarket } from './load';

const playerViews: readonly MarketView[] = ['prices', 'auctions', 'mine', 'bids', 'finished', 'stats'];
const allViews: readonly MarketView[] = [...playerViews, 'admin'];

export function MarketPage() {
  const [raw, setSearch] = useSearchState<MarketSearch>();
  const search = strictMarketSearch(raw as Record<string, unknown>);
  const can = useCan();
  const canAdmin = can('editMarketGood') || can('listMarketAdminAuctions');
  // The crime market: the contract's x-faction guard (characters in a crime faction, by their
  // record, and admins who keep its goods); the server and the mock answer 403 to anyone else.
  const panel = useGetPlayerControlPanel();
  const canCrime = can('listMarketCrimeExport', { crimeFaction: panel.data?.crimeFaction ?? null });
  const view = search.view === 'admin' && !canAdmin ? 'prices' : (search.view ?? 'prices');
  const props = { search, setSearch };
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <Stack gap="5">
        <SegmentedFilter
          label={t.viewsLabel}
          options={canAdmin ? allViews : playerViews}
          labels={t.views}
          value={view}
          attached={false}
          onChange={(v) =>
            setSearch({
              view: v === 'prices' ? undefined : v,
              page: undefined,
              lot: undefined,
              q: undefined,
              state: undefined,
              good: undefined,
            })
          }
        />
        {view === 'prices' ? <PricesView {...props} canCrime={canCrime} /> : null}
        {view === 'auctions' ? <AuctionsView {...props} /> : null}
        {view === 'mine' ? <MineView {...props} /> : null}
        {view === 'bids' ? <BidsView {...props} /> : null}
        {view === 'finished' ? <FinishedView {...props} /> : null}
        {view === 'stats' ? <StatsView /> : null}
        {view === 'admin' ? <AdminView {...props} /> : null}
      </Stack>
    </PageFrame>
  );
}
