// The dispatch tone on the board (issue 26, "an alert plays a short dispatch tone through the
// app's audio engine, ducking any playing music and restoring it after; a setting turns tones
// off"): a new alert for the own unit arrives with the board's poll, the tone's beeps are
// scheduled on (a fake) Web Audio, the player engine's music goes down to DUCK_LEVEL and comes
// back; with the "Alarmtöne" switch off (kept as vcad.alertTones) the next alert stays silent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertTonesKey } from '../../src/features/vcad/alerts/tone';
import { vcadTexts as t } from '../../src/features/vcad/texts';
import { DUCK_LEVEL } from '../../src/lib/audio-duck';
import { readStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { alerts, units } from '../../src/mocks/stateful/vcad/world';
import { createPlayerEngine } from '../../src/player/engine/player-engine';
import { fakeSoundFactory, flush } from '../utils/fake-sound';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

/** Enough of Web Audio for the tone; counts the beeps it schedules. */
let beeps = 0;
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    beeps += 1;
    return { frequency: { value: 0 }, connect: (n: unknown) => n, start: () => {}, stop: () => {} };
  }
  createGain() {
    return { gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} }, connect: (n: unknown) => n };
  }
}

afterEach(() => vi.unstubAllGlobals());

/** Music playing in the player bar's engine at volume 0.8. */
async function music() {
  const fake = fakeSoundFactory();
  const engine = createPlayerEngine(fake.factory);
  engine.setTrack({
    src: '/assets/song.ogg',
    autoplay: false,
    preload: false,
    defaults: { volume: 0.8, muted: false, loop: false },
  });
  engine.play();
  await flush();
  fake.last().load(10);
  return { engine, sound: fake.last() };
}

/** A dispatcher's message to ADAM-12 arrives in the mock (seen by the next poll of the alerts). */
function alertToOwnUnit(message: string) {
  const own = units().where((u) => u.callsign === 'ADAM-12')[0];
  alerts().insert({
    kind: 'message',
    priority: 'normal',
    message,
    from: { id: 31337, name: 'Lena_Lotse' },
    departmentId: 1,
    unitIds: [own?.id],
    createdAt: new Date().toISOString(),
  });
}

/** Resolves after the alerts' next answer (the first one is what was there before). */
function alertsAnswered(): Promise<void> {
  return new Promise((resolve) => {
    const seen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname !== '/api/vcad/alerts') return;
      server.events.removeListener('response:mocked', seen);
      resolve();
    };
    server.events.on('response:mocked', seen);
  });
}

// The page's chunk is compiled once before the first test, not inside its first wait.
beforeAll(() => import('../../src/features/vcad/vcad-page'), 60_000);

describe('vcad: the dispatch tone', () => {
  it('a new alert for the own unit plays the tone and ducks the music, which comes back after; "Alarmtöne" off keeps it silent', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    beeps = 0;
    const { engine, sound } = await music();
    setScenario('unit');
    const first = alertsAnswered();
    renderRoute('/vcad');
    await screen.findByTestId('vcad-units');
    await first;
    // Nothing new yet: no tone, the music as loud as the user set it.
    expect(beeps).toBe(0);
    expect(sound.volume).toBe(0.8);

    alertToOwnUnit('ADAM-12, bitte 10-20 melden');
    expect(await within(await screen.findByTestId('vcad-alerts')).findByText(/bitte 10-20 melden/)).toBeInTheDocument();
    expect(beeps).toBeGreaterThan(0);
    expect(sound.volume).toBeCloseTo(0.8 * DUCK_LEVEL);
    // The user's volume stays; the music comes back once the beeps are over.
    expect(engine.getState().volume).toBe(0.8);
    await waitFor(() => expect(sound.volume).toBe(0.8));

    // Tones off: the switch is kept in the browser, and the next alert is shown without a sound.
    await userEvent.click(screen.getByLabelText(t.alerts.tones));
    await waitFor(() => expect(readStored(alertTonesKey)).toBe(false));
    const before = beeps;
    alertToOwnUnit('ADAM-12, Rückruf an die Wache');
    expect(await within(screen.getByTestId('vcad-alerts')).findByText(/Rückruf an die Wache/)).toBeInTheDocument();
    expect(beeps).toBe(before);
    expect(sound.volume).toBe(0.8);
    engine.dispose();
  });
});
