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
} from '../../../api/generated/endpoints/vcom/vcom';

export const courtCasesOptions = () => getListVcomCourtCasesQueryOptions({ limit: 50 });
export const courtCaseOptions = (id: number) => getGetVcomCourtCaseQueryOptions(id);
export const partiesOptions = (id: number) => getListVcomCourtCasePartiesQueryOptions(id);
export const hearingsOptions = (id: number) => getListVcomHearingsQueryOptions(id);
/** The case's judgment; a 404 means none yet (no retry, no error state). */
export const judgmentOptions = (id: number) => getGetVcomCourtCaseJudgmentQueryOptions(id, { query: { retry: false } });

/** The case changed (hearings, parties, judgment): it and its lists refetch. */
export function courtCaseChanged(client: QueryClient, id: number, defendantId?: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetVcomCourtCaseQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcomCourtCasesQueryKey() }),
    client.invalidateQueries({ queryKey: getListVcomCourtCasePartiesQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcomHearingsQueryKey(id) }),
    client.invalidateQueries({ queryKey: getGetVcomCourtCaseJudgmentQueryKey(id) }),
    ...(defendantId
      ? [
          client.invalidateQueries({ queryKey: getListVcomCitizenRecordsQueryKey(defendantId) }),
          client.invalidateQueries({ queryKey: getGetVcomCitizenQueryKey(defendantId) }),
        ]
      : []),
  ]);
}
