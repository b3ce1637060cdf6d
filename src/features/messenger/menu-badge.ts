// The messenger's count in the menu: unread messages on the SIM cards that are not muted. The
// SIM list is the query the messenger's own screen shows, so reading a chat there (which
// invalidates it, listsChanged) lowers the count in the menu at once.
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
  queryKey: sims.queryKey,
  queryFn: sims.queryFn as MenuBadge['badgeQuery']['queryFn'],
  select: (data) => unreadOnUnmutedSims(data as MessengerSimList),
  refetchInterval: BADGE_POLL_MS,
};

export const describeBadge: MenuBadge['describeBadge'] = messengerTexts.sims.unread;
