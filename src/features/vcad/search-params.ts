// /vcad in the URL: ?view=board|history|codes|admin (default board), ?dept=<id> (the department;
// default: the own unit's, else the first membership), ?call=<id> (the opened call),
// ?unit=<id> (the unit a dispatcher selected), ?new=1 (the new-call form is open), and for
// the history ?q=, ?state=, ?page=. Bad values are dropped, never thrown. Imported by the
// route file (start bundle): type imports only, no generated code.
import type { VcadCallState } from '../../api/generated/model/vcadCallState';
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type VcadView = 'board' | 'history' | 'codes' | 'admin';

export interface VcadSearch {
  view?: VcadView;
  dept?: number;
  call?: number;
  unit?: number;
  new?: 1;
  q?: string;
  state?: VcadCallState;
  page?: number;
}

const views = { board: 1, history: 1, codes: 1, admin: 1 } as const satisfies Record<VcadView, 1>;
const states = { pending: 1, dispatched: 1, onscene: 1, closed: 1 } as const satisfies Record<VcadCallState, 1>;

export function validateVcadSearch(search: Record<string, unknown>): VcadSearch {
  return {
    view: oneOf(search.view, views),
    dept: positiveInt(search.dept),
    call: positiveInt(search.call),
    unit: positiveInt(search.unit),
    new: positiveInt(search.new) === 1 ? 1 : undefined,
    q: searchText(search.q),
    state: oneOf(search.state, states),
    page: positiveInt(search.page),
  };
}

export const vcadLoaderDeps = depsOf(validateVcadSearch);
