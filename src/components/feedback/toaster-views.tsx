// The toast views: Chakra's toaster machines and markup. Loaded after the first paint
// (see Toasters in toaster.tsx); toasts created before that wait in the stores.
import { Toaster as ChakraToaster, Portal, Stack, Toast, type CreateToasterReturn } from '@chakra-ui/react';
import { feedbackTexts } from './texts';
import { notifier, toaster } from './toast-stores';
import { TOAST_ENTER_MS, TOAST_EXIT_MS } from './toast-timing';

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

export default function ToasterViews() {
  return (
    <Portal>
      <ToastList store={toaster} label={feedbackTexts.toasts} />
      <ToastList store={notifier} label={feedbackTexts.notifications} />
    </Portal>
  );
}
