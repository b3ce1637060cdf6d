// The only module that touches howler. It is imported on first need (dynamic
// import), so a visitor who never presses play never downloads the library.
import type { PlayerErrorKind, SoundFactory, SoundHandle } from './types';

/** Howler reports HTML5 media error codes as numbers and its own failures as sentences. */
export function errorKindOf(error: unknown): PlayerErrorKind {
  if (error === 2) return 'network'; // MEDIA_ERR_NETWORK
  if (error === 3) return 'decode'; // MEDIA_ERR_DECODE
  if (typeof error === 'string') {
    if (/status/i.test(error)) return 'network'; // "Failed loading audio file with status: 404."
    if (/decod/i.test(error)) return 'decode';
  }
  return 'unavailable'; // 4 = MEDIA_ERR_SRC_NOT_SUPPORTED (also what Chromium reports for a 404), no codec, ...
}

export const createHowlerSound: SoundFactory = async (options) => {
  const { Howl } = await import('howler');
  let id: number | undefined;
  const howl = new Howl({
    src: [options.src],
    // HTML5 audio streams the file, reports blocked autoplay as `playerror`
    // and is what the browser's Media Session attaches to.
    html5: true,
    preload: options.preload,
    volume: options.volume,
    loop: options.loop,
    onload: () => options.onLoad(howl.duration()),
    onloaderror: (_soundId, error) => options.onLoadError(errorKindOf(error)),
    onplay: () => options.onPlay(),
    onpause: () => options.onPause(),
    onend: () => options.onEnd(),
    onplayerror: () => options.onPlayBlocked(),
  });
  const handle: SoundHandle = {
    play: () => {
      id = howl.play(id);
    },
    pause: () => void howl.pause(id),
    position: () => {
      const value: unknown = id === undefined ? howl.seek() : howl.seek(id);
      return typeof value === 'number' && Number.isFinite(value) ? value : 0;
    },
    seek: (seconds) => void (id === undefined ? howl.seek(seconds) : howl.seek(seconds, id)),
    setVolume: (volume) => void howl.volume(volume),
    setLoop: (loop) => void howl.loop(loop),
    unload: () => void howl.unload(),
  };
  return handle;
};
