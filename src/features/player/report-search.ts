// /acp/reports and /reports in the URL: ?state= (the queue's filter, default open), ?page=.
// Imported by both route files (start bundle): no generated code.
import { depsOf, oneOf, positiveInt } from '../../components/views/search-values';

const states = { open: 1, claimed: 1, escalated: 1, resolved: 1 } as const;
export type ReportQueueState = keyof typeof states;

export interface ReportsSearch {
  state?: ReportQueueState;
  page?: number;
}

export function validateReportsSearch(search: Record<string, unknown>): ReportsSearch {
  return { state: oneOf(search.state, states), page: positiveInt(search.page) };
}

export const reportsLoaderDeps = depsOf(validateReportsSearch);
