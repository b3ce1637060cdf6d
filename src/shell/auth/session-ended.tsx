// A request answered 401 while the person was signed in: the session ended mid-task (issue #30,
// point 2). The login state goes to signed out at once, so login polling asks every 15 s and
// the pages see it; one notice (one id, however many requests failed) says that the input is
// kept and how to sign in. The forms keep their input themselves (drafts, src/components/form).
// Loaded by the QueryClient on the first 401 (src/app/query-client.ts).
import { Link } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import type { LoginStatus } from '../../api/generated/model/loginStatus';
import { getGetLoggedInQueryKey } from '../../api/generated/start/session';
import { notifier } from '../../components/feedback/toaster';
import { sessionTexts } from './texts';
import { keepRightsUntilAnswered } from './use-login-polling';
import { SESSION_ENDED_NOTICE } from './use-signed-in-notice';

function SessionEndedBody() {
  return (
    <>
      {sessionTexts.sessionEndedBody}{' '}
      <Link asChild fontWeight="medium">
        <RouterLink to="/myProfile">{sessionTexts.signIn}</RouterLink>
      </Link>
    </>
  );
}

export function sessionEnded(client: QueryClient): void {
  const key = getGetLoggedInQueryKey();
  // Only a signed-in session can end; signed out or not yet known, the pages say so themselves.
  if (client.getQueryData<LoginStatus>(key)?.loggedIn !== true) return;
  keepRightsUntilAnswered();
  client.setQueryData<LoginStatus>(key, { loggedIn: false });
  notifier.create({
    id: SESSION_ENDED_NOTICE,
    type: 'warning',
    title: sessionTexts.sessionEndedTitle,
    description: <SessionEndedBody />,
    // Stays until the person has signed in again (the signed-in notice replaces it) or closes it.
    duration: Infinity,
  });
}
