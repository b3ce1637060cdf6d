// / and /dashboard in the URL: ?view=mine (the own posts; default all), ?kind= (the feed of
// all, one kind only) and ?post=<id> (the post whose replies are open). Bad values are
// dropped, never thrown: every key is returned, undefined when bad, since the router lays
// the validated values over the raw ones. Imported by the route files (start bundle): type
// imports and the two parsers only.
import type { DashboardPostKind } from '../../api/generated/model/dashboardPostKind';
import { depsOf, oneOf, positiveInt } from '../../components/views/search-values';

export interface FeedSearch {
  view?: 'mine';
  /** Only entries of this kind (the feed of all; the own feed has no such filter). */
  kind?: DashboardPostKind;
  post?: number;
}

const kinds = { post: 1, advert: 1, announcement: 1 } as const satisfies Record<DashboardPostKind, 1>;

export function validateFeedSearch(search: Record<string, unknown>): FeedSearch {
  return {
    view: oneOf(search.view, { mine: 1 }),
    kind: oneOf(search.kind, kinds),
    post: positiveInt(search.post),
  };
}

export const feedLoaderDeps = depsOf(validateFeedSearch);
