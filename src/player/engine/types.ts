// The player's state and the small sound interface the engine drives.
// Howler sits behind `SoundFactory`; tests pass a fake one.

export type PlayerStatus = 'loading' | 'playing' | 'paused' | 'ended' | 'error';

/** Why the track cannot play: network failure, a file the browser cannot decode, or a missing/unsupported file. */
export type PlayerErrorKind = 'network' | 'decode' | 'unavailable';

export interface PlayerState {
  readonly status: PlayerStatus;
  /** The audio URL of the current track, or null before a track is set. */
  readonly src: string | null;
  /** True once the sound has loaded its metadata (duration known from the file). */
  readonly loaded: boolean;
  /** Seconds; the position at the last discrete change (live position: `engine.getPosition()`). */
  readonly position: number;
  /** Seconds; 0 while unknown. */
  readonly duration: number;
  /** The last volume the user chose (0 < volume <= 1); the sound plays at 0 while muted. */
  readonly volume: number;
  readonly muted: boolean;
  readonly loop: boolean;
  readonly error: PlayerErrorKind | null;
  /** The browser refused to start playback without a user gesture. */
  readonly autoplayBlocked: boolean;
}

export interface SoundCallbacks {
  onLoad(duration: number): void;
  onLoadError(kind: PlayerErrorKind): void;
  onPlay(): void;
  onPause(): void;
  onEnd(): void;
  /** The browser blocked `play()` (autoplay policy). */
  onPlayBlocked(): void;
}

export interface SoundOptions extends SoundCallbacks {
  readonly src: string;
  readonly volume: number;
  readonly loop: boolean;
  readonly preload: boolean | 'metadata';
}

/** What the engine needs from one loaded sound. */
export interface SoundHandle {
  play(): void;
  pause(): void;
  /** Current position in seconds. */
  position(): number;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  setLoop(loop: boolean): void;
  unload(): void;
}

/** Creates a sound; async so the audio library can be imported on first need. */
export type SoundFactory = (options: SoundOptions) => Promise<SoundHandle>;
