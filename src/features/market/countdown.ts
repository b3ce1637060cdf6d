// The time left of a lot, from the server's end time and the clock: never a local count of
// ticks, so a reload, a sleeping tab or a changed lot shows the right time at once.
import { useSyncExternalStore } from 'react';

/** Milliseconds until `endsAt` at `now` (0 once ended; 0 for an unreadable time). */
export function msLeft(endsAt: string, now: number): number {
  const end = Date.parse(endsAt);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** "2 T 04:05:06", "04:05:06", "05:06": days, then hours, minutes and seconds. */
export function formatLeft(ms: number): string {
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = hours || days ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
  return days ? `${days} T ${clock}` : clock;
}

// One clock for every countdown on the page: one timer and one listener, however many lots show.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let current = Date.now();

function tick() {
  current = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    current = Date.now();
    timer = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    }
  };
}

/**
 * The clock, read again every second and when the tab becomes visible again (timers sleep in a
 * hidden tab; the first frame after waking must not show the time of before).
 */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
