// Query options of the case screens (list, detail and its sections, audit) and what a change
// to a case touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetVcomCaseQueryKey,
  getGetVcomCaseQueryOptions,
  getListVcomCaseAuditQueryKey,
  getListVcomCaseAuditQueryOptions,
  getListVcomCaseEntriesQueryOptions,
  getListVcomCaseEvidenceQueryOptions,
  getListVcomCaseNotesQueryOptions,
  getListVcomCasePersonsQueryOptions,
  getListVcomCasesQueryKey,
  getListVcomCasesQueryOptions,
  getListVcomCitizenAuditQueryOptions,
} from '../../../api/generated/endpoints/vcom/vcom';
import { skipOf } from '../../../components/views/search-values';
import { PAGE_SIZE } from '../queries';
import type { VcomSearch } from '../search-params';

export function caseListOptions({ caseStatus, mine, q, page }: Pick<VcomSearch, 'caseStatus' | 'mine' | 'q' | 'page'>) {
  const skip = skipOf(page, PAGE_SIZE);
  return getListVcomCasesQueryOptions({
    limit: PAGE_SIZE,
    ...(skip ? { skip } : {}),
    ...(caseStatus ? { status: caseStatus } : {}),
    ...(mine ? { mine: true } : {}),
    ...(q ? { q } : {}),
  });
}

export const caseOptions = (id: number) => getGetVcomCaseQueryOptions(id);
export const caseEntriesOptions = (id: number) => getListVcomCaseEntriesQueryOptions(id, { limit: 50 });
export const caseNotesOptions = (id: number) => getListVcomCaseNotesQueryOptions(id, { limit: 50 });
export const casePersonsOptions = (id: number) => getListVcomCasePersonsQueryOptions(id);
export const caseEvidenceOptions = (id: number) => getListVcomCaseEvidenceQueryOptions(id);
export const caseAuditOptions = (id: number) => getListVcomCaseAuditQueryOptions(id, { limit: 50 });
export const citizenAuditOptions = (id: number) => getListVcomCitizenAuditQueryOptions(id, { limit: 50 });

/** A case changed: its detail, its audit trail and the lists are refetched. */
export function caseChanged(client: QueryClient, id: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetVcomCaseQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcomCaseAuditQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcomCasesQueryKey() }),
  ]);
}
