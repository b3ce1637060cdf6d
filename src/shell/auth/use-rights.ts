// The rights data of the signed-in user (spec §3): the loggedIn answer, once
// `loggedIn` is true. null while unknown or signed out.
import { useGetLoggedIn } from '../../api/generated/start/session';
import type { LoginStatus } from '../../api/generated/model/loginStatus';

export type RightsData = LoginStatus & { loggedIn: true };

export function useRightsData(): RightsData | null {
  const { data } = useGetLoggedIn();
  return data?.loggedIn === true ? (data as RightsData) : null;
}

/** 'signedIn', 'signedOut' or 'unknown' (not answered yet or failed). */
export function useLoginState(): 'signedIn' | 'signedOut' | 'unknown' {
  const { data } = useGetLoggedIn();
  if (!data) return 'unknown';
  return data.loggedIn ? 'signedIn' : 'signedOut';
}
