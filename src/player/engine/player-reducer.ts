// The player's state changes as plain transitions (no audio, no React, no storage):
// the engine feeds it events from the sound and from commands, then applies the result.
import type { PlayerErrorKind, PlayerState } from './types';

export type PlayerEvent =
  | { type: 'track-set'; src: string; position: number; duration: number }
  | { type: 'load-started' }
  | { type: 'loaded'; duration: number }
  | { type: 'load-failed'; kind: PlayerErrorKind }
  | { type: 'played' }
  | { type: 'paused'; position: number }
  | { type: 'ended' }
  | { type: 'autoplay-blocked' }
  | { type: 'seeked'; position: number }
  | { type: 'volume-set'; volume: number }
  | { type: 'mute-set'; muted: boolean }
  | { type: 'mute-toggled' }
  | { type: 'loop-set'; loop: boolean };

/** Used when the user unmutes without ever having chosen a volume above 0. */
export const FALLBACK_VOLUME = 1;

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

export function initialPlayerState(settings: { volume: number; muted: boolean; loop: boolean }): PlayerState {
  const volume = clamp(settings.volume, 0, 1);
  return {
    status: 'paused',
    src: null,
    loaded: false,
    position: 0,
    duration: 0,
    // Volume 0 is "muted at the last volume"; without a last volume, unmuting goes to full.
    volume: volume > 0 ? volume : FALLBACK_VOLUME,
    muted: settings.muted || volume === 0,
    loop: settings.loop,
    error: null,
    autoplayBlocked: false,
  };
}

/** The volume the sound actually plays at. */
export const effectiveVolume = (state: PlayerState) => (state.muted ? 0 : state.volume);

/** True when a play command can do anything. */
export const canPlay = (state: PlayerState) => state.src !== null && state.status !== 'error';

export function reducePlayer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'track-set':
      return {
        ...state,
        status: 'paused',
        src: event.src,
        loaded: false,
        position: Math.max(0, event.position),
        duration: Number.isFinite(event.duration) ? Math.max(0, event.duration) : 0,
        error: null,
        autoplayBlocked: false,
      };
    case 'load-started':
      return state.status === 'error' ? state : { ...state, status: 'loading' };
    case 'loaded': {
      // A stream without a known length reports Infinity: treat it as unknown (0).
      const duration = Number.isFinite(event.duration) ? Math.max(0, event.duration) : 0;
      const position = duration > 0 ? Math.min(state.position, duration) : state.position;
      const status = state.status === 'loading' ? 'paused' : state.status;
      return { ...state, loaded: true, duration, position, status };
    }
    case 'load-failed':
      return { ...state, status: 'error', error: event.kind, autoplayBlocked: false };
    case 'played':
      return state.status === 'error' ? state : { ...state, status: 'playing', autoplayBlocked: false };
    case 'paused':
      if (state.status === 'error' || state.status === 'ended') return state;
      return { ...state, status: 'paused', position: Math.max(0, event.position) };
    case 'ended':
      if (state.status === 'error') return state;
      // With loop on the sound starts again by itself: still playing, from the start.
      return state.loop
        ? { ...state, status: 'playing', position: 0 }
        : { ...state, status: 'ended', position: state.duration };
    case 'autoplay-blocked':
      return state.status === 'error' ? state : { ...state, status: 'paused', autoplayBlocked: true };
    case 'seeked': {
      const max = state.duration > 0 ? state.duration : Number.POSITIVE_INFINITY;
      const position = clamp(event.position, 0, max);
      const status = state.status === 'ended' && position < state.duration ? 'paused' : state.status;
      return { ...state, position, status };
    }
    case 'volume-set': {
      const volume = clamp(event.volume, 0, 1);
      return volume === 0 ? { ...state, muted: true } : { ...state, volume, muted: false };
    }
    case 'mute-set':
      return { ...state, muted: event.muted };
    case 'mute-toggled':
      return { ...state, muted: !state.muted };
    case 'loop-set':
      return { ...state, loop: event.loop };
  }
}
