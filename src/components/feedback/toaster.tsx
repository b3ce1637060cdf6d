// Toasts and notifications (spec §2, §9). Toasts: at most 3, auto-hide after
// 5000 ms, bottom left, enter 225 ms / exit 195 ms. Notifications: top right, at
// most 3. Both use Chakra's toaster; the four states (entering, entered, exiting,
// exited) are the toast's open/closed data-state plus its removal after the exit.
import {
  Toaster as ChakraToaster,
  createToaster,
  Portal,
  Stack,
  Toast,
  type CreateToasterReturn,
} from '@chakra-ui/react';
import { feedbackTexts } from './texts';

export const TOAST_DURATION_MS = 5000;
export const TOAST_ENTER_MS = 225;
export const TOAST_EXIT_MS = 195;
export const MAX_VISIBLE = 3;

export const toaster = createToaster({
  placement: 'bottom-start',
  max: MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  removeDelay: TOAST_EXIT_MS,
  pauseOnPageIdle: true,
});

export const notifier = createToaster({
  placement: 'top-end',
  max: MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  removeDelay: TOAST_EXIT_MS,
});

function ToastList({ store, label }: { store: CreateToasterReturn; label: string }) {
  return (
    <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }} aria-label={label}>
      {(toast) => (
        <Toast.Root
          width={{ md: 'sm' }}
          transitionDuration={`${TOAST_ENTER_MS}ms`}
          _closed={{ transitionDuration: `${TOAST_EXIT_MS}ms` }}
        >
          <Toast.Indicator />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
            {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
          </Stack>
          <Toast.CloseTrigger aria-label={feedbackTexts.closeToast} />
        </Toast.Root>
      )}
    </ChakraToaster>
  );
}

/** Mount once, at the root. */
export function Toasters() {
  return (
    <Portal>
      <ToastList store={toaster} label={feedbackTexts.toasts} />
      <ToastList store={notifier} label={feedbackTexts.notifications} />
    </Portal>
  );
}
