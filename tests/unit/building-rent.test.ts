// The rent arithmetic the building area's forms show before sending (src/features/building/rent.ts):
// whole periods only, and the due date after paying, from today when the rent is overdue.
import { describe, expect, it } from 'vitest';
import { paidUntilAfter, periodsOf } from '../../src/features/building/rent';
import { validateBuildingSearch } from '../../src/features/building/search-params';

const DAY = 86_400_000;

describe('building rent', () => {
  it('reads whole periods from the field, nothing else', () => {
    expect(periodsOf('2')).toBe(2);
    expect(periodsOf(' 12 ')).toBe(12);
    expect(periodsOf('')).toBeUndefined();
    expect(periodsOf('2,5')).toBeUndefined();
    expect(periodsOf('-1')).toBeUndefined();
  });

  it('moves the due date on by whole periods, from today when it lies in the past', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const ahead = new Date(now + 3 * DAY).toISOString();
    expect(paidUntilAfter({ paidUntil: ahead, interval: 'weekly' }, 2, now)).toBe(
      new Date(now + 17 * DAY).toISOString(),
    );
    const past = new Date(now - 5 * DAY).toISOString();
    expect(paidUntilAfter({ paidUntil: past, interval: 'daily' }, 3, now)).toBe(new Date(now + 3 * DAY).toISOString());
    expect(paidUntilAfter({ paidUntil: ahead, interval: 'monthly' }, 1, now)).toBe(
      new Date(now + 33 * DAY).toISOString(),
    );
  });

  it('keeps the view in the URL and drops what is none of the area', () => {
    expect(validateBuildingSearch({ view: 'flats', flat: '14', tab: 'staff', maxRent: '500', q: 'Alta' })).toEqual({
      view: 'flats',
      building: undefined,
      tab: 'staff',
      flat: 14,
      q: 'Alta',
      maxRent: 500,
      page: undefined,
    });
    expect(validateBuildingSearch({ view: 'mine', tab: 'cells', flat: -1, page: 'x' })).toEqual({
      view: undefined,
      building: undefined,
      tab: undefined,
      flat: undefined,
      q: undefined,
      maxRent: undefined,
      page: undefined,
    });
  });
});
