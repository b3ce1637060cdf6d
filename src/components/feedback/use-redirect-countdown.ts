// A timed redirect that the user can see, speed up or stop (spec §2: 8 seconds).
import { useEffect, useState } from 'react';

export const ERROR_REDIRECT_SECONDS = 8;

/** Where the error fallback sends the user: /vcom inside the vcom workspace, else /dashboard. */
export function errorRedirectTarget(pathname: string): '/vcom' | '/dashboard' {
  return pathname.includes('vcom') ? '/vcom' : '/dashboard';
}

export function useRedirectCountdown(onDone: () => void, seconds = ERROR_REDIRECT_SECONDS) {
  const [remaining, setRemaining] = useState(seconds);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (stopped) return;
    if (remaining <= 0) {
      onDone();
      return;
    }
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining, stopped, onDone]);

  return { remaining, stopped, stop: () => setStopped(true) };
}
