// The one QueryClient. Retries follow src/api/retry-policy.ts: network errors, timeouts,
// unreadable answers and 5xx up to 3 times, never on 4xx.
import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '../api/retry-policy';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        // A route loader fetches first; when that failed after its retries, the page mounts
        // with the error and offers "Erneut versuchen" instead of starting the same retries
        // again (which doubled the requests to 8 per query).
        retryOnMount: false,
        // A failed query waits for "Erneut versuchen" (or a reconnect) instead of asking the
        // failing backend again on every focus change.
        refetchOnWindowFocus: (query) => query.state.status !== 'error',
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
