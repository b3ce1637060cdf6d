// / and /dashboard in the URL: ?view=mine (the own posts; default all) and ?post=<id> (the
// post whose replies are open). Bad values are dropped, never thrown: every key is returned, undefined when bad,
// since the router lays the validated values over the raw ones. Imported by the route
// files (start bundle): nothing but the two parsers.
import { oneOf, positiveInt } from '../../components/views/search-values';

export interface FeedSearch {
  view?: 'mine';
  post?: number;
}

export function validateFeedSearch(search: Record<string, unknown>): FeedSearch {
  return { view: oneOf(search.view, { mine: 1 }), post: positiveInt(search.post) };
}

/** What the loader prefetches by (only the validated keys, so stray params make no new cache entry). */
export const feedLoaderDeps = ({ search: { view, post } }: { search: FeedSearch }) => ({ view, post });
