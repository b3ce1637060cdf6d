// /vcom in the URL: ?view=citizens|tickets (default citizens), ?q= (the citizen lookup),
// ?citizen=<id> (the opened file), ?new=1 (the ticket form, for ?citizen), ?status= and
// ?page= (the ticket list); ?view=cases with ?case=<id> (the opened case), ?new=1 (a new
// case), ?caseStatus=, ?mine=1, ?q= and ?page= (the case list); ?view=orders with ?citizen=
// (the person a request is for); ?view=patients with ?q= and ?patient=<citizen id> (medical);
// ?view=court with ?courtCase=<id> (justice); ?view=hr with ?hrTab=, ?appStatus=, ?application=<id>
// and ?staff=<staffId>; ?view=times and ?view=calendar with ?week=<monday, YYYY-MM-DD> (and
// ?staff= for a member's shifts); ?view=website; ?view=arrests with ?arrestStatus=, ?page=,
// ?arrest=<id> (the opened arrest) and ?new=1 (the form, for ?citizen and the warrant ?order=<id>).
// ?view=reports|registers|admin and the sub-views of patients and court use ?tab= and ?item=<id>.
// Bad values are dropped, never thrown. Read by the page and its loader; the route itself keeps
// plain numbers and texts (route-search.ts, small for the start bundle).
import type { VcomArrestStatus } from '../../api/generated/model/vcomArrestStatus';
import type { VcomApplicationStatus } from '../../api/generated/model/vcomApplicationStatus';
import type { VcomCaseStatus } from '../../api/generated/model/vcomCaseStatus';
import type { VcomTicketStatus } from '../../api/generated/model/vcomTicketStatus';
import { oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type VcomView =
  | 'citizens'
  | 'tickets'
  | 'cases'
  | 'orders'
  | 'arrests'
  | 'patients'
  | 'court'
  | 'hr'
  | 'times'
  | 'calendar'
  | 'website'
  | 'reports'
  | 'registers'
  | 'admin';

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
  /** ?view=hr: the tab, the application filter, the opened application and HR file. */
  hrTab?: 'applications' | 'files' | 'leave' | 'courses' | 'recruiting' | 'statistics';
  appStatus?: VcomApplicationStatus;
  application?: number;
  staff?: number;
  /** ?view=times|calendar: the Monday of the shown week. */
  week?: string;
  /** ?view=arrests: the status filter, the opened arrest, the warrant an arrest is made on. */
  arrestStatus?: VcomArrestStatus;
  arrest?: number;
  order?: number;
  /** A sub-view's tab (?view=reports|registers|admin, and the sub-views of patients and court); each
   * sub-view checks the value against its own tabs and treats a wrong one as absent. */
  tab?: string;
  /** The item a sub-view opened (a report, a vehicle, an account…), read with ?tab. */
  item?: number;
}

const views = {
  citizens: 1,
  tickets: 1,
  cases: 1,
  orders: 1,
  arrests: 1,
  patients: 1,
  court: 1,
  hr: 1,
  times: 1,
  calendar: 1,
  website: 1,
  reports: 1,
  registers: 1,
  admin: 1,
} as const satisfies Record<VcomView, 1>;
const arrestStates = { inCustody: 1, released: 1, transferred: 1 } as const satisfies Record<VcomArrestStatus, 1>;
const hrTabs = { applications: 1, files: 1, leave: 1, courses: 1, recruiting: 1, statistics: 1 } as const;
const appStates = {
  submitted: 1,
  inReview: 1,
  interview: 1,
  accepted: 1,
  rejected: 1,
  withdrawn: 1,
  hired: 1,
} as const satisfies Record<VcomApplicationStatus, 1>;
/** A Monday as YYYY-MM-DD, else undefined. */
function monday(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return date.getUTCDay() === 1 && date.toISOString().startsWith(value) ? value : undefined;
}
const caseStates = { open: 1, inProgress: 1, closed: 1, archived: 1, handedOver: 1 } as const satisfies Record<
  VcomCaseStatus,
  1
>;
const states = { open: 1, paid: 1, overdue: 1, contested: 1, cancelled: 1 } as const satisfies Record<
  VcomTicketStatus,
  1
>;

/** The area's values of the route's search (route-search.ts): a wrong one counts as absent. */
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
    hrTab: oneOf(search.hrTab, hrTabs),
    appStatus: oneOf(search.appStatus, appStates),
    application: positiveInt(search.application),
    staff: positiveInt(search.staff),
    week: monday(search.week),
    arrestStatus: oneOf(search.arrestStatus, arrestStates),
    arrest: positiveInt(search.arrest),
    order: positiveInt(search.order),
    tab: searchText(search.tab),
    item: positiveInt(search.item),
  };
}
