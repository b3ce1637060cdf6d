// The dispatch tone: two short beeps (four when urgent), made with the Web Audio API (no file to
// load); music playing in the player bar is lowered for the tone and comes back after
// (lib/audio-duck). Whether tones play is the user's choice, kept in the browser (vcad.alertTones).
import { duckMusic } from '../../../lib/audio-duck';
import { defineKey, is } from '../../../lib/storage';

export const alertTonesKey = defineKey<boolean>('vcad.alertTones', true, is.boolean);

let context: AudioContext | undefined;

/** Plays the tone; says nothing when the browser has no audio or blocks it before a click. */
export function playDispatchTone(urgent = false): void {
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    const beeps = urgent ? [0, 0.18, 0.36, 0.54] : [0, 0.22];
    // The music goes down a moment before the first beep and back up after the last.
    duckMusic(Math.round(((beeps.at(-1) ?? 0) + 0.17) * 1000) + 300);
    for (const [i, at] of beeps.entries()) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.frequency.value = i % 2 ? 1100 : 850;
      gain.gain.setValueAtTime(0.0001, start + at);
      gain.gain.exponentialRampToValueAtTime(0.25, start + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.16);
      osc.connect(gain).connect(context.destination);
      osc.start(start + at);
      osc.stop(start + at + 0.17);
    }
  } catch {
    // No audio (tests, old browsers): the alert still shows.
  }
}
