// Route loader of /pictures: the list the URL names and the opened picture. Reports only
// load on the page, once the moderator right is known (a player would get 403).
import type { QueryClient } from '@tanstack/react-query';
import { getGetPictureQueryOptions } from '../../api/generated/endpoints/pictures/pictures';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { galleryOptions, myPicturesOptions } from './queries';
import type { PicturesSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: PicturesSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadPictures({ context: { queryClient }, deps, cause }: Args): Promise<void> {
  if (deps.picture) void prefetchUnlessFailed(queryClient, getGetPictureQueryOptions(deps.picture));
  if (deps.view === 'reports') return;
  const list = prefetchUnlessFailed(queryClient, deps.view === 'mine' ? myPicturesOptions(deps) : galleryOptions(deps));
  if (cause !== 'stay') await list;
}
