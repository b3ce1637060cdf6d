// The player's persisted settings, read and written only through lib/storage.
// MuteState is the spec's key name; the others are ours (the spec names no key for them).
import { muteStateKey } from '../../lib/mute-state-key';
import { defineKey, is, readStored, writeStored } from '../../lib/storage';

// Fallback undefined: a missing or invalid value means "use the bar's prop".
export const volumeKey = defineKey<number | undefined>('PlayerVolume', undefined, is.number(0, 1));
export const loopKey = defineKey<boolean | undefined>('PlayerLoop', undefined, is.boolean);

export interface StoredPosition {
  /** The track the position belongs to (its audio URL). */
  readonly src: string;
  readonly position: number;
  readonly duration: number;
}

const MAX_SECONDS = 24 * 60 * 60;

export const positionKey = defineKey<StoredPosition | null>('PlayerPosition', null, (raw) => {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { src, position, duration } = raw as Record<string, unknown>;
  const seconds = is.number(0, MAX_SECONDS);
  const p = seconds(position);
  const d = seconds(duration);
  if (typeof src !== 'string' || src.length > 2048 || p === undefined || d === undefined) return undefined;
  return { src, position: p, duration: d };
});

export interface PlayerSettings {
  readonly volume: number;
  readonly muted: boolean;
  readonly loop: boolean;
}

/** Stored values win over the given defaults (the bar's props), so a reload restores the user's choice. */
export function readPlayerSettings(defaults: PlayerSettings): PlayerSettings {
  return {
    volume: readStored(volumeKey) ?? defaults.volume,
    muted: readStored(muteStateKey) ?? defaults.muted,
    loop: readStored(loopKey) ?? defaults.loop,
  };
}

export function writePlayerSettings(settings: PlayerSettings): void {
  writeStored(volumeKey, settings.volume);
  writeStored(muteStateKey, settings.muted);
  writeStored(loopKey, settings.loop);
}

export function readStoredPosition(src: string): StoredPosition | null {
  const stored = readStored(positionKey);
  return stored && stored.src === src ? stored : null;
}

export function writeStoredPosition(value: StoredPosition): void {
  writeStored(positionKey, value);
}
