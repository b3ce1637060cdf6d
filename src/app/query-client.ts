// The one QueryClient. Retries follow src/api/retry-policy.ts: network errors, timeouts,
// unreadable answers and 5xx up to 3 times, never on 4xx.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { shouldRetry } from '../api/retry-policy';

export function createQueryClient(): QueryClient {
  // A 401 to any request (query or mutation) means the session ended: the shell signs out at
  // once, so polling starts, and tells the person once. Its code loads on the first 401 only.
  const onError = (error: unknown) => {
    if (isAxiosError(error) && error.response?.status === 401) {
      void import('../shell/auth/session-ended').then((m) => m.sessionEnded(client));
    }
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
      // A send while offline fails at once and says so, with the input kept, instead of waiting
      // paused behind a spinner and going off later unseen (issue #30 point 5).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
