// Route loaders prefetch with the generated query options. A query that has just
// failed shows its error and a retry button on the page; a preload (hover, focus on a
// link) must not ask the server again behind the user's back. Opening the page still
// fetches again: a query in error state refetches when its component mounts.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** True when the query's last fetch failed (it shows its error and retry button). */
export function lastFetchFailed(client: QueryClient, queryKey: QueryKey): boolean {
  return client.getQueryState(queryKey)?.status === 'error';
}

export function prefetchUnlessFailed<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  if (lastFetchFailed(client, options.queryKey)) return Promise.resolve();
  return client.prefetchQuery(options);
}
