// The toast and notification stores (Chakra/zag toaster). Loaded on the first toast or
// after the first paint; toaster.tsx forwards to them.
import { createToaster } from '@chakra-ui/react';
import { MAX_VISIBLE, TOAST_DURATION_MS, TOAST_EXIT_MS, TOAST_OFFSETS } from './toast-timing';

export const toaster = createToaster({
  placement: 'bottom-start',
  max: MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  removeDelay: TOAST_EXIT_MS,
  offsets: TOAST_OFFSETS,
  pauseOnPageIdle: true,
});

export const notifier = createToaster({
  placement: 'top-end',
  max: MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  removeDelay: TOAST_EXIT_MS,
});
