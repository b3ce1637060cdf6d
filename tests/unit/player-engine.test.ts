import { afterEach, describe, expect, it, vi } from 'vitest';
import { DUCK_LEVEL, duckMusic } from '../../src/lib/audio-duck';
import { createPlayerEngine, type TrackOptions } from '../../src/player/engine/player-engine';
import { fakeSoundFactory, flush } from '../utils/fake-sound';

const SRC = '/assets/song.ogg';
const track = (overrides: Partial<TrackOptions> = {}): TrackOptions => ({
  src: SRC,
  autoplay: false,
  preload: false,
  defaults: { volume: 0.8, muted: false, loop: false },
  ...overrides,
});

async function playing(options: Partial<TrackOptions> = {}, configure?: Parameters<typeof fakeSoundFactory>[0]) {
  const fake = fakeSoundFactory(configure);
  const engine = createPlayerEngine(fake.factory);
  engine.setTrack(track(options));
  engine.play();
  await flush();
  fake.last().load(10);
  return { engine, fake, sound: fake.last() };
}

afterEach(() => vi.useRealTimers());

describe('player engine', () => {
  it('creates no sound (and loads no audio library) before the first play', async () => {
    const fake = fakeSoundFactory();
    const engine = createPlayerEngine(fake.factory);
    engine.setTrack(track());
    await flush();
    expect(fake.factory).not.toHaveBeenCalled();
    expect(engine.getState()).toMatchObject({ status: 'paused', src: SRC, loaded: false });
  });

  it('plays after loading, then pauses at the current position', async () => {
    const { engine, sound } = await playing();
    expect(engine.getState()).toMatchObject({ status: 'playing', loaded: true, duration: 10 });
    sound.advance(3);
    engine.pause();
    expect(engine.getState()).toMatchObject({ status: 'paused', position: 3 });
    expect(sound.playing).toBe(false);
  });

  it('ends without loop, and play after the end starts again from 0', async () => {
    const { engine, sound } = await playing();
    sound.advance(11);
    expect(engine.getState()).toMatchObject({ status: 'ended', position: 10 });
    engine.play();
    expect(sound.pos).toBe(0);
    expect(engine.getState().status).toBe('playing');
  });

  it('with loop on, the end restarts the track and keeps playing', async () => {
    const { engine, sound } = await playing();
    engine.toggleLoop();
    expect(sound.loop).toBe(true);
    sound.advance(11);
    expect(engine.getState()).toMatchObject({ status: 'playing', position: 0, loop: true });
    expect(sound.playing).toBe(true);
  });

  it('mute sets the sound to 0, unmute back to the last volume; both are persisted', async () => {
    const { engine, sound } = await playing();
    engine.toggleMute();
    expect(sound.volume).toBe(0);
    expect(localStorage.getItem('MuteState')).toBe('true');
    engine.toggleMute();
    expect(sound.volume).toBe(0.8);
    expect(localStorage.getItem('MuteState')).toBe('false');
    engine.setVolume(0.5);
    engine.setVolume(0);
    expect(engine.getState()).toMatchObject({ muted: true, volume: 0.5 });
    engine.toggleMute();
    expect(sound.volume).toBe(0.5);
  });

  it('plays lower while another sound of the app plays, then as loud as before; the setting stays', async () => {
    const { engine, sound } = await playing();
    vi.useFakeTimers();
    duckMusic(500);
    expect(sound.volume).toBeCloseTo(0.8 * DUCK_LEVEL);
    expect(engine.getState().volume).toBe(0.8);
    duckMusic(200); // a shorter second sound does not cut the first one's time
    vi.advanceTimersByTime(300);
    expect(sound.volume).toBeCloseTo(0.8 * DUCK_LEVEL);
    vi.advanceTimersByTime(250);
    expect(sound.volume).toBe(0.8);
    engine.dispose();
  });

  it('a muted player stays silent through a duck and after it', async () => {
    const { engine, sound } = await playing();
    engine.toggleMute();
    vi.useFakeTimers();
    duckMusic(100);
    expect(sound.volume).toBe(0);
    vi.advanceTimersByTime(200);
    expect(sound.volume).toBe(0);
    engine.dispose();
  });

  it('restores mute, volume, loop and the position of the same track on a new engine', async () => {
    const first = await playing();
    first.engine.setVolume(0.4);
    first.engine.toggleMute();
    first.engine.setLoop(true);
    first.sound.advance(6);
    first.engine.pause();
    first.engine.dispose();

    const fake = fakeSoundFactory();
    const engine = createPlayerEngine(fake.factory);
    engine.setTrack(track());
    expect(engine.getState()).toMatchObject({ muted: true, volume: 0.4, loop: true, position: 6, duration: 10 });
    engine.play();
    await flush();
    expect(fake.last().pos).toBe(6);
    expect(fake.last().options).toMatchObject({ volume: 0, loop: true });
  });

  it('ignores a stored position of another track and corrupt stored settings', () => {
    localStorage.setItem('PlayerPosition', JSON.stringify({ src: '/other.ogg', position: 5, duration: 9 }));
    localStorage.setItem('MuteState', '"yes"');
    localStorage.setItem('PlayerVolume', '{');
    const engine = createPlayerEngine(fakeSoundFactory().factory);
    engine.setTrack(track());
    expect(engine.getState()).toMatchObject({ position: 0, muted: false, volume: 0.8 });
  });

  it('shows a load error, disables play and never throws', async () => {
    const fake = fakeSoundFactory();
    const engine = createPlayerEngine(fake.factory);
    engine.setTrack(track());
    engine.play();
    await flush();
    fake.last().failLoad('unavailable');
    expect(engine.getState()).toMatchObject({ status: 'error', error: 'unavailable' });
    expect(() => engine.play()).not.toThrow();
    expect(fake.factory).toHaveBeenCalledTimes(1);
  });

  it('turns a failing audio library import and a throwing sound into errors, not exceptions', async () => {
    const engine = createPlayerEngine(() => Promise.reject(new Error('chunk failed')));
    engine.setTrack(track());
    engine.play();
    await flush();
    expect(engine.getState()).toMatchObject({ status: 'error', error: 'network' });

    const { engine: second, sound } = await playing();
    second.pause();
    sound.throwOnPlay = true;
    expect(() => second.play()).not.toThrow();
    expect(second.getState().status).toBe('error');
  });

  it('leaves the bar paused with a hint when the browser blocks autoplay', async () => {
    const fake = fakeSoundFactory((sound) => (sound.blockPlay = true));
    const engine = createPlayerEngine(fake.factory);
    engine.setTrack(track({ autoplay: true }));
    await flush();
    fake.last().load(10);
    expect(engine.getState()).toMatchObject({ status: 'paused', autoplayBlocked: true });
  });

  it('ticks the position to progress subscribers only, at the given interval', async () => {
    vi.useFakeTimers();
    const { engine, sound } = await playing();
    engine.setProgressInterval(20);
    const onState = vi.fn();
    const onProgress = vi.fn();
    engine.subscribe(onState);
    const stop = engine.subscribeProgress(onProgress);
    sound.advance(0.02);
    vi.advanceTimersByTime(20);
    sound.advance(0.02);
    vi.advanceTimersByTime(20);
    expect(onProgress).toHaveBeenCalledTimes(2);
    expect(engine.getPosition()).toBeCloseTo(0.04);
    expect(onState).not.toHaveBeenCalled();
    stop();
    sound.advance(1);
    vi.advanceTimersByTime(100);
    expect(onProgress).toHaveBeenCalledTimes(2);
  });

  it('seeks by steps within the track', async () => {
    const { engine, sound } = await playing();
    engine.seekBy(5);
    expect(sound.pos).toBe(5);
    engine.seekBy(-20);
    expect(sound.pos).toBe(0);
    engine.seekBy(50);
    expect(engine.getPosition()).toBe(10);
  });
});
