// /acp/players: the admin panel's player search (name, account, ids, phone number, plate) and,
// with ?player=, the opened character with its tabs. Search, page, character, tab and filter
// live in the URL (search-params.ts), so a reload or a shared link shows the same view.
import { Box, Checkbox, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { PageFrame } from '../../components/views/page-frame';
import { PagedList } from '../../components/views/paged-list';
import { SearchBar } from '../../components/views/search-bar';
import { useSearchState } from '../../components/views/use-search-state';
import { PlayerDetail } from './components/player-detail';
import { PlayerRow } from './components/player-row';
import { ViewSwitch } from './components/view-switch';
import { playerListOptions } from './queries';
import type { PlayersSearch } from './search-params';
import { playerAdminTexts as t } from './texts';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadPlayers } from './load';

// The crime factions and the lists beside the search load with their view: most visits never open them.
const FactionsView = lazy(() => import('./components/factions-view').then((m) => ({ default: m.FactionsView })));
const ListView = lazy(() => import('./components/list-views').then((m) => ({ default: m.ListView })));

export function PlayersPage() {
  const [search, setSearch] = useSearchState<PlayersSearch>();
  if (search.view)
    return (
      <Suspense fallback={<Box minH="12rem" aria-busy="true" />}>
        {search.view === 'factions' ? <FactionsView /> : <ListView view={search.view} />}
      </Suspense>
    );
  if (search.player) return <PlayerDetail playerId={search.player} />;
  return <PlayerSearch search={search} setSearch={setSearch} />;
}

function PlayerSearch({
  search,
  setSearch,
}: {
  search: PlayersSearch;
  setSearch: ReturnType<typeof useSearchState<PlayersSearch>>[1];
}) {
  const players = useQuery({ ...playerListOptions(search), placeholderData: keepPreviousData });
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <Stack gap="5" mt="2">
        <ViewSwitch value="players" />
        <SearchBar
          label={t.search.label}
          placeholder={t.search.placeholder}
          value={search.q ?? ''}
          onSearch={(q) => setSearch({ q: q.trim() || undefined, page: undefined }, { replace: true })}
        >
          <Checkbox.Root
            checked={search.online === 1}
            onCheckedChange={(e) => setSearch({ online: e.checked === true ? 1 : undefined, page: undefined })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.search.online}</Checkbox.Label>
          </Checkbox.Root>
        </SearchBar>
        <PagedList
          query={players}
          label={t.search.list}
          gap="2"
          getKey={(p) => p.id}
          renderItem={(p) => <PlayerRow player={p} onOpen={() => setSearch({ player: p.id, tab: undefined })} />}
          page={search.page ?? 1}
          onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
          empty={t.search.empty}
          emptyTestId="players-empty"
        />
      </Stack>
    </PageFrame>
  );
}
