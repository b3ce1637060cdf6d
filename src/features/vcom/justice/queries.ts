// Query options of the court views and what a change touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetVcomCitizenQueryKey,
  getGetVcomCourtCaseJudgmentQueryKey,
  getGetVcomCourtCaseJudgmentQueryOptions,
  getGetVcomCourtCaseQueryKey,
  getGetVcomCourtCaseQueryOptions,
  getListVcomCitizenRecordsQueryKey,
  getListVcomCourtCasePartiesQueryKey,
  getListVcomCourtCasePartiesQueryOptions,
  getListVcomCourtCasesQueryKey,
  getListVcomCourtCasesQueryOptions,
  getListVcomHearingsQueryKey,
  getListVcomHearingsQueryOptions,
  getListVcomCourtCaseAuditQueryKey,
  getListVcomCourtCaseAuditQueryOptions,
  getListVcomCourtCaseNotesQueryOptions,
  getListVcomCourtDocumentsQueryOptions,
  getGetVcomJudgmentQueryOptions,
  getListVcomJudgmentsQueryOptions,
  getListVcomLawyersQueryOptions,
  getListVcomPetitionsQueryOptions,
  getGetVcomPetitionQueryOptions,
} from '../../../api/generated/endpoints/vcom/vcom';

export const courtCasesOptions = () => getListVcomCourtCasesQueryOptions({ limit: 50 });
export const courtCaseOptions = (id: number) => getGetVcomCourtCaseQueryOptions(id);
export const partiesOptions = (id: number) => getListVcomCourtCasePartiesQueryOptions(id);
export const hearingsOptions = (id: number) => getListVcomHearingsQueryOptions(id);
/** The case's judgment; a 404 means none yet (no retry, no error state). */
export const judgmentOptions = (id: number) => getGetVcomCourtCaseJudgmentQueryOptions(id, { query: { retry: false } });

export const documentsOptions = (id: number) => getListVcomCourtDocumentsQueryOptions(id);
export const notesOptions = (id: number) => getListVcomCourtCaseNotesQueryOptions(id, { limit: 50 });
export const auditOptions = (id: number) => getListVcomCourtCaseAuditQueryOptions(id, { limit: 50 });
export const judgmentsOptions = (q: string) => getListVcomJudgmentsQueryOptions({ limit: 50, ...(q ? { q } : {}) });
export const judgmentByIdOptions = (id: number) => getGetVcomJudgmentQueryOptions(id);
export const lawyersOptions = () => getListVcomLawyersQueryOptions();
export const petitionsOptions = () => getListVcomPetitionsQueryOptions({ limit: 50 });
export const petitionOptions = (id: number) => getGetVcomPetitionQueryOptions(id);

/** The case changed (hearings, parties, judgment): it and its lists refetch. */
export function courtCaseChanged(client: QueryClient, id: number, defendantId?: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetVcomCourtCaseQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcomCourtCasesQueryKey() }),
    client.invalidateQueries({ queryKey: getListVcomCourtCasePartiesQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcomHearingsQueryKey(id) }),
    client.invalidateQueries({ queryKey: getGetVcomCourtCaseJudgmentQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcomCourtCaseAuditQueryKey(id) }),
    ...(defendantId
      ? [
          client.invalidateQueries({ queryKey: getListVcomCitizenRecordsQueryKey(defendantId) }),
          client.invalidateQueries({ queryKey: getGetVcomCitizenQueryKey(defendantId) }),
        ]
      : []),
  ]);
}
