// The engine's public interface: what React and other areas may call.
import type { PlayerSettings } from './player-settings';
import type { PlayerState } from './types';

export interface TrackOptions {
  readonly src: string | null;
  readonly autoplay: boolean;
  readonly preload: boolean | 'metadata';
  /** The bar's props; stored values win over them. */
  readonly defaults: PlayerSettings;
}

export interface PlayerEngine {
  getState(): PlayerState;
  subscribe(listener: () => void): () => void;
  /** The live position in seconds (updated every progress interval while playing). */
  getPosition(): number;
  subscribeProgress(listener: () => void): () => void;
  setProgressInterval(ms: number): void;
  setTrack(options: TrackOptions): void;
  play(): void;
  pause(): void;
  togglePlay(): void;
  seek(seconds: number): void;
  seekBy(deltaSeconds: number): void;
  setVolume(volume: number): void;
  changeVolume(delta: number): void;
  toggleMute(): void;
  setLoop(loop: boolean): void;
  toggleLoop(): void;
  dispose(): void;
}
