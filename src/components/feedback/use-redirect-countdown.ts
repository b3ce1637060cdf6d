// A timed redirect that the user can see, speed up or stop (spec §2: 8 seconds).
import { useEffect, useRef, useState } from 'react';

export const ERROR_REDIRECT_SECONDS = 8;

/** Where the error fallback sends the user: /vcom inside the vcom workspace, else /dashboard. */
export function errorRedirectTarget(pathname: string): '/vcom' | '/dashboard' {
  return pathname.includes('vcom') ? '/vcom' : '/dashboard';
}

/** Whole seconds left until `deadline` (rounded up, never below 0). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function useRedirectCountdown(onDone: () => void, seconds = ERROR_REDIRECT_SECONDS) {
  const [remaining, setRemaining] = useState(seconds);
  const [stopped, setStopped] = useState(false);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  // One redirect timer and one display interval, both set once: the redirect does not
  // depend on every tick having re-rendered first (a busy tab, or fake time in tests).
  useEffect(() => {
    if (stopped) return;
    const deadline = Date.now() + seconds * 1000;
    const tick = setInterval(() => setRemaining(secondsLeft(deadline, Date.now())), 1000);
    const redirect = setTimeout(() => done.current(), seconds * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(redirect);
    };
  }, [stopped, seconds]);

  return { remaining, stopped, stop: () => setStopped(true) };
}
