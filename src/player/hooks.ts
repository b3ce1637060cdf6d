// React bindings of the engine. Components never touch howler; they read state
// here and call the engine's commands.
import { useSyncExternalStore } from 'react';
import type { PlayerEngine } from './engine/player-engine';
import type { PlayerState } from './engine/types';
import { getPlayerEngine } from './engine-instance';

/** Discrete state (status, duration, volume, ...): changes on events, not while time passes. */
export function usePlayerState(engine: PlayerEngine = getPlayerEngine()): PlayerState {
  return useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
}

export type PlayerCommands = Pick<
  PlayerEngine,
  'play' | 'pause' | 'togglePlay' | 'seek' | 'seekBy' | 'setVolume' | 'toggleMute' | 'setLoop' | 'toggleLoop'
>;

/** Commands for other areas (e.g. a play button on the artist page); stable, never re-renders. */
export function usePlayerCommands(): PlayerCommands {
  return getPlayerEngine();
}
