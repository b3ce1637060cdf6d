// /polls in the URL: ?state=open|closed (default all), ?page=2, ?poll=<id> (the opened
// poll). Bad values are dropped, never thrown: every key is returned, undefined when bad,
// since the router lays the validated values over the raw ones. Imported by the route
// file (start bundle): type imports only, no generated code.
import type { PollState } from '../../api/generated/model/pollState';
import { depsOf, oneOf, positiveInt } from '../../components/views/search-values';

export interface PollsSearch {
  state?: PollState;
  page?: number;
  poll?: number;
}

const states = { open: 1, closed: 1 } as const satisfies Record<PollState, 1>;

export function validatePollsSearch(search: Record<string, unknown>): PollsSearch {
  return {
    state: oneOf(search.state, states),
    page: positiveInt(search.page),
    poll: positiveInt(search.poll),
  };
}

export const pollsLoaderDeps = depsOf(validatePollsSearch);
