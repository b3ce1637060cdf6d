// Tells the user (a notification, top right) when polling finds them signed in
// after they were signed out in this visit. Not on every start.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notifier } from '../../components/feedback/toaster';
import { shellTexts } from '../texts';
import { useLoginState } from './use-rights';

/** The id of the "you were signed out" notice (session-ended.tsx), closed once signed in again. */
export const SESSION_ENDED_NOTICE = 'session-ended';

export function useSignedInNotice(): void {
  const state = useLoginState();
  const previous = useRef(state);
  const client = useQueryClient();
  useEffect(() => {
    if (previous.current === 'signedOut' && state === 'signedIn') {
      notifier.dismiss(SESSION_ENDED_NOTICE);
      notifier.create({ title: shellTexts.signedIn, type: 'success' });
      // What failed with the 401 meanwhile loads again; forms keep their input regardless.
      void client.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
    }
    previous.current = state;
  }, [state, client]);
}
