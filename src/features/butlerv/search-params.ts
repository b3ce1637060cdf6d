// /acp/sync in the URL: ?tab=mappings|log|settings, ?service=chat|voice (the mapping list and
// the log's filter), ?outcome= (the log's filter), ?page= (log). Bad values are dropped, never
// thrown. Start bundle: no generated code.
import { depsOf, oneOf, positiveInt } from '../../components/views/search-values';

const tabs = { mappings: 1, log: 1, settings: 1 } as const;
const services = { chat: 1, voice: 1 } as const;
const outcomes = { ok: 1, failed: 1, skipped: 1 } as const;

export interface SyncSearch {
  tab?: keyof typeof tabs;
  service?: keyof typeof services;
  outcome?: keyof typeof outcomes;
  page?: number;
}

export function validateSyncSearch(search: Record<string, unknown>): SyncSearch {
  return {
    tab: oneOf(search.tab, tabs),
    service: oneOf(search.service, services),
    outcome: oneOf(search.outcome, outcomes),
    page: positiveInt(search.page),
  };
}

export const syncLoaderDeps = depsOf(validateSyncSearch);
