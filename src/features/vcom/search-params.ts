// /vcom in the URL: ?view=citizens|tickets (default citizens), ?q= (the citizen lookup),
// ?citizen=<id> (the opened file), ?new=1 (the ticket form, for ?citizen), ?status= and
// ?page= (the ticket list); ?view=cases with ?case=<id> (the opened case), ?new=1 (a new
// case), ?caseStatus=, ?mine=1, ?q= and ?page= (the case list); ?view=orders with ?citizen=
// (the person a request is for); ?view=patients with ?q= and ?patient=<citizen id> (medical);
// ?view=court with ?courtCase=<id> (justice). Bad values are dropped, never thrown. Imported by the route file
// (start bundle): type imports only, no generated code.
import type { VcomCaseStatus } from '../../api/generated/model/vcomCaseStatus';
import type { VcomTicketStatus } from '../../api/generated/model/vcomTicketStatus';
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type VcomView = 'citizens' | 'tickets' | 'cases' | 'orders' | 'patients' | 'court';

export interface VcomSearch {
  view?: VcomView;
  q?: string;
  citizen?: number;
  new?: 1;
  status?: VcomTicketStatus;
  page?: number;
  case?: number;
  caseStatus?: VcomCaseStatus;
  mine?: 1;
  /** ?view=patients: the opened patient file (a citizen id). */
  patient?: number;
  /** ?view=court: the opened court case. */
  courtCase?: number;
}

const views = { citizens: 1, tickets: 1, cases: 1, orders: 1, patients: 1, court: 1 } as const satisfies Record<
  VcomView,
  1
>;
const caseStates = { open: 1, inProgress: 1, closed: 1, archived: 1, handedOver: 1 } as const satisfies Record<
  VcomCaseStatus,
  1
>;
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
    case: positiveInt(search.case),
    caseStatus: oneOf(search.caseStatus, caseStates),
    mine: positiveInt(search.mine) === 1 ? 1 : undefined,
    patient: positiveInt(search.patient),
    courtCase: positiveInt(search.courtCase),
  };
}

export const vcomLoaderDeps = depsOf(validateVcomSearch);
