// Route loaders prefetch with the generated query options. A query that has just
// failed shows its error and a retry button on the page; a preload (hover, focus on a
// link) must not ask the server again behind the user's back. Opening the page still
// fetches again: a query in error state refetches when its component mounts.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

export function prefetchUnlessFailed<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  if (client.getQueryState(options.queryKey)?.status === 'error') return Promise.resolve();
  return client.prefetchQuery(options);
}
