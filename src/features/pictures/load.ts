// Route loader of /pictures: the list the URL names and the opened picture. Reports only
// load on the page, once the moderator right is known (a player would get 403); a player who
// opens them by link gets /notPermitted (guarded here, not in the route's beforeLoad, which would
// add to every start: README, "What an area costs at start").
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { loadGuardRules } from '../../api/permissions';
import { currentRights } from '../../api/rights-ready';
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
  if (deps.view === 'reports') {
    // The same check as the route guards' (src/app/require-right.ts), which features may not import.
    const [{ can }, rights] = await Promise.all([loadGuardRules(), currentRights(queryClient)]);
    if (!can('listPictureReports', rights)) throw redirect({ to: '/notPermitted', replace: true });
    return;
  }
  const list = prefetchUnlessFailed(queryClient, deps.view === 'mine' ? myPicturesOptions(deps) : galleryOptions(deps));
  if (cause !== 'stay') await list;
}
