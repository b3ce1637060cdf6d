// True once the browser has painted and is idle: for UI that the first paint does not
// need (toast views, the player bar's controls), so its code never delays the start.
import { useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 500 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setReady(true), 50);
    return () => window.clearTimeout(handle);
  }, []);
  return ready;
}
