// A fake sound for the player engine: behaves like a loaded howler sound,
// driven by the test (load, advance time, fail, block autoplay).
import { vi } from 'vitest';
import type { PlayerErrorKind, SoundFactory, SoundHandle, SoundOptions } from '../../src/player/engine/types';

export class FakeSound implements SoundHandle {
  loaded = false;
  playing = false;
  pos = 0;
  duration = 0;
  volume: number;
  loop: boolean;
  unloaded = false;
  blockPlay = false;
  throwOnPlay = false;
  private queuedPlay = false;

  constructor(readonly options: SoundOptions) {
    this.volume = options.volume;
    this.loop = options.loop;
  }

  /** The file finished loading. */
  load(duration: number) {
    this.loaded = true;
    this.duration = duration;
    this.options.onLoad(duration);
    if (this.queuedPlay) {
      this.queuedPlay = false;
      this.play();
    }
  }
  failLoad(kind: PlayerErrorKind) {
    this.options.onLoadError(kind);
  }
  /** Lets playback time pass; ends (or loops) at the end of the file. */
  advance(seconds: number) {
    if (!this.playing) return;
    this.pos += seconds;
    if (this.pos < this.duration) return;
    this.options.onEnd();
    if (this.loop) {
      this.pos = 0;
      this.options.onPlay();
    } else {
      this.pos = this.duration;
      this.playing = false;
    }
  }

  play() {
    if (this.throwOnPlay) throw new Error('boom');
    if (!this.loaded) {
      this.queuedPlay = true;
      return;
    }
    if (this.blockPlay) {
      this.options.onPlayBlocked();
      return;
    }
    if (this.pos >= this.duration) this.pos = 0;
    this.playing = true;
    this.options.onPlay();
  }
  pause() {
    this.queuedPlay = false;
    if (!this.playing) return;
    this.playing = false;
    this.options.onPause();
  }
  position() {
    return this.pos;
  }
  seek(seconds: number) {
    this.pos = seconds;
  }
  setVolume(volume: number) {
    this.volume = volume;
  }
  setLoop(loop: boolean) {
    this.loop = loop;
  }
  unload() {
    this.unloaded = true;
    this.playing = false;
  }
}

export function fakeSoundFactory(configure?: (sound: FakeSound) => void) {
  const sounds: FakeSound[] = [];
  const factory = vi.fn<SoundFactory>(async (options) => {
    const sound = new FakeSound(options);
    configure?.(sound);
    sounds.push(sound);
    return sound;
  });
  return {
    factory,
    sounds,
    last(): FakeSound {
      const sound = sounds.at(-1);
      if (!sound) throw new Error('no sound was created');
      return sound;
    },
  };
}

/** Lets pending promises (the async sound factory) settle. */
export async function flush() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
