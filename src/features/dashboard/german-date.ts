// A calendar date of the contract (`format: date`, "2026-04-20") as German readers write
// it: "20.04.2026". Taken apart as text, not through Date, so no time zone can move the day.
// (Dates with a time go through formatDateTime in src/lib/relative-time.ts.)
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function germanDate(value: string): string {
  const match = PLAIN_DATE.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}
