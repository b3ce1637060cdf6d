// The player admin's queries as option factories (route loader and page share them), and
// what each change makes stale.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetPlayerAdminDetailsQueryKey,
  getListPlayerAdminBansQueryKey,
  getListPlayerAdminItemsQueryKey,
  getListPlayerAdminLogQueryKey,
  getListPlayerAdminNotesQueryKey,
  getListPlayerAdminPlayerBansQueryKey,
  getListPlayerAdminPlayersQueryKey,
  getListPlayerAdminPlayersQueryOptions,
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
