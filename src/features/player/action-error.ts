// The German sentence for a failed admin action: the game server's 503 says that the server is
// offline and that nothing was done (the app does not send it again by itself), else the
// server's own words.
import { isAxiosError } from 'axios';
import { shouldRetry } from '../../api/retry-policy';
import { describeError } from '../../lib/describe-error';
import { playerAdminTexts } from './texts';

export const isServerOffline = (error: unknown) => isAxiosError(error) && error.response?.status === 503;

export const actionError = (error: unknown) =>
  isServerOffline(error) ? playerAdminTexts.actions.serverOffline : describeError(error);

/**
 * Queries of the live server: an offline server (503) is said at once, not asked again and
 * again; otherwise the app's rule (never on 4xx), at most twice (as /acp/server does).
 */
export const noRetryWhenOffline = (count: number, error: unknown) =>
  !isServerOffline(error) && count < 2 && shouldRetry(count, error);
