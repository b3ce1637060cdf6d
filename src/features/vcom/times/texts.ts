// Every German text of the working-times view [Dienstzeiten] (issue 25 point 5).
import { formatDuration } from '../../../lib/format';

/** 185 → "3 Std., 5 Min.". */
export const minutes = (n: number) => formatDuration(n * 60);

export const timesTexts = {
  heading: 'Dienstzeiten',
  duty: {
    heading: 'Stempeluhr',
    on: (since: string) => `Im Dienst seit ${since}`,
    off: 'Nicht im Dienst',
    today: (m: number) => `Heute: ${minutes(m)}`,
    week: (m: number) => `Diese Woche: ${minutes(m)}`,
    clockIn: 'Einstempeln',
    clockOut: 'Ausstempeln',
    clockedIn: 'Eingestempelt.',
    clockedOut: (m: number) => `Ausgestempelt: ${minutes(m)} erfasst.`,
  },
  week: {
    label: 'Woche',
    shown: (from: string, to: string) => `Woche vom ${from} bis ${to}`,
    previous: 'Vorige Woche',
    current: 'Diese Woche',
    next: 'Nächste Woche',
  },
  mine: {
    heading: 'Meine Schichten',
    empty: 'Keine Schichten in dieser Woche.',
    total: (m: number) => `Summe der Woche: ${minutes(m)}`,
    caption: 'Meine Schichten dieser Woche',
  },
  columns: { day: 'Tag', start: 'Beginn', end: 'Ende', duration: 'Dauer', note: 'Notiz', actions: 'Aktionen' },
  running: 'läuft',
  corrected: '(korrigiert)',
  overview: {
    heading: 'Dienstzeiten der Organisation',
    empty: 'In dieser Woche hat niemand gearbeitet.',
    caption: 'Dienstzeiten je Person in dieser Woche',
    name: 'Person',
    shifts: 'Schichten',
    minutes: 'Zeit',
    total: (m: number) => `Summe aller: ${minutes(m)}`,
    open: (name: string) => `Schichten von ${name.replace('_', ' ')}`,
  },
  member: {
    heading: (name: string) => `Schichten von ${name.replace('_', ' ')}`,
    back: 'Zurück zur Übersicht',
    edit: 'Korrigieren',
    editOf: (day: string) => `Schicht vom ${day} korrigieren`,
    start: 'Beginn',
    end: 'Ende',
    note: 'Notiz (optional)',
    save: 'Korrektur speichern',
    saved: 'Schicht korrigiert.',
    cancel: 'Abbrechen',
    remove: 'Löschen',
    removeTitle: 'Schicht löschen?',
    removeBody: 'Die Schicht fällt aus allen Summen heraus.',
    removed: 'Schicht gelöscht.',
  },
};
