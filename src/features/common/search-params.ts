// /acp/logs in the URL: ?tab=log|terms, ?q= (admin, action, target), ?area=, ?from=, ?until=
// (days, YYYY-MM-DD), ?page=, ?entry=<id> (the opened line). Bad values are dropped, never
// thrown. Start bundle: no generated code.
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

const tabs = { log: 1, terms: 1 } as const;
const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const areaKey = (value: unknown) => (typeof value === 'string' && /^[a-z]{2,20}$/.test(value) ? value : undefined);

export interface LogsSearch {
  tab?: keyof typeof tabs;
  q?: string;
  area?: string;
  from?: string;
  until?: string;
  page?: number;
  entry?: number;
}

export function validateLogsSearch(search: Record<string, unknown>): LogsSearch {
  return {
    tab: oneOf(search.tab, tabs),
    q: searchText(search.q),
    area: areaKey(search.area),
    from: day(search.from),
    until: day(search.until),
    page: positiveInt(search.page),
    entry: positiveInt(search.entry),
  };
}

export const logsLoaderDeps = depsOf(validateLogsSearch);
