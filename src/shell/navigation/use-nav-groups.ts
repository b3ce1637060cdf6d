// The menu as the signed-in user may see it: the spec's two groups, then the areas' named
// groups (once loaded, see area-source.ts) with only the entries the stored ACP rights allow;
// a group left without entries is not shown. Also the folded state of those groups.
import { AREA_GROUPS, type AreaGroup } from '../../api/area-manifest';
import { useCan } from '../../api/permissions';
import { useStored } from '../../lib/use-stored';
import { navGroupsClosedKey } from '../settings/keys';
import { shellTexts } from '../texts';
import { useAreas } from './area-source';
import { navGroups, type Destination } from './destinations';

export interface AreaNavGroup {
  readonly id: AreaGroup;
  readonly label: string;
  readonly items: readonly Destination[];
}

export interface NavGroups {
  /** The spec's two groups, always there. */
  readonly fixed: readonly (readonly Destination[])[];
  /** The areas' groups in AREA_GROUPS order; empty until the manifests have loaded. */
  readonly areaGroups: readonly AreaNavGroup[];
  /** Every destination shown, fixed and areas' (for the current entry and the header text). */
  readonly all: readonly Destination[];
}

export function useNavGroups(): NavGroups {
  // The one check (useCan()): its tables load only for a user with ACP rights.
  const can = useCan();
  const areas = useAreas() ?? [];
  const areaGroups = AREA_GROUPS.map((id) => ({
    id,
    label: shellTexts.navGroups[id],
    // An entry sits in its own group when it names one, else in its area's.
    items: areas
      .flatMap((a) => a.destinations.filter((d) => (d.group ?? a.group) === id))
      .filter((d) => d.inMenu !== false && (!d.requires || can(d.requires))),
  })).filter((g) => g.items.length > 0);
  return { fixed: navGroups, areaGroups, all: [...navGroups.flat(), ...areaGroups.flatMap((g) => g.items)] };
}

/** Which area groups are folded (remembered in local storage), and a toggle. */
export function useFoldedGroups(): [isOpen: (id: AreaGroup) => boolean, toggle: (id: AreaGroup) => void] {
  const [closed, setClosed] = useStored(navGroupsClosedKey);
  const isOpen = (id: AreaGroup) => !closed.includes(id);
  const toggle = (id: AreaGroup) => setClosed(isOpen(id) ? [...closed, id] : closed.filter((c) => c !== id));
  return [isOpen, toggle];
}
