// The views of /acp/players beside the search (?view=): the newest characters
// (listPlayerAdminNewest), the live positions of everyone online (listPlayerAdminOnlineGps) and
// every ban with its state filter (listPlayerAdminBans). Each opens a person's record; each is
// the admin's with its right, without it as a guarded route does (/notPermitted).
import { Button, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useCan } from '../../../api/permissions';
import { PageFrame } from '../../../components/views/page-frame';
import { PagedList } from '../../../components/views/paged-list';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { DataTable, type Column } from '../../../components/views/data-table';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { useSearchState } from '../../../components/views/use-search-state';
import { formatDateTime, formatNumber } from '../../../lib/format';
import type { PlayerGps } from '../../../api/generated/model/playerGps';
import { allBansOptions, newestOptions, positionsOptions } from '../queries';
import type { PlayersSearch } from '../search-params';
import { playerAdminTexts as t } from '../texts';
import { BanCard } from './bans-tab';
import { PlayerRow } from './player-row';
import { VIEW_NEEDS, ViewSwitch, type PlayersView } from './view-switch';

type ListView = Exclude<PlayersView, 'players' | 'factions'>;

export function ListView({ view }: { view: ListView }) {
  const can = useCan();
  if (!can(VIEW_NEEDS[view])) return <Navigate to="/notPermitted" replace />;
  const texts = t[view === 'bans' ? 'allBans' : view];
  return (
    <PageFrame title={texts.title} description={texts.intro} width="wide">
      <Stack gap="5" mt="2">
        <ViewSwitch value={view} />
        {view === 'newest' ? <Newest /> : view === 'positions' ? <Positions /> : <AllBans />}
      </Stack>
    </PageFrame>
  );
}

/** Opens a person's record (its bans tab from the list of bans). */
function useOpen() {
  const [, setSearch] = useSearchState<PlayersSearch>();
  return (player: number, tab?: 'bans') =>
    setSearch({ view: undefined, state: undefined, page: undefined, player, tab });
}

function Newest() {
  const [search, setSearch] = useSearchState<PlayersSearch>();
  const open = useOpen();
  const newest = useQuery({ ...newestOptions(search.page), placeholderData: keepPreviousData });
  return (
    <PagedList
      query={newest}
      label={t.newest.list}
      gap="2"
      getKey={(p) => p.id}
      renderItem={(p) => <PlayerRow player={p} onOpen={() => open(p.id)} />}
      page={search.page ?? 1}
      onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
      empty={t.newest.empty}
    />
  );
}

const p = t.positions;
const coords = (g: PlayerGps) => `${formatNumber(g.position.x, 1)} / ${formatNumber(g.position.y, 1)}`;

function Positions() {
  const [search, setSearch] = useSearchState<PlayersSearch>();
  const open = useOpen();
  const positions = useQuery({ ...positionsOptions(search.page), placeholderData: keepPreviousData });
  const columns: ReadonlyArray<Column<PlayerGps>> = [
    {
      key: 'name',
      header: p.name,
      cell: (g) => (
        <Button size="xs" variant="outline" onClick={() => open(g.player.id)} aria-label={p.open(g.player.name)}>
          {g.player.name}
        </Button>
      ),
    },
    { key: 'zone', header: p.zone, cell: (g) => g.position.zone ?? '–' },
    { key: 'coords', header: p.coords, cell: coords },
    { key: 'dimension', header: p.dimension, cell: (g) => String(g.position.dimension), align: 'end' },
    { key: 'vehicle', header: p.vehicle, cell: (g) => (g.inVehicle ? p.yes : p.no) },
    { key: 'updated', header: p.updated, cell: (g) => formatDateTime(g.updatedAt) },
  ];
  return (
    <QueryState query={positions} isEmpty={(d) => d.items.length === 0} empty={p.empty} pendingMinH="10rem">
      {(data) => (
        <Stack gap="3">
          <DataTable caption={p.caption} columns={columns} rows={data.items} getKey={(g) => g.player.id} />
          <Pager
            page={search.page ?? 1}
            pageSize={data.page.limit}
            total={data.page.total}
            onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
          />
        </Stack>
      )}
    </QueryState>
  );
}

const STATES = ['all', 'active', 'expired', 'lifted'] as const;

function AllBans() {
  const [search, setSearch] = useSearchState<PlayersSearch>();
  const open = useOpen();
  const bans = useQuery({ ...allBansOptions(search.state, search.page), placeholderData: keepPreviousData });
  return (
    <Stack gap="4">
      <SegmentedFilter
        label={t.allBans.filter}
        options={STATES}
        labels={{ all: t.allBans.all, ...t.bans.states }}
        value={search.state ?? 'all'}
        onChange={(next) => setSearch({ state: next === 'all' ? undefined : next, page: undefined })}
      />
      <PagedList
        query={bans}
        label={t.allBans.list}
        gap="3"
        getKey={(b) => b.id * 100_000 + b.player.id}
        renderItem={(b) => (
          <BanCard
            ban={b}
            about
            action={
              <Button size="sm" variant="outline" onClick={() => open(b.player.id, 'bans')}>
                {t.allBans.open(b.player.name)}
              </Button>
            }
          />
        )}
        page={search.page ?? 1}
        onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
        empty={t.allBans.empty}
        emptyTestId="all-bans-empty"
      />
    </Stack>
  );
}
