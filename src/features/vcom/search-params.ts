// /vcom in the URL: ?view=citizens|tickets (default citizens), ?q= (the citizen lookup),
// ?citizen=<id> (the opened file), ?new=1 (the ticket form, for ?citizen), ?status= and
// ?page= (the ticket list); ?view=patients with ?q= and ?patient=<citizen id> (medical); ?view=court with ?courtCase=<id> (justice). Bad values are dropped, never thrown. Imported by the route file
// (start bundle): type imports only, no generated code.
import type { VcomTicketStatus } from '../../api/generated/model/vcomTicketStatus';
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type VcomView = 'citizens' | 'tickets' | 'patients' | 'court';

export interface VcomSearch {
  view?: VcomView;
  q?: string;
  citizen?: number;
  new?: 1;
  status?: VcomTicketStatus;
  page?: number;
  /** ?view=patients: the opened patient file (a citizen id). */
  patient?: number;
  /** ?view=court: the opened court case. */
  courtCase?: number;
}

const views = { citizens: 1, tickets: 1, patients: 1, court: 1 } as const satisfies Record<VcomView, 1>;
const states = { open: 1, paid: 1, overdue: 1, contested: 1, cancelled: 1 } as const satisfies Record<
  VcomTicketStatus,
  1
>;

export function validateVcomSearch(search: Record<string, unknown>): VcomSearch {
  return {
    view: oneOf(search.view, views),
    q: searchText(search.q),
    citizen: positiveInt(search.citizen),
    new: positiveInt(search.new) === 1 ? 1 : undefined,
    status: oneOf(search.status, states),
    page: positiveInt(search.page),
    patient: positiveInt(search.patient),
    courtCase: positiveInt(search.courtCase),
  };
}

export const vcomLoaderDeps = depsOf(validateVcomSearch);
