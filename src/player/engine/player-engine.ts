// The audio engine: owns the one sound, turns commands and sound events into
// reducer transitions, persists settings and position, and never throws.
// React reads it through subscribe/getState and the progress channel.
import type { PlayerEngine, TrackOptions } from './engine-api';
import { createHowlerSound } from './howler-sound';
import { canPlay, effectiveVolume, initialPlayerState, reducePlayer, type PlayerEvent } from './player-reducer';
import {
  readPlayerSettings,
  readStoredPosition,
  writePlayerSettings,
  writeStoredPosition,
  type PlayerSettings,
} from './player-settings';
import { createProgressChannel } from './progress-channel';
import { createSoundSlot } from './sound-slot';
import { DUCK_LEVEL, onDuckMusic } from '../../lib/audio-duck';
import type { SoundFactory, SoundHandle } from './types';

export type { PlayerEngine, TrackOptions } from './engine-api';

const POSITION_SAVE_EVERY_MS = 1000;
const DEFAULTS: PlayerSettings = { volume: 1, muted: false, loop: false };

export function createPlayerEngine(createSound: SoundFactory = createHowlerSound): PlayerEngine {
  let state = initialPlayerState(readPlayerSettings(DEFAULTS));
  const listeners = new Set<() => void>();
  const progress = createProgressChannel();
  let lastSave = 0;

  const savePosition = () => {
    if (!state.src) return;
    const position = state.status === 'ended' ? 0 : progress.get();
    writeStoredPosition({ src: state.src, position, duration: state.duration });
  };
  const tick = () => {
    const sound = slot.current();
    if (!sound || state.status !== 'playing') return;
    progress.set(Math.min(sound.position(), state.duration || Number.POSITIVE_INFINITY));
    const now = Date.now();
    if (now - lastSave >= POSITION_SAVE_EVERY_MS) {
      lastSave = now;
      savePosition();
    }
  };
  const dispatch = (event: PlayerEvent) => {
    const prev = state;
    state = reducePlayer(state, event);
    if (state === prev) return;
    if (state.status !== 'playing' || event.type === 'seeked' || prev.status !== 'playing')
      progress.set(state.position);
    if (state.volume !== prev.volume || state.muted !== prev.muted || state.loop !== prev.loop) {
      writePlayerSettings({ volume: state.volume, muted: state.muted, loop: state.loop });
    }
    if (state.status !== prev.status && state.status !== 'loading') savePosition();
    progress.run(state.status === 'playing', tick);
    listeners.forEach((listener) => listener());
  };
  const soundPosition = (sound: SoundHandle | null) => {
    const value = sound?.position();
    return value === undefined ? progress.get() : value;
  };
  const slot = createSoundSlot(
    createSound,
    {
      started: () => dispatch({ type: 'load-started' }),
      loaded: (duration) => dispatch({ type: 'loaded', duration }),
      failed: (kind) => dispatch({ type: 'load-failed', kind }),
      played: () => dispatch({ type: 'played' }),
      paused: () => dispatch({ type: 'paused', position: soundPosition(slot.current()) }),
      ended: () => dispatch({ type: 'ended' }),
      blocked: () => dispatch({ type: 'autoplay-blocked' }),
    },
    () => ({ ...soundSettings(), position: progress.get() }),
  );
  const guard =
    <A extends unknown[]>(command: (...args: A) => void) =>
    (...args: A) => {
      try {
        command(...args);
      } catch {
        dispatch({ type: 'load-failed', kind: 'unavailable' });
      }
    };
  // While another sound of the app plays (lib/audio-duck), the music plays lower; the state's
  // volume (the slider, the stored setting) stays what the user chose.
  let duckedUntil = 0;
  let duckTimer: ReturnType<typeof setTimeout> | undefined;
  const soundSettings = () => ({
    volume: effectiveVolume(state) * (duckedUntil > Date.now() ? DUCK_LEVEL : 1),
    loop: state.loop,
  });
  const stopDucking = onDuckMusic((until) => {
    if (until <= duckedUntil) return;
    duckedUntil = until;
    slot.update(soundSettings());
    clearTimeout(duckTimer);
    duckTimer = setTimeout(() => slot.update(soundSettings()), until - Date.now() + 1);
  });

  const onPageHide = () => savePosition();
  const onVisibility = () => document.visibilityState === 'hidden' && savePosition();
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
  }

  const engine: PlayerEngine = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getPosition: () => progress.get(),
    subscribeProgress: (listener) => progress.subscribe(listener),
    setProgressInterval: (ms) => progress.setInterval(ms),
    setTrack: guard((options: TrackOptions) => {
      const { volume, muted, loop } = initialPlayerState(readPlayerSettings(options.defaults));
      state = { ...state, volume, muted, loop };
      slot.update(soundSettings());
      if (options.src === state.src || options.src === null) {
        listeners.forEach((listener) => listener());
        return;
      }
      slot.unload();
      const stored = readStoredPosition(options.src);
      dispatch({
        type: 'track-set',
        src: options.src,
        position: stored?.position ?? 0,
        duration: stored?.duration ?? 0,
      });
      if (options.autoplay) engine.play();
      else if (options.preload) void slot.load(options.src, options.preload);
    }),
    play: guard(() => {
      if (!canPlay(state) || !state.src || state.status === 'playing') return;
      if (state.status === 'ended') {
        dispatch({ type: 'seeked', position: 0 });
        slot.current()?.seek(0);
      }
      slot.play(state.src);
    }),
    pause: guard(() => slot.pause()),
    togglePlay: () => (state.status === 'playing' ? engine.pause() : engine.play()),
    seek: guard((seconds: number) => {
      if (!state.src || state.status === 'error') return;
      dispatch({ type: 'seeked', position: seconds });
      slot.current()?.seek(state.position);
      savePosition();
    }),
    seekBy: (delta) => engine.seek(progress.get() + delta),
    setVolume: guard((volume: number) => {
      dispatch({ type: 'volume-set', volume });
      slot.update(soundSettings());
    }),
    changeVolume: (delta) => engine.setVolume(effectiveVolume(state) + delta),
    toggleMute: guard(() => {
      dispatch({ type: 'mute-toggled' });
      slot.update(soundSettings());
    }),
    setLoop: guard((loop: boolean) => {
      dispatch({ type: 'loop-set', loop });
      slot.update(soundSettings());
    }),
    toggleLoop: () => engine.setLoop(!state.loop),
    dispose() {
      savePosition();
      stopDucking();
      clearTimeout(duckTimer);
      progress.stop();
      slot.unload();
      listeners.clear();
      if (typeof window !== 'undefined') {
        window.removeEventListener('pagehide', onPageHide);
        document.removeEventListener('visibilitychange', onVisibility);
      }
    },
  };
  return engine;
}
