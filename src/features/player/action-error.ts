// The German sentence for a failed admin action: the game server's 503 says that the server is
// offline and that nothing was done (the app does not send it again by itself), else the
// server's own words.
import { isAxiosError } from 'axios';
import { describeError } from '../../lib/describe-error';
import { playerAdminTexts } from './texts';

export const isServerOffline = (error: unknown) => isAxiosError(error) && error.response?.status === 503;

export const actionError = (error: unknown) =>
  isServerOffline(error) ? playerAdminTexts.actions.serverOffline : describeError(error);
