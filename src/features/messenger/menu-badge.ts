// The messenger's count in the menu: unread messages on the SIM cards that are not muted, from
// the SIM list the messenger's screen shows; reading a chat there (listsChanged) refreshes it.
import type { MenuBadge } from '../../api/area-manifest';
import { getListMessengerSimsQueryOptions } from '../../api/generated/endpoints/messenger/messenger';
import type { MessengerSimList } from '../../api/generated/model/messengerSimList';
import { messengerTexts } from './texts';

/** How often the menu asks while the messenger is not open (its own screen polls faster). */
export const BADGE_POLL_MS = 30_000;

export const unreadOnUnmutedSims = (list: MessengerSimList): number =>
  list.items.reduce((sum, sim) => sum + (sim.muted ? 0 : sim.unreadCount), 0);

const sims = getListMessengerSimsQueryOptions();
export const badgeQuery: MenuBadge['badgeQuery'] = {
  // Its own entry under the SIM list's key: invalidating the list (listsChanged) refreshes it
  // too, and its failures stay its own (no retries, no message: a missing count is no error).
  queryKey: [...sims.queryKey, 'menu-badge'],
  queryFn: sims.queryFn as MenuBadge['badgeQuery']['queryFn'],
  select: (data) => unreadOnUnmutedSims(data as MessengerSimList),
  refetchInterval: BADGE_POLL_MS,
};

export const describeBadge: MenuBadge['describeBadge'] = messengerTexts.sims.unread;
