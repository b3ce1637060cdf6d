// Toasts and notifications (spec §2, §9). Toasts: at most 3, auto-hide after
// 5000 ms, bottom left, enter 225 ms / exit 195 ms. Notifications: top right, at
// most 3. Both use Chakra's toaster; the four states (entering, entered, exiting,
// exited) are the toast's open/closed data-state plus its removal after the exit.
import type { CreateToasterReturn } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import type * as ToastStores from './toast-stores';

export { MAX_VISIBLE, TOAST_DURATION_MS, TOAST_ENTER_MS, TOAST_EXIT_MS } from './toast-timing';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];
let loaded: typeof ToastStores | undefined;
const loadStores = () =>
  import('./toast-stores').then((stores) => {
    loaded = stores;
    return stores;
  });

/** Removes every toast and notification at once, if any was ever shown (tests, between cases). */
export function removeAllToasts(): void {
  loaded?.toaster.remove();
  loaded?.notifier.remove();
}

/** Forwards to a store that loads on first use, so toasts cost the first paint nothing. */
function lazyStore(pick: (stores: typeof ToastStores) => CreateToasterReturn) {
  return {
    create(options: ToastOptions): void {
      void loadStores().then((stores) => pick(stores).create(options));
    },
    dismiss(id?: string): void {
      void loadStores().then((stores) => pick(stores).dismiss(id));
    },
  };
}

export const toaster = lazyStore((s) => s.toaster);
export const notifier = lazyStore((s) => s.notifier);

const ToasterViews = lazy(() => import('./toaster-views'));

/**
 * Mount once, at the root. The views (toast machines, markup) load once the page has
 * painted, so they cost the first paint nothing; earlier toasts wait in the stores.
 */
export function Toasters() {
  return useAfterFirstPaint() ? (
    <Suspense fallback={null}>
      <ToasterViews />
    </Suspense>
  ) : null;
}
