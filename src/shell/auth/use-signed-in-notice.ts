// Tells the user (a notification, top right) when polling finds them signed in
// after they were signed out in this visit. Not on every start.
import { useEffect, useRef } from 'react';
import { notifier } from '../../components/feedback/toaster';
import { shellTexts } from '../texts';
import { useLoginState } from './use-rights';

export function useSignedInNotice(): void {
  const state = useLoginState();
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === 'signedOut' && state === 'signedIn') {
      notifier.create({ title: shellTexts.signedIn, type: 'success' });
    }
    previous.current = state;
  }, [state]);
}
