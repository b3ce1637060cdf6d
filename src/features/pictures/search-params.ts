// /pictures in the URL: ?view=gallery|mine|reports, ?page=, ?q= (gallery search), ?picture=<id>
// (the opened picture), ?state=open|closed (reports). Bad values are dropped, never thrown.
// Imported by the route file (start bundle): type imports only.
import type { ReportState } from '../../api/generated/model/reportState';
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type PicturesView = 'gallery' | 'mine' | 'reports';

export interface PicturesSearch {
  view?: PicturesView;
  page?: number;
  q?: string;
  picture?: number;
  state?: ReportState;
}

const views = { gallery: 1, mine: 1, reports: 1 } as const satisfies Record<PicturesView, 1>;
const states = { open: 1, closed: 1 } as const satisfies Record<ReportState, 1>;

export function validatePicturesSearch(search: Record<string, unknown>): PicturesSearch {
  return {
    view: oneOf(search.view, views),
    page: positiveInt(search.page),
    q: searchText(search.q),
    picture: positiveInt(search.picture),
    state: oneOf(search.state, states),
  };
}

export const picturesLoaderDeps = depsOf(validatePicturesSearch);
