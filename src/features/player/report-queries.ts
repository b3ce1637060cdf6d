// The report queries as option factories (route loaders and pages share them), and what a
// change makes stale: the queue in every state and the player's own list.
import type { QueryClient } from '@tanstack/react-query';
import {
  getListMyPlayerReportsQueryKey,
  getListMyPlayerReportsQueryOptions,
  getListPlayerReportsQueryKey,
  getListPlayerReportsQueryOptions,
} from '../../api/generated/endpoints/player/player';
import { skipOf } from '../../components/views/search-values';
import type { ReportsSearch } from './report-search';

export const REPORT_PAGE_SIZE = 20;

export function reportQueueOptions({ state, page }: ReportsSearch) {
  const skip = skipOf(page, REPORT_PAGE_SIZE);
  return getListPlayerReportsQueryOptions({
    state: state ?? 'open',
    limit: REPORT_PAGE_SIZE,
    ...(skip ? { skip } : {}),
  });
}

export function myReportsOptions({ page }: ReportsSearch) {
  const skip = skipOf(page, REPORT_PAGE_SIZE);
  return getListMyPlayerReportsQueryOptions({ limit: REPORT_PAGE_SIZE, ...(skip ? { skip } : {}) });
}

export const reportsChanged = (client: QueryClient) =>
  Promise.all(
    [getListPlayerReportsQueryKey(), getListMyPlayerReportsQueryKey()].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
