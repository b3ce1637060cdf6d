// When a failed query is asked again: network errors, timeouts, unreadable answers and 5xx up
// to 3 times (at most 4 requests per query), never on 4xx: a 403 or 422 will not change by
// asking again, and a 429 asks us to send less, not more. The one QueryClient uses it for every
// query; a query with a stricter rule of its own builds on it.
import { isAxiosError } from 'axios';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3) return false;
  if (isAxiosError(error)) {
    const status = error.response?.status;
    if (status !== undefined && status >= 400 && status < 500) return false;
  }
  return true;
}
