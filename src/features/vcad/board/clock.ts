// One shared clock for the ages on the board ("seit 5 Min."): a single timer while anything
// shows an age, and only the age cells render again when it ticks, not the board.
import { useSyncExternalStore } from 'react';

const TICK_MS = 15_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time, renewed every 15 s. */
export const useClock = () => useSyncExternalStore(subscribe, () => now);

/** "12 Min.", "1 Std. 5 Min.": how long ago `iso` was, for the board's age column. */
export function ageOf(iso: string, at: number): string {
  const minutes = Math.max(0, Math.floor((at - Date.parse(iso)) / 60_000));
  if (Number.isNaN(minutes)) return '';
  if (minutes < 60) return `${minutes} Min.`;
  return `${Math.floor(minutes / 60)} Std. ${minutes % 60} Min.`;
}
