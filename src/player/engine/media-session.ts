// Connects the engine to the browser's Media Session (lock screen, media keys,
// the browser's media hub): metadata, action handlers, playback and position state.
import type { PlayerEngine } from './player-engine';

export interface MediaSessionTrack {
  readonly title: string;
  readonly artist: string;
  readonly artwork?: string;
}

export interface SeekSteps {
  readonly rewind: number;
  readonly forward: number;
}

const artworkType = (src: string) =>
  /^data:image\/svg|\.svg(\?|$)/i.test(src) ? 'image/svg+xml' : /\.png(\?|$)/i.test(src) ? 'image/png' : 'image/jpeg';

const attempt = (fn: () => void) => {
  try {
    fn();
  } catch {
    // Older browsers reject unknown actions or position states; the player works without them.
  }
};

/** Returns the disconnect function. Does nothing where the Media Session API is missing. */
export function connectMediaSession(engine: PlayerEngine, track: MediaSessionTrack, steps: SeekSteps): () => void {
  const session = typeof navigator === 'undefined' ? undefined : navigator.mediaSession;
  if (!session) return () => undefined;

  if (typeof MediaMetadata !== 'undefined') {
    const artwork = track.artwork ? [{ src: track.artwork, sizes: '256x256', type: artworkType(track.artwork) }] : [];
    attempt(() => (session.metadata = new MediaMetadata({ title: track.title, artist: track.artist, artwork })));
  }
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => engine.play()],
    ['pause', () => engine.pause()],
    ['seekbackward', (details) => engine.seekBy(-(details.seekOffset ?? steps.rewind))],
    ['seekforward', (details) => engine.seekBy(details.seekOffset ?? steps.forward)],
    ['seekto', (details) => details.seekTime !== undefined && engine.seek(details.seekTime)],
  ];
  handlers.forEach(([action, handler]) => attempt(() => session.setActionHandler(action, handler)));

  const sync = () => {
    const state = engine.getState();
    session.playbackState = state.status === 'playing' ? 'playing' : state.src ? 'paused' : 'none';
    if (state.duration > 0) {
      const position = Math.min(Math.max(0, engine.getPosition()), state.duration);
      attempt(() => session.setPositionState({ duration: state.duration, playbackRate: 1, position }));
    }
  };
  sync();
  const unsubscribe = engine.subscribe(sync);

  return () => {
    unsubscribe();
    handlers.forEach(([action]) => attempt(() => session.setActionHandler(action, null)));
    attempt(() => (session.metadata = null));
    session.playbackState = 'none';
  };
}
