// German formatting of numbers, money, dates, times and durations through Intl, one
// formatter instance each (building one is costly, formatting is cheap). Pure: `now` is a
// parameter where it matters, so tests and renders agree on one clock. Unknown input
// (an unparsable date, NaN) gives '' rather than "Invalid Date" or "NaN".
const LOCALE = 'de-DE';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => F,
) {
  let format = cache.get(key) as F | undefined;
  if (!format) cache.set(key, (format = make()));
  return format;
}

const finite = (value: number) => typeof value === 'number' && Number.isFinite(value);

/** 12345.5 → "12.345,5". */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  if (!finite(value)) return '';
  return cached(`n${maximumFractionDigits}`, () => new Intl.NumberFormat(LOCALE, { maximumFractionDigits })).format(
    value,
  );
}

/**
 * The game's money: the contract counts whole dollars (MoneyAmount, "in whole dollars of the
 * game's currency"), written the German way: 1500 → "1.500 $".
 */
export function formatMoney(dollars: number): string {
  if (!finite(dollars)) return '';
  return cached(
    'money',
    () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  ).format(dollars);
}

/** 42.5 → "42,5 %" (the value is already a percentage, as the contract's results give it). */
export function formatPercent(value: number): string {
  if (!finite(value)) return '';
  return `${formatNumber(value, 1)} %`;
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date: the contract's calendar dates (`format: date`, "2026-04-20") are taken apart as
 * text, so no time zone can move the day; a timestamp gives its local day. → "20.04.2026".
 */
export function formatDate(value: string): string {
  const plain = PLAIN_DATE.exec(value);
  if (plain) return `${plain[3]}.${plain[2]}.${plain[1]}`;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  return cached(
    'date',
    () => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' }),
  ).format(time);
}

/** Full German date and time, for a title or print: "20.11.2026, 19:30". */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return cached('datetime', () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' })).format(
    time,
  );
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "vor 5 Minuten", "gestern", "in 2 Stunden": a timestamp relative to now. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const format = cached('relative', () => new Intl.RelativeTimeFormat('de', { numeric: 'auto' }));
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < 45) return 'gerade eben';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds / 60) || -1, 'minute');
}

const DURATION_PARTS: ReadonlyArray<['day' | 'hour' | 'minute' | 'second', number]> = [
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * A length of time in seconds, its two largest parts: 5400 → "1 Std., 30 Min.", 90 → "1 Min., 30 Sek.".
 * (Intl.DurationFormat is not in every browser the app supports yet; unit formats are.)
 */
export function formatDuration(seconds: number): string {
  if (!finite(seconds) || seconds < 0) return '';
  const parts: string[] = [];
  let rest = Math.round(seconds);
  for (const [unit, size] of DURATION_PARTS) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0 && parts.length < 2)
      parts.push(
        cached(`u${unit}`, () => new Intl.NumberFormat(LOCALE, { style: 'unit', unit, unitDisplay: 'short' })).format(
          amount,
        ),
      );
    else if (parts.length > 0) break; // "1 Std., 5 Sek." would skip the minutes: stop at a gap
  }
  return (
    parts.join(', ') ||
    cached('u0', () => new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'minute', unitDisplay: 'short' })).format(0)
  );
}
