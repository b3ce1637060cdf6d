// A failed live action in German: the offline server's 503 says that nothing was done (the app
// never sends it again by itself), else the server's own words.
import { isAxiosError } from 'axios';
import { shouldRetry } from '../../api/retry-policy';
import { describeError } from '../../lib/describe-error';
import { gameserverTexts } from './texts';

export const isOffline = (error: unknown) => isAxiosError(error) && error.response?.status === 503;
export const liveError = (error: unknown) => (isOffline(error) ? gameserverTexts.actionOffline : describeError(error));
/**
 * Queries of the live server: an offline server (503) is shown at once, not asked again and
 * again; otherwise the app's rule (never on 4xx: a 429 asks for fewer requests), at most twice.
 */
export const noRetryWhenOffline = (count: number, error: unknown) =>
  !isOffline(error) && count < 2 && shouldRetry(count, error);
