// German texts of the admin panel's game server part [Spielserver] (issue 27).
import type { GameserverMessageKind } from '../../api/generated/model/gameserverMessageKind';

export const gameserverTexts = {
  title: 'Spielserver',
  intro: 'Zustand des Spielservers und Nachrichten an alle, die gerade spielen. Jede Aktion steht im Admin-Log.',
  status: {
    heading: 'Zustand',
    online: 'Online',
    offline: 'Offline',
    players: 'Spieler',
    playersOf: (n: number, max: number) => `${n.toLocaleString('de-DE')} von ${max.toLocaleString('de-DE')}`,
    uptime: 'Laufzeit',
    version: 'Version',
    error: 'Der Zustand des Spielservers konnte nicht geladen werden.',
  },
  broadcast: {
    heading: 'Nachricht an alle',
    text: 'Nachricht',
    kind: 'Art',
    kinds: { info: 'Info', warning: 'Warnung', admin: 'Admin', announcement: 'Ankündigung' } satisfies Record<
      GameserverMessageKind,
      string
    >,
    send: 'Senden',
    sent: 'Nachricht gesendet.',
  },
  offline:
    'Der Spielserver ist gerade nicht erreichbar. Die Nachricht wurde nicht gesendet; versuche es später noch einmal.',
} as const;
