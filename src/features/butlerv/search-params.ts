// /acp/sync in the URL: ?tab=mappings|log|settings|account, ?service=chat|voice (the mapping list
// and the log's filter), ?outcome= (the log's filter), ?page= (log), ?user= (the account whose
// sync the account tab shows) and ?q= (its search by name). Bad values are dropped, never
// thrown. Start bundle: no generated code.
import { depsOf, oneOf, positiveInt, searchText } from '../../components/views/search-values';

const tabs = { mappings: 1, log: 1, settings: 1, account: 1 } as const;
const services = { chat: 1, voice: 1 } as const;
const outcomes = { ok: 1, failed: 1, skipped: 1 } as const;

export interface SyncSearch {
  tab?: keyof typeof tabs;
  service?: keyof typeof services;
  outcome?: keyof typeof outcomes;
  page?: number;
  user?: number;
  q?: string;
}

export function validateSyncSearch(search: Record<string, unknown>): SyncSearch {
  return {
    tab: oneOf(search.tab, tabs),
    service: oneOf(search.service, services),
    outcome: oneOf(search.outcome, outcomes),
    page: positiveInt(search.page),
    user: positiveInt(search.user),
    q: searchText(search.q),
  };
}

export const syncLoaderDeps = depsOf(validateSyncSearch);
