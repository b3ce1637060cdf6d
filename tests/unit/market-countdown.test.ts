// A lot's countdown is computed from the server's end time and the clock, never counted down by
// a timer: a reload or a tab that slept shows the right time at once.
import { describe, expect, it } from 'vitest';
import { formatLeft, msLeft } from '../../src/features/market/countdown';

describe('market countdown', () => {
  const end = '2026-11-23T12:00:00Z';
  const at = (iso: string) => Date.parse(iso);

  it('is the time until the end, whatever happened before (a sleeping tab wakes to the right figure)', () => {
    expect(msLeft(end, at('2026-11-23T11:59:30Z'))).toBe(30_000);
    expect(msLeft(end, at('2026-11-22T10:00:00Z'))).toBe(26 * 3_600_000);
    expect(msLeft(end, at('2026-11-23T12:00:01Z'))).toBe(0);
    expect(msLeft('kein Datum', Date.now())).toBe(0);
  });

  it('reads as minutes and seconds, hours, then days', () => {
    expect(formatLeft(65_000)).toBe('01:05');
    expect(formatLeft(3_600_000 + 65_000)).toBe('01:01:05');
    expect(formatLeft(2 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 6_000)).toBe('2 T 04:05:06');
    expect(formatLeft(999)).toBe('00:00');
  });
});
