// The views of /acp/players (?view=): the search, the newest characters, the online positions,
// every ban and the crime factions; each offered only with the right of what it reads, the
// switch only when there is more than one.
import { useCan, type OperationId } from '../../../api/permissions';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { useSearchState } from '../../../components/views/use-search-state';
import type { PlayersSearch } from '../search-params';
import { playerAdminTexts as t } from '../texts';

export type PlayersView = 'players' | NonNullable<PlayersSearch['view']>;
const VIEWS = ['players', 'newest', 'positions', 'bans', 'factions'] as const satisfies readonly PlayersView[];

/** The operation each view reads (factions: the admin's write, as its screen is the admin's). */
export const VIEW_NEEDS: Record<PlayersView, OperationId> = {
  players: 'listPlayerAdminPlayers',
  newest: 'listPlayerAdminNewest',
  positions: 'listPlayerAdminOnlineGps',
  bans: 'listPlayerAdminBans',
  factions: 'editPlayerCrimeFaction',
};

export function ViewSwitch({ value }: { value: PlayersView }) {
  const [, setSearch] = useSearchState<PlayersSearch>();
  const can = useCan();
  const views = VIEWS.filter((v) => can(VIEW_NEEDS[v]));
  if (views.length < 2) return null;
  return (
    <SegmentedFilter
      label={t.views.label}
      options={views}
      labels={t.views}
      value={value}
      attached={false}
      onChange={(next) =>
        setSearch({
          view: next === 'players' ? undefined : next,
          faction: undefined,
          player: undefined,
          page: undefined,
          state: undefined,
        })
      }
    />
  );
}
