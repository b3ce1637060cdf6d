// Login polling (spec §4): ask loggedIn on start; while `loggedIn` is not true,
// ask again every 15 000 ms; on success fetch the ACP rights and store them under
// acpRights (a failure is silently ignored). The reload flag is cleared after the
// first attempt. React Query owns every timer: none is left after success or unmount.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { acpRightsQueryOptions } from '../../api/acp-rights-query';
import { useGetLoggedIn } from '../../api/generated/start/session';
import type { LoginStatus } from '../../api/generated/model/loginStatus';
import { clearReloadFlag } from '../../lib/reload-flag';
import { removeStored, writeStored } from '../../lib/storage';
import { acpRightsKey } from '../settings/keys';

export const LOGIN_POLL_INTERVAL_MS = 15_000;

// Set when a request's 401 signed the person out (session-ended.tsx), not the server's answer:
// the stored ACP rights stay until polling hears from the server, so an admin's open form does
// not vanish the moment the session ends.
let signedOutByRequest = false;
export function keepRightsUntilAnswered(): void {
  signedOutByRequest = true;
}

export function loginPollInterval(data: LoginStatus | undefined): number | false {
  return data?.loggedIn === true ? false : LOGIN_POLL_INTERVAL_MS;
}

export function useLoginPolling(): void {
  const login = useGetLoggedIn({
    query: {
      refetchInterval: (query) => loginPollInterval(query.state.data),
      refetchIntervalInBackground: true,
    },
  });
  const signedIn = login.data?.loggedIn === true;
  const attempted = login.isFetched;

  useEffect(() => {
    if (attempted) clearReloadFlag();
  }, [attempted]);

  const acp = useQuery({ ...acpRightsQueryOptions(), enabled: signedIn });

  useEffect(() => {
    if (signedIn) signedOutByRequest = false;
    if (signedIn || !login.data) return;
    if (signedOutByRequest) signedOutByRequest = false;
    else removeStored(acpRightsKey);
    // dataUpdatedAt: the server's { loggedIn: false } after the request's one is equal data.
  }, [signedIn, login.data, login.dataUpdatedAt]);

  useEffect(() => {
    if (signedIn && acp.data) writeStored(acpRightsKey, { roles: acp.data.roles, rights: acp.data.rights });
  }, [signedIn, acp.data, acp.dataUpdatedAt]);
}
