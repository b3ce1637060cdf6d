import { describe, expect, it } from 'vitest';
import {
  effectiveVolume,
  initialPlayerState,
  reducePlayer,
  type PlayerEvent,
} from '../../src/player/engine/player-reducer';
import type { PlayerState } from '../../src/player/engine/types';

const start = (overrides: Partial<PlayerState> = {}): PlayerState => ({
  ...initialPlayerState({ volume: 0.8, muted: false, loop: false }),
  src: '/song.ogg',
  loaded: true,
  duration: 10,
  ...overrides,
});
const run = (state: PlayerState, ...events: PlayerEvent[]) => events.reduce(reducePlayer, state);

describe('player reducer', () => {
  it('goes paused -> playing -> paused, keeping the position of the pause', () => {
    const playing = run(start(), { type: 'played' });
    expect(playing.status).toBe('playing');
    const paused = run(playing, { type: 'paused', position: 3.5 });
    expect(paused).toMatchObject({ status: 'paused', position: 3.5 });
  });

  it('ends at the duration without loop, and restarts playing from 0 with loop', () => {
    expect(run(start({ status: 'playing' }), { type: 'ended' })).toMatchObject({ status: 'ended', position: 10 });
    expect(run(start({ status: 'playing', loop: true }), { type: 'ended' })).toMatchObject({
      status: 'playing',
      position: 0,
    });
  });

  it('leaves ended when the user seeks back', () => {
    const ended = run(start({ status: 'playing' }), { type: 'ended' });
    expect(run(ended, { type: 'seeked', position: 2 })).toMatchObject({ status: 'paused', position: 2 });
  });

  it('mutes to volume 0 and unmutes to the last volume', () => {
    const muted = run(start(), { type: 'mute-toggled' });
    expect(effectiveVolume(muted)).toBe(0);
    expect(muted.volume).toBe(0.8);
    expect(effectiveVolume(run(muted, { type: 'mute-toggled' }))).toBe(0.8);
  });

  it('treats volume 0 as muted at the last volume, and a new volume as unmuted', () => {
    const zero = run(start(), { type: 'volume-set', volume: 0 });
    expect(zero).toMatchObject({ muted: true, volume: 0.8 });
    expect(run(zero, { type: 'volume-set', volume: 0.3 })).toMatchObject({ muted: false, volume: 0.3 });
    expect(run(start(), { type: 'volume-set', volume: 7 }).volume).toBe(1);
  });

  it('starts muted at full last volume when the initial volume is 0', () => {
    const state = initialPlayerState({ volume: 0, muted: false, loop: false });
    expect(state).toMatchObject({ muted: true, volume: 1 });
    expect(effectiveVolume(run(state, { type: 'mute-toggled' }))).toBe(1);
  });

  it('treats an unknown (infinite) duration as 0 until a real one arrives', () => {
    const streaming = run(start({ status: 'loading', loaded: false, duration: 0 }), {
      type: 'loaded',
      duration: Infinity,
    });
    expect(streaming).toMatchObject({ status: 'paused', loaded: true, duration: 0 });
    expect(run(streaming, { type: 'loaded', duration: 9.5 }).duration).toBe(9.5);
  });

  it('clamps seeks to the track', () => {
    expect(run(start(), { type: 'seeked', position: -4 }).position).toBe(0);
    expect(run(start(), { type: 'seeked', position: 99 }).position).toBe(10);
    expect(run(start(), { type: 'seeked', position: Number.NaN }).position).toBe(0);
  });

  it('stays in error: later play events do not revive a broken file', () => {
    const broken = run(start(), { type: 'load-failed', kind: 'decode' });
    expect(broken).toMatchObject({ status: 'error', error: 'decode' });
    expect(run(broken, { type: 'played' }, { type: 'ended' }).status).toBe('error');
  });

  it('marks blocked autoplay as paused with a hint, cleared by the next play', () => {
    const blocked = run(start({ status: 'loading' }), { type: 'autoplay-blocked' });
    expect(blocked).toMatchObject({ status: 'paused', autoplayBlocked: true });
    expect(run(blocked, { type: 'played' }).autoplayBlocked).toBe(false);
  });

  it('sets a new track paused at the restored position', () => {
    const state = run(start({ status: 'error', error: 'network' }), {
      type: 'track-set',
      src: '/other.ogg',
      position: 4,
      duration: 9,
    });
    expect(state).toMatchObject({ status: 'paused', src: '/other.ogg', position: 4, duration: 9, error: null });
  });
});
