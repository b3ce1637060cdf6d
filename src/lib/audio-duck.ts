// Short sounds of the app (the dispatch tone of vcad) lower the music while they play and give
// the volume back afterwards. The sound asks here and the player engine listens: lib sits below
// both, so an area never imports the player. The user's volume setting is never touched.

/** The share of the music's volume left while a short sound plays. */
export const DUCK_LEVEL = 0.2;

type DuckListener = (until: number) => void;
const listeners = new Set<DuckListener>();

/** Lowers the music for `ms` milliseconds (a later call extends the time, never shortens it). */
export function duckMusic(ms: number): void {
  const until = Date.now() + ms;
  listeners.forEach((listener) => listener(until));
}

/** Called with the moment the music may be loud again; returns the unsubscribe. */
export function onDuckMusic(listener: DuckListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
