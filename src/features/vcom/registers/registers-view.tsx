// The registers (?view=registers, issue 24 points 1 and 4), police only: ?tab=vehicles (the
// vehicle register searched by ?q=, a vehicle opened by ?item=), ?tab=flagged (stolen or wanted
// vehicles only), ?tab=weapons (a registered weapon by its serial in ?q=), ?tab=catalogue (the
// penal catalogue by category, an offence opened by ?item=). A wrong tab counts as absent
// (vehicles). Loaded when the view opens.
import { Stack } from '@chakra-ui/react';
import { oneOf } from '../../../components/views/search-values';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import type { VcomSearch } from '../search-params';
import { Catalogue } from './catalogue';
import { registerTexts as t } from './texts';
import { Vehicles } from './vehicles';
import { Weapons } from './weapons';

const tabs = { vehicles: 1, flagged: 1, weapons: 1, catalogue: 1 } as const;
type Tab = keyof typeof tabs;
const tabList = Object.keys(tabs) as Tab[];

export default function RegistersView({
  search,
  onSearch,
  onOpenCitizen,
}: {
  search: VcomSearch;
  onSearch: (patch: Partial<VcomSearch>, options?: { replace?: boolean }) => void;
  onOpenCitizen: (citizenId: number) => void;
}) {
  const tab: Tab = oneOf(search.tab, tabs) ?? 'vehicles';
  return (
    <Stack gap="4">
      <SegmentedFilter
        label={t.tabs}
        options={tabList}
        labels={t.tab}
        value={tab}
        onChange={(next) =>
          onSearch({ tab: next === 'vehicles' ? undefined : next, item: undefined, q: undefined, page: undefined })
        }
      />
      {tab === 'weapons' ? (
        <Weapons serial={search.q} onSerial={(q) => onSearch({ q })} onOpenCitizen={onOpenCitizen} />
      ) : tab === 'catalogue' ? (
        <Catalogue item={search.item} onItem={(item) => onSearch({ item })} />
      ) : (
        <Vehicles flagged={tab === 'flagged'} search={search} onSearch={onSearch} onOpenCitizen={onOpenCitizen} />
      )}
    </Stack>
  );
}
