// Query options of the HR views and what a change touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetVcomApplicationQueryKey,
  getGetVcomApplicationQueryOptions,
  getGetVcomHrFileQueryKey,
  getGetVcomHrFileQueryOptions,
  getListVcomApplicationCommentsQueryKey,
  getListVcomApplicationCommentsQueryOptions,
  getListVcomApplicationsQueryKey,
  getListVcomApplicationsQueryOptions,
  getListVcomCalendarSlotsQueryKey,
  getListVcomCalendarSlotsQueryOptions,
  getListVcomHrFilesQueryKey,
  getListVcomHrFilesQueryOptions,
  getListVcomHrHistoryQueryKey,
  getListVcomHrHistoryQueryOptions,
  getListVcomMyApplicationsQueryKey,
  getListVcomMyApplicationsQueryOptions,
  getListVcomSanctionsQueryKey,
  getListVcomSanctionsQueryOptions,
  getGetVcomApplicationFormQueryKey,
  getGetVcomApplicationFormQueryOptions,
  getGetVcomHrStatisticsQueryOptions,
  getListVcomHrFileNotesQueryKey,
  getListVcomHrFileNotesQueryOptions,
  getListVcomTrainingCoursesQueryKey,
  getListVcomTrainingCoursesQueryOptions,
  getListVcomTrainingsQueryKey,
  getListVcomTrainingsQueryOptions,
  getListVcomVacanciesQueryKey,
  getListVcomVacanciesQueryOptions,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomApplicationStatus } from '../../../api/generated/model/vcomApplicationStatus';

export const applicationsOptions = (team: TeamKey, status?: VcomApplicationStatus) =>
  getListVcomApplicationsQueryOptions({ team, limit: 50, ...(status ? { status } : {}) });
export const applicationOptions = (id: number) => getGetVcomApplicationQueryOptions(id);
export const myApplicationsOptions = () => getListVcomMyApplicationsQueryOptions({ limit: 50 });
export const commentsOptions = (id: number) => getListVcomApplicationCommentsQueryOptions(id, { limit: 100 });
/** The organisation's free interview slots: an invitation books one of them. */
export const freeInterviewSlotsOptions = (team: TeamKey) =>
  getListVcomCalendarSlotsQueryOptions({ team, kind: 'interview', status: 'free', limit: 50 });
export const hrFilesOptions = (team: TeamKey) => getListVcomHrFilesQueryOptions({ team, limit: 50 });
export const hrFileOptions = (staffId: number) => getGetVcomHrFileQueryOptions(staffId);
export const historyOptions = (staffId: number) => getListVcomHrHistoryQueryOptions(staffId, { limit: 50 });
export const sanctionsOptions = (staffId: number) => getListVcomSanctionsQueryOptions(staffId);

/** An application changed (decided, hired, withdrawn): it and every list refetch. */
export function applicationChanged(client: QueryClient, id: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetVcomApplicationQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcomApplicationsQueryKey() }),
    client.invalidateQueries({ queryKey: getListVcomMyApplicationsQueryKey() }),
    client.invalidateQueries({ queryKey: getListVcomHrFilesQueryKey() }),
  ]);
}

/** An HR file changed: it, its history and sanctions and the list refetch. */
export function hrFileChanged(client: QueryClient, staffId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetVcomHrFileQueryKey(staffId) }),
    client.invalidateQueries({ queryKey: getListVcomHrHistoryQueryKey(staffId) }),
    client.invalidateQueries({ queryKey: getListVcomSanctionsQueryKey(staffId) }),
    client.invalidateQueries({ queryKey: getListVcomHrFilesQueryKey() }),
  ]);
}

/** A comment was added: the comment list refetches. */
export const commentsChanged = (client: QueryClient, id: number) =>
  client.invalidateQueries({ queryKey: getListVcomApplicationCommentsQueryKey(id) });

/** A slot was booked or changed: every slot list (calendar week, free interview slots) refetches. */
export const slotsChanged = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: getListVcomCalendarSlotsQueryKey() });

// The HR file's further records, the courses, the statistics and recruiting (file-records.tsx,
// courses.tsx, recruiting.tsx).
export const notesOptions = (staffId: number) => getListVcomHrFileNotesQueryOptions(staffId, { limit: 50 });
export const trainingsOptions = (staffId: number) => getListVcomTrainingsQueryOptions(staffId);
export const coursesOptions = (team: TeamKey) => getListVcomTrainingCoursesQueryOptions({ team });
export const statisticsOptions = (team: TeamKey) => getGetVcomHrStatisticsQueryOptions(team);
export const applicationFormOptions = (team: TeamKey) => getGetVcomApplicationFormQueryOptions(team);
export const vacanciesOptions = (team: TeamKey) => getListVcomVacanciesQueryOptions({ team });

/** A training was added or removed: the file (its count, history) and its trainings refetch. */
export const trainingsChanged = (client: QueryClient, staffId: number) =>
  Promise.all([
    hrFileChanged(client, staffId),
    client.invalidateQueries({ queryKey: getListVcomTrainingsQueryKey(staffId) }),
  ]);
export const notesChanged = (client: QueryClient, staffId: number) =>
  client.invalidateQueries({ queryKey: getListVcomHrFileNotesQueryKey(staffId) });
export const coursesChanged = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: getListVcomTrainingCoursesQueryKey() });
export const vacanciesChanged = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: getListVcomVacanciesQueryKey() });
export const formChanged = (client: QueryClient, team: TeamKey) =>
  client.invalidateQueries({ queryKey: getGetVcomApplicationFormQueryKey(team) });
