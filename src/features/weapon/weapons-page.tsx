// /acp/weapons: the weapon registry. Search by keyword (serial, model, owner; paged, by state),
// by exact serial or by the inventory item that holds the weapon; ?weapon= opens one with its
// owner, whereabouts and history. Everything the view shows lives in the URL.
import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageFrame } from '../../components/views/page-frame';
import { PagedList } from '../../components/views/paged-list';
import { QueryState } from '../../components/views/query-state';
import { SearchBar } from '../../components/views/search-bar';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { WeaponDetail } from './components/weapon-detail';
import { WeaponRow } from './components/weapon-row';
import { itemIdOf, SERIAL, serialOf, weaponListOptions, weaponLookupOptions } from './queries';
import type { WeaponSearchMode, WeaponsSearch } from './search-params';
import { weaponTexts as t } from './texts';
export { loadWeapons } from './load';

const MODES: readonly WeaponSearchMode[] = ['query', 'serial', 'item'];

export function WeaponsPage() {
  const [search, setSearch] = useSearchState<WeaponsSearch>();
  if (search.weapon) return <WeaponDetail weaponId={search.weapon} onBack={() => setSearch({ weapon: undefined })} />;
  const by = search.by ?? 'query';
  const text = search.q ?? '';
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <Stack gap="5" mt="2">
        <SegmentedFilter
          label={t.modeLabel}
          options={MODES}
          labels={t.modes}
          value={by}
          onChange={(mode) => setSearch({ by: mode === 'query' ? undefined : mode, page: undefined, state: undefined })}
        />
        <SearchBar
          label={t.search}
          placeholder={t.placeholders[by]}
          value={text}
          onSearch={(q) => setSearch({ q: q.trim() || undefined, page: undefined }, { replace: true })}
        >
          {by === 'query' ? (
            <NativeSelect.Root size="sm" width="12rem">
              <NativeSelect.Field
                aria-label={t.stateLabel}
                value={search.state ?? ''}
                onChange={(e) =>
                  setSearch({ state: (e.target.value || undefined) as WeaponsSearch['state'], page: undefined })
                }
              >
                <option value="">{`${t.stateLabel}: ${t.allStates}`}</option>
                {Object.entries(t.states).map(([state, label]) => (
                  <option key={state} value={state}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : null}
        </SearchBar>
        {!text.trim() ? (
          <Text color="fg.muted">{t.start}</Text>
        ) : by === 'query' ? (
          <KeywordResult search={search} setPage={(page) => setSearch({ page: page > 1 ? page : undefined })} />
        ) : (
          <LookupResult search={{ ...search, by }} />
        )}
      </Stack>
    </PageFrame>
  );
}

function KeywordResult({ search, setPage }: { search: WeaponsSearch; setPage: (page: number) => void }) {
  const [, setSearch] = useSearchState<WeaponsSearch>();
  const list = useQuery({ ...weaponListOptions(search), placeholderData: keepPreviousData });
  return (
    <PagedList
      query={list}
      label={t.list}
      gap="2"
      getKey={(w) => w.id}
      renderItem={(w) => <WeaponRow weapon={w} onOpen={() => setSearch({ weapon: w.id })} />}
      page={search.page ?? 1}
      onPage={setPage}
      empty={t.empty}
      emptyTestId="weapons-empty"
    />
  );
}

function LookupResult({ search }: { search: WeaponsSearch }) {
  const [, setSearch] = useSearchState<WeaponsSearch>();
  const wellFormed =
    search.by === 'serial' ? SERIAL.test(serialOf(search.q ?? '')) : itemIdOf(search.q ?? '') !== undefined;
  const found = useQuery({ ...weaponLookupOptions(search), retry: false });
  if (!wellFormed) return <Text color="fg.error">{search.by === 'serial' ? t.badSerial : t.badItem}</Text>;
  return (
    <QueryState query={found} errorTitle={t.notFound}>
      {(w) => <WeaponRow weapon={w} onOpen={() => setSearch({ weapon: w.id })} />}
    </QueryState>
  );
}
