// The week the times and calendar views show: its Monday as YYYY-MM-DD (UTC, as the contract's
// `from`/`to` dates), its Sunday, and a step to the week before or after.
const DAY = 86_400_000;

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Monday of the week `time` lies in. */
export function mondayOf(time: number = Date.now()): string {
  const d = new Date(time);
  const midnight = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return isoDay(midnight - ((d.getUTCDay() + 6) % 7) * DAY);
}

export const dayOf = (monday: string, offset: number) => isoDay(Date.parse(`${monday}T00:00:00Z`) + offset * DAY);
export const sundayOf = (monday: string) => dayOf(monday, 6);
export const stepWeek = (monday: string, weeks: number) => dayOf(monday, weeks * 7);

/** A local datetime-local value ("2026-11-24T10:00") of an ISO time, and back. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export function fromLocalInput(value: string): string {
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : value;
}
