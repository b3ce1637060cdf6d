// "vor 5 Minuten": a timestamp relative to now, in German (Intl.RelativeTimeFormat).
// Pure: `now` is a parameter, so tests and renders agree on one clock.
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

let format: Intl.RelativeTimeFormat | undefined;

export function relativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  format ??= new Intl.RelativeTimeFormat('de', { numeric: 'auto' });
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < 45) return 'gerade eben';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds / 60) || -1, 'minute');
}

let dateFormat: Intl.DateTimeFormat | undefined;

/** Full German date and time, for a title or print: "20.11.2026, 19:30". */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  dateFormat ??= new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
  return dateFormat.format(time);
}
