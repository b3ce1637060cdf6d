// Online state of the browser, shared with TanStack Query's onlineManager: while offline,
// queries pause (no requests at all) and refetch once the connection is back. In lib, so the
// shell's banner and the areas that say they are offline (messenger, dispatch board) share it.
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** onlineManager listens to online/offline events but starts as "online"; a page opened offline says so. */
export function syncOnlineManager(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
