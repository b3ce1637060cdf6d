// / and /dashboard in the URL: ?view=mine (the own posts; default all) and ?post=<id> (the
// post whose replies are open). Bad values are dropped, never thrown. Imported by the route
// files (start bundle): nothing but the two parsers.
import { defined, oneOf, positiveInt } from '../../components/views/search-values';

export interface FeedSearch {
  view?: 'mine';
  post?: number;
}

export function validateFeedSearch(search: Record<string, unknown>): FeedSearch {
  return defined({ view: oneOf(search.view, { mine: 1 }), post: positiveInt(search.post) });
}

export const feedLoaderDeps = ({ search }: { search: FeedSearch }) => search;
