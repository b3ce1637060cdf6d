// German texts of the player bar. `labels` are the accessible names of the
// controls and can be replaced through the bar's `labels` prop.
import type { PlayerErrorKind } from './engine/types';

export interface PlayerLabels {
  /** Name of the player region (landmark). */
  readonly region: string;
  readonly play: string;
  readonly pause: string;
  readonly rewind: string;
  readonly forward: string;
  readonly loop: string;
  readonly mute: string;
  readonly unmute: string;
  readonly seek: string;
  readonly volume: string;
  readonly elapsed: string;
  readonly duration: string;
}

export const defaultLabels: PlayerLabels = {
  region: 'Audioplayer',
  play: 'Abspielen',
  pause: 'Pausieren',
  rewind: 'Zurückspulen',
  forward: 'Vorspulen',
  loop: 'Wiederholen',
  mute: 'Stummschalten',
  unmute: 'Ton einschalten',
  seek: 'Wiedergabeposition',
  volume: 'Lautstärke',
  elapsed: 'Verstrichene Zeit',
  duration: 'Gesamtdauer',
};

export const playerTexts = {
  errors: {
    network: 'Die Audiodatei konnte nicht geladen werden. Prüfe deine Verbindung.',
    decode: 'Die Audiodatei ist beschädigt und kann nicht abgespielt werden.',
    unavailable: 'Die Audiodatei fehlt oder kann nicht abgespielt werden.',
  } satisfies Record<PlayerErrorKind, string>,
  autoplayBlocked: 'Dein Browser hat die automatische Wiedergabe blockiert. Drück auf „Abspielen“.',
  loading: 'Wird geladen …',
  noTrack: 'Kein Titel ausgewählt',
  unknownTime: '--:--',
  /** Value text of the seek slider: "0:12 von 3:04". */
  positionOf: (elapsed: string, total: string) => `${elapsed} von ${total}`,
  /** Value text of the volume slider. */
  volumePercent: (percent: number) => (percent === 0 ? 'stumm' : `${percent} Prozent`),
};
