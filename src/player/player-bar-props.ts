// The bar's settings, named as in the spec, and their defaults.
import type { PlayerEngine } from './engine/player-engine';
import { defaultLabels, type PlayerLabels } from './texts';

export type PlayerLayout = 'stacked' | 'stacked-reverse' | 'horizontal' | 'horizontal-reverse';

/** A track as the bar shows it (same fields as the music catalog's Track). */
export interface PlayerTrack {
  readonly title: string;
  /** Audio URL. */
  readonly song: string;
  readonly picture?: string;
  readonly artistName: string;
}

export interface PlayerBarProps {
  /** Audio URL; overrides `track.song`. */
  src: string | null;
  autoplay: boolean;
  loop: boolean;
  /** 0..1 */
  volume: number;
  muted: boolean;
  /** false: nothing (not even howler) loads before the first play. */
  preload: boolean | 'metadata';
  layout: PlayerLayout;
  labels: Partial<PlayerLabels>;
  /** Milliseconds between progress updates while playing. */
  progressUpdateInterval: number;
  /** Seconds. */
  rewindStep: number;
  /** Seconds. */
  forwardStep: number;
  /** 0..1 per step of the volume slider. */
  volumeStep: number;
}

export type PlayerBarInput = Partial<PlayerBarProps> & {
  track?: PlayerTrack;
  /** The engine to drive; the app's shared one by default (tests pass their own). */
  engine?: PlayerEngine;
};

export const defaultPlayerBarProps: Omit<PlayerBarProps, 'src'> = {
  autoplay: false,
  loop: false,
  volume: 1,
  muted: false,
  preload: false,
  layout: 'stacked',
  labels: {},
  progressUpdateInterval: 20,
  rewindStep: 5,
  forwardStep: 5,
  volumeStep: 0.1,
};

/** Height of the fixed bar in pixels from md up; the layout pads its main area by this much. */
export const PLAYER_BAR_HEIGHT = 88;
/**
 * The bar's height as the theme defines it (src/theme: 88 px from md up, taller on phones,
 * where the track and the controls take a line each); toasts keep clear of it too.
 */
export const PLAYER_BAR_HEIGHT_VAR = 'var(--player-bar-height)';

export type ResolvedPlayerBarProps = Omit<PlayerBarProps, 'labels'> & { labels: PlayerLabels };

export function resolvePlayerBarProps(input: PlayerBarInput): ResolvedPlayerBarProps {
  const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const merged = { ...defaultPlayerBarProps, src: input.track?.song ?? null, ...defined } as PlayerBarProps;
  return { ...merged, labels: { ...defaultLabels, ...input.labels } };
}
