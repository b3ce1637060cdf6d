// German formatters (src/lib/format.ts) and the areas' search validators: bad values in a
// URL are dropped, never thrown.
import { describe, expect, it } from 'vitest';
import { defined, looseSearch, oneOf, positiveInt, searchText, skipOf } from '../../src/components/views/search-values';
import { validateVcomSearch } from '../../src/features/vcom/search-params';
import { validateVcomRouteSearch } from '../../src/features/vcom/route-search';
import { validateFeedSearch } from '../../src/features/dashboard/search-params';
import { validatePollsSearch } from '../../src/features/polls/search-params';
import { validateRulesAreaSearch } from '../../src/features/serverrules/search-params';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatMoney,
  formatNumber,
  formatPercent,
  relativeTime,
} from '../../src/lib/format';
import { matchesAll } from '../../src/lib/text-search';

// Intl puts a narrow no-break space before units and currency signs; compare plain.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('German formatters', () => {
  it('write numbers, the game money (whole dollars) and percentages the German way', () => {
    expect(formatNumber(12345.5)).toBe('12.345,5');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(plain(formatMoney(1500))).toBe('1.500 $');
    expect(plain(formatMoney(-20))).toBe('-20 $');
    expect(plain(formatPercent(42.25))).toBe('42,3 %');
  });

  it('write dates without moving the day, date-times and relative times', () => {
    expect(formatDate('2026-04-20')).toBe('20.04.2026');
    expect(formatDate('kein Datum')).toBe('');
    expect(formatDateTime('2026-11-20T18:30:00Z')).toMatch(/^20\.11\.2026, \d{2}:30$/);
    expect(formatDateTime('')).toBe('');
    const now = Date.parse('2026-11-20T18:30:00Z');
    expect(relativeTime(new Date(now - 5 * 60_000).toISOString(), now)).toBe('vor 5 Minuten');
    expect(relativeTime(new Date(now - 24 * 3600_000).toISOString(), now)).toBe('gestern');
  });

  it('write durations as their two largest parts', () => {
    expect(plain(formatDuration(30 * 60))).toBe('30 Min.');
    expect(plain(formatDuration(90 * 60))).toBe('1 Std., 30 Min.');
    expect(plain(formatDuration(3605))).toBe('1 Std.');
    expect(plain(formatDuration(2 * 86400 + 3600))).toBe('2 Tg., 1 Std.');
    expect(plain(formatDuration(0))).toBe('0 Min.');
    expect(formatDuration(-1)).toBe('');
  });

  it('find text regardless of case and accents', () => {
    expect(matchesAll('Führerschein entzogen', 'fuhrerschein ENTZOGEN')).toBe(true);
    expect(matchesAll('Führerschein', 'Waffe')).toBe(false);
  });
});

describe('search values', () => {
  it('take what is valid and drop the rest', () => {
    expect(positiveInt(3)).toBe(3);
    expect(positiveInt('12')).toBe(12);
    for (const bad of [0, -1, 1.5, 'abc', '', null, {}, [], Number.MAX_VALUE]) expect(positiveInt(bad)).toBeUndefined();
    expect(searchText('Diebstahl')).toBe('Diebstahl');
    expect(searchText(242)).toBe('242');
    expect(searchText('   ')).toBeUndefined();
    expect(searchText({ q: 1 })).toBeUndefined();
    expect(searchText('x'.repeat(300))).toHaveLength(100);
    expect(oneOf('open', { open: 1 })).toBe('open');
    expect(oneOf('toString', { open: 1 })).toBeUndefined();
    expect(oneOf('__proto__', { open: 1 })).toBeUndefined();
    expect(defined({ a: 1, b: undefined })).toEqual({ a: 1 });
    expect(skipOf(3, 20)).toBe(40);
    expect(skipOf(undefined, 20)).toBe(0);
  });

  it('each area keeps its valid params and drops bad ones without throwing', () => {
    expect(validatePollsSearch({ state: 'open', page: 2, poll: 7 })).toEqual({ state: 'open', page: 2, poll: 7 });
    expect(validatePollsSearch({ state: 'maybe', page: -1, poll: 'x', extra: 1 })).toEqual({});
    expect(validateFeedSearch({ view: 'mine', post: '4' })).toEqual({ view: 'mine', post: 4 });
    expect(validateFeedSearch({ view: 'all', post: 0 })).toEqual({});
    expect(validateRulesAreaSearch({ set: 2, q: 'Meta' })).toEqual({ set: 2, q: 'Meta' });
    expect(validateRulesAreaSearch({ set: 'zwei', q: '' })).toEqual({});
    expect(validateRulesAreaSearch({ q: 'Raub', law: 'StGB', section: 3 })).toEqual({
      q: 'Raub',
      law: 'StGB',
      section: 3,
    });
    expect(validateRulesAreaSearch({ law: 'BGB', section: 1.5, extra: 1 })).toEqual({});
    expect(() => validateRulesAreaSearch({ q: Symbol('x') as unknown })).not.toThrow();
  });

  it('a route keeps numbers and texts loosely; the page keeps only the area’s values', () => {
    const loose = looseSearch<{ page?: number; view?: string }>('page', 'view');
    expect(loose({ page: '2', view: 'hr', extra: 1 })).toEqual({ page: 2, view: 'hr' });
    expect(defined(loose({ page: 'zwei', view: '  ' }))).toEqual({});
    const route = validateVcomRouteSearch({ view: 'gibtsnicht', week: '2026-11-24', citizen: '7', mine: 2 });
    expect(defined(route)).toEqual({ view: 'gibtsnicht', week: '2026-11-24', citizen: 7, mine: 2 });
    // Not a view, not a Monday, not the flag's 1: absent for the page and its loader.
    expect(defined(validateVcomSearch(route))).toEqual({ citizen: 7 });
    expect(defined(validateVcomSearch({ view: 'hr', week: '2026-11-23', mine: 1 }))).toEqual({
      view: 'hr',
      week: '2026-11-23',
      mine: 1,
    });
  });
});
