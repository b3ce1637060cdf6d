// The only way into the player area.
export { PlayerBar } from './components/player-bar';
export { PLAYER_BAR_HEIGHT, defaultPlayerBarProps } from './player-bar-props';
export type { PlayerBarInput, PlayerBarProps, PlayerLayout, PlayerTrack } from './player-bar-props';
export { usePlayerCommands, usePlayerState } from './hooks';
export type { PlayerCommands } from './hooks';
export { defaultLabels } from './texts';
export type { PlayerLabels } from './texts';
export type { PlayerState, PlayerStatus } from './engine/types';
