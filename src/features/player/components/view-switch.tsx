// Players or crime factions: the two views of /acp/players (?view=factions), offered only with
// the crime factions' admin right.
import { useCan } from '../../../api/permissions';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { useSearchState } from '../../../components/views/use-search-state';
import { crimeTexts as t } from '../live-texts';
import type { PlayersSearch } from '../search-params';

const VIEWS = ['players', 'factions'] as const;

export function ViewSwitch({ value }: { value: (typeof VIEWS)[number] }) {
  const [, setSearch] = useSearchState<PlayersSearch>();
  const can = useCan();
  if (!can('editPlayerCrimeFaction')) return null;
  return (
    <SegmentedFilter
      label={t.viewsLabel}
      options={VIEWS}
      labels={t.views}
      value={value}
      onChange={(next) =>
        setSearch({
          view: next === 'factions' ? 'factions' : undefined,
          faction: undefined,
          player: undefined,
          page: undefined,
        })
      }
    />
  );
}
