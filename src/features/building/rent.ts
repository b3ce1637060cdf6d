// Rent arithmetic the forms show before sending: the typed number of periods, and the due date
// after paying them (from today when the rent is overdue), as the server computes it.
import type { RentContract } from '../../api/generated/model/rentContract';
import type { RentInterval } from '../../api/generated/model/rentInterval';

const DAY = 86_400_000;
export const INTERVAL_DAYS = { daily: 1, weekly: 7, monthly: 30 } as const satisfies Record<RentInterval, number>;

/** A whole number of periods from the field ("" or "2,5": undefined, the validator says why). */
export function periodsOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** The due date after paying `periods` more, counted from today when it lies in the past. */
export function paidUntilAfter(
  contract: Pick<RentContract, 'paidUntil' | 'interval'>,
  periods: number,
  now = Date.now(),
): string {
  const from = Math.max(now, Date.parse(contract.paidUntil) || now);
  return new Date(from + periods * INTERVAL_DAYS[contract.interval] * DAY).toISOString();
}
