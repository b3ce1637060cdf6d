// True once the browser has painted and is idle: for UI that the first paint does not
// need (toast views, the player bar's controls), so its code never delays the start.
import { useEffect, useState } from 'react';
import { afterFirstPaint } from './after-first-paint';

export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPaint(() => setReady(true)), []);
  return ready;
}
