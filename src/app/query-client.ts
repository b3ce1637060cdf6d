// The one QueryClient. Retries: network errors and 5xx up to 3 times, never on 4xx
// (a 403 or 422 will not change by asking again).
import { QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3) return false;
  if (isAxiosError(error)) {
    const status = error.response?.status;
    if (status !== undefined && status >= 400 && status < 500 && status !== 429) return false;
  }
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
