// The balance over the last days, from the bookings (each carries the balance after it):
// the points of the sparkline and the figures it says as text. Pure, for the sparkline and
// its test.
import type { BankTransaction } from '../../api/generated/model/bankTransaction';
import { signedAmount } from './csv';

export interface BalancePoint {
  time: number;
  balance: number;
}

/**
 * Points from `since` to `now`, oldest first: the balance before the oldest booking of the
 * window, one point per booking, and today's balance. Without bookings: a flat line.
 */
export function balanceSeries(
  bookings: readonly BankTransaction[],
  current: number,
  since: number,
  now: number,
): BalancePoint[] {
  const inWindow = bookings
    .map((b) => ({ time: Date.parse(b.bookedAt), b }))
    .filter(({ time }) => time >= since && time <= now)
    .sort((x, y) => x.time - y.time);
  const first = inWindow[0];
  const start = first ? first.b.balanceAfter - signedAmount(first.b) : current;
  return [
    { time: since, balance: start },
    ...inWindow.map(({ time, b }) => ({ time, balance: b.balanceAfter })),
    { time: now, balance: current },
  ];
}

/** The SVG path of the points in a `width` × `height` box (y grows downwards). */
export function sparkPath(points: readonly BalancePoint[], width: number, height: number): string {
  if (points.length === 0) return '';
  const times = points.map((p) => p.time);
  const values = points.map((p) => p.balance);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const x = (time: number) => (t1 === t0 ? 0 : ((time - t0) / (t1 - t0)) * width);
  const y = (value: number) => (high === low ? height / 2 : height - ((value - low) / (high - low)) * height);
  return points.map((p, i) => `${i ? 'L' : 'M'}${x(p.time).toFixed(1)} ${y(p.balance).toFixed(1)}`).join(' ');
}
