// The one QueryClient. Retries: network errors, timeouts, unreadable answers and 5xx up to
// 3 times (at most 4 requests per query), never on 4xx: a 403 or 422 will not change by
// asking again, and a 429 asks us to send less, not more.
import { QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3) return false;
  if (isAxiosError(error)) {
    const status = error.response?.status;
    if (status !== undefined && status >= 400 && status < 500) return false;
  }
  return true;
}

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
