// The player admin's queries as option factories (route loader and page share them), and
// what each change makes stale.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetPlayerAdminDetailsQueryKey,
  getListPlayerAdminBansQueryKey,
  getListPlayerAdminBansQueryOptions,
  getListPlayerAdminItemsQueryKey,
  getListPlayerAdminLogQueryKey,
  getListPlayerAdminNotesQueryKey,
  getListPlayerAdminPlayerBansQueryKey,
  getListPlayerAdminPlayersQueryKey,
  getListPlayerAdminPlayersQueryOptions,
  getListPlayerAdminNewestQueryOptions,
  getListPlayerAdminOnlineGpsQueryOptions,
} from '../../api/generated/endpoints/player/player';
import { skipOf } from '../../components/views/search-values';
import type { PlayersSearch } from './search-params';

export const PAGE_SIZE = 20;

/** The search result the URL names. */
export function playerListOptions({ q, online, page }: Pick<PlayersSearch, 'q' | 'online' | 'page'>) {
  const skip = skipOf(page, PAGE_SIZE);
  return getListPlayerAdminPlayersQueryOptions({
    limit: PAGE_SIZE,
    ...(skip ? { skip } : {}),
    ...(q ? { q } : {}),
    ...(online ? { online: true } : {}),
  });
}

const paged = (page: number | undefined) => {
  const skip = skipOf(page, PAGE_SIZE);
  return { limit: PAGE_SIZE, ...(skip ? { skip } : {}) };
};

/** The views beside the search (?view=): newest characters, online positions, every ban. */
export const newestOptions = (page?: number) => getListPlayerAdminNewestQueryOptions(paged(page));
export const positionsOptions = (page?: number) => getListPlayerAdminOnlineGpsQueryOptions(paged(page));
export const allBansOptions = (state: PlayersSearch['state'], page?: number) =>
  getListPlayerAdminBansQueryOptions({ ...paged(page), ...(state ? { state } : {}) });

/** Something about one character changed: its details, lists and the action log (every change is logged). */
export function playerChanged(client: QueryClient, playerId: number) {
  return Promise.all(
    [
      getGetPlayerAdminDetailsQueryKey(playerId),
      getListPlayerAdminItemsQueryKey(playerId),
      getListPlayerAdminNotesQueryKey(playerId),
      getListPlayerAdminLogQueryKey(playerId),
      getListPlayerAdminPlayerBansQueryKey(playerId),
      getListPlayerAdminPlayersQueryKey(),
      getListPlayerAdminBansQueryKey(),
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
