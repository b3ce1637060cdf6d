// Holds the one sound: creates it on first need (the factory may import the audio
// library), ignores events from sounds that were replaced, and remembers whether
// the user still wants playback when a slow creation finishes.
import type { PlayerErrorKind, SoundFactory, SoundHandle } from './types';

export interface SlotEvents {
  started(): void;
  loaded(duration: number): void;
  failed(kind: PlayerErrorKind): void;
  played(): void;
  paused(): void;
  ended(): void;
  blocked(): void;
}

export interface SlotSettings {
  readonly volume: number;
  readonly loop: boolean;
  /** Where a newly created sound starts, in seconds. */
  readonly position: number;
}

export interface SoundSlot {
  current(): SoundHandle | null;
  load(src: string, preload: boolean | 'metadata'): Promise<SoundHandle | null>;
  play(src: string): void;
  pause(): void;
  update(settings: Pick<SlotSettings, 'volume' | 'loop'>): void;
  unload(): void;
}

export function createSoundSlot(factory: SoundFactory, events: SlotEvents, read: () => SlotSettings): SoundSlot {
  let sound: SoundHandle | null = null;
  let pending: Promise<SoundHandle | null> | null = null;
  let generation = 0;
  let wantPlay = false;

  const create = async (src: string, preload: boolean | 'metadata', token: number) => {
    // Only the newest sound may report; a replaced one is silent.
    const live =
      <A extends unknown[]>(fn: (...args: A) => void) =>
      (...args: A) => {
        if (token === generation) fn(...args);
      };
    events.started();
    try {
      const settings = read();
      const created = await factory({
        src,
        preload,
        volume: settings.volume,
        loop: settings.loop,
        onLoad: live(events.loaded),
        onLoadError: live(events.failed),
        onPlay: live(events.played),
        onPause: live(events.paused),
        onEnd: live(events.ended),
        onPlayBlocked: live(() => {
          wantPlay = false;
          events.blocked();
        }),
      });
      if (token !== generation) {
        created.unload();
        return null;
      }
      sound = created;
      const { position } = read();
      if (position > 0) created.seek(position);
      return created;
    } catch {
      if (token === generation) events.failed('network'); // e.g. the audio library's chunk could not load
      return null;
    }
  };

  const slot: SoundSlot = {
    current: () => sound,
    load(src, preload) {
      pending ??= create(src, preload, generation);
      return pending;
    },
    play(src) {
      wantPlay = true;
      if (sound) {
        sound.play();
        return;
      }
      void slot.load(src, true).then((created) => {
        if (created && wantPlay) created.play();
      });
    },
    pause() {
      wantPlay = false;
      sound?.pause();
    },
    update(settings) {
      sound?.setVolume(settings.volume);
      sound?.setLoop(settings.loop);
    },
    unload() {
      generation += 1;
      wantPlay = false;
      const old = sound;
      sound = null;
      pending = null;
      old?.unload();
    },
  };
  return slot;
}
