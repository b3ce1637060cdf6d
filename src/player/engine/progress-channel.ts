// The live playback position as its own tiny store: only subscribers of this
// channel (the seek bar) hear the ticks, so nothing else re-renders while a track plays.

export interface ProgressChannel {
  get(): number;
  /** Sets the position and tells subscribers when it changed. */
  set(position: number): void;
  subscribe(listener: () => void): () => void;
  /** Runs `tick` every `interval` ms while `active` and someone listens. */
  run(active: boolean, tick: () => void): void;
  setInterval(ms: number): void;
  stop(): void;
}

export const DEFAULT_PROGRESS_INTERVAL = 20;

export function createProgressChannel(initial = 0): ProgressChannel {
  let position = initial;
  let interval = DEFAULT_PROGRESS_INTERVAL;
  let timer: ReturnType<typeof setInterval> | null = null;
  let active = false;
  let tick: () => void = () => undefined;
  const listeners = new Set<() => void>();

  const sync = () => {
    const shouldRun = active && listeners.size > 0;
    if (shouldRun && timer === null) timer = setInterval(() => tick(), interval);
    if (!shouldRun && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };

  return {
    get: () => position,
    set(next) {
      if (next === position) return;
      position = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      sync();
      return () => {
        listeners.delete(listener);
        sync();
      };
    },
    run(nextActive, nextTick) {
      active = nextActive;
      tick = nextTick;
      sync();
    },
    setInterval(ms) {
      const next = Number.isFinite(ms) && ms >= 1 ? ms : DEFAULT_PROGRESS_INTERVAL;
      if (next === interval) return;
      interval = next;
      if (timer !== null) {
        clearInterval(timer);
        timer = null;
        sync();
      }
    },
    stop() {
      active = false;
      sync();
    },
  };
}
