// The dispatch tone lowers the music for as long as its beeps last (issue 26: the tone ducks
// the player bar's music and gives it back after).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDuckMusic } from '../../src/lib/audio-duck';
import { playDispatchTone } from '../../src/features/vcad/alerts/tone';

/** Enough of Web Audio for the tone: oscillators and gains that connect and schedule. */
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    return { frequency: { value: 0 }, connect: (n: unknown) => n, start: () => {}, stop: () => {} };
  }
  createGain() {
    return { gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} }, connect: (n: unknown) => n };
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('the dispatch tone', () => {
  it('ducks the music for its beeps and a moment more, longer when urgent', () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const asked: number[] = [];
    const stop = onDuckMusic((until) => asked.push(until - Date.now()));
    playDispatchTone(false);
    playDispatchTone(true);
    stop();
    expect(asked).toHaveLength(2);
    const [normal = 0, urgent = 0] = asked;
    expect(normal).toBeGreaterThanOrEqual(390);
    expect(urgent).toBeGreaterThan(normal);
  });
});
