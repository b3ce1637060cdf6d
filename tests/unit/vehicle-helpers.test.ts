// The vehicle area's plain helpers: its URL state (bad values dropped, never thrown) and how
// damage is read from engine and body condition.
import { describe, expect, it } from 'vitest';
import { damagePercent, healthPercent, levelPalette } from '../../src/features/vehicle/components/condition';
import { plateQuery } from '../../src/features/vehicle/queries';
import { validateVehicleSearch } from '../../src/features/vehicle/search-params';

describe('vehicle URL state', () => {
  it('keeps the views, ids and search text it knows and drops the rest', () => {
    expect(validateVehicleSearch({ view: 'bus', line: '3', vehicle: 7, q: 'LS 48' })).toEqual({
      view: 'bus',
      line: 3,
      vehicle: 7,
      q: 'LS 48',
    });
    expect(validateVehicleSearch({ view: 'mine', vehicle: '-1', line: 'x', q: '  ' })).toEqual({
      view: undefined,
      vehicle: undefined,
      line: undefined,
      q: undefined,
    });
  });

  it('searches plates from two characters on', () => {
    expect(plateQuery(undefined)).toBeUndefined();
    expect(plateQuery(' L ')).toBeUndefined();
    expect(plateQuery(' LS 4 ')).toBe('LS 4');
  });
});

describe('vehicle condition', () => {
  it('reads damage from the worse of engine and body, in whole percent', () => {
    expect(damagePercent(1000, 1000)).toBe(0);
    expect(damagePercent(900, 400)).toBe(60);
    expect(damagePercent(0, 1000)).toBe(100);
    expect(damagePercent(undefined, 750)).toBe(25);
    expect(damagePercent(undefined, undefined)).toBe(0);
    expect(damagePercent(-5, 1200)).toBe(100);
  });

  it('shows health in percent and colours low levels', () => {
    expect(healthPercent(925)).toBe(93);
    expect([levelPalette(10), levelPalette(30), levelPalette(80)]).toEqual(['red', 'orange', 'green']);
  });
});
