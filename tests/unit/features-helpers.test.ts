// Pure helpers of the community areas: relative time, field errors, rule search. (The forms'
// rules come from the contract's validators: tests/unit/form-layer.test.ts.)
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { highlightParts, matchParagraphs } from '../../src/features/serverrules/search';
import { fieldErrors } from '../../src/lib/field-errors';
import { relativeTime } from '../../src/lib/relative-time';

const now = Date.parse('2026-11-20T18:30:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says it in German, relative to now', () => {
    expect(relativeTime(ago(10), now)).toBe('gerade eben');
    expect(relativeTime(ago(5 * 60), now)).toBe('vor 5 Minuten');
    expect(relativeTime(ago(60), now)).toBe('vor 1 Minute');
    expect(relativeTime(ago(3 * 3600), now)).toBe('vor 3 Stunden');
    expect(relativeTime(ago(24 * 3600), now)).toBe('gestern');
    expect(relativeTime(ago(3 * 24 * 3600), now)).toBe('vor 3 Tagen');
    expect(relativeTime(ago(-2 * 3600), now)).toBe('in 2 Stunden');
    expect(relativeTime('kein Datum', now)).toBe('');
  });
});

describe('fieldErrors', () => {
  it('maps the Problem errors to fields by their last path segment', () => {
    const error = new AxiosError('x', '422', undefined, undefined, {
      status: 422,
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: {
        errors: [
          { field: '/text', message: 'Zu lang.' },
          { field: 'items.0.title', message: 'Fehlt.' },
        ],
      },
    });
    expect(fieldErrors(error)).toEqual({ text: 'Zu lang.', title: 'Fehlt.' });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});

describe('rule search', () => {
  const sub = (id: number, text: string) => ({
    id,
    paragraphId: 1,
    number: `(${id})`,
    text,
    order: id,
    version: 1,
    updatedAt: '',
  });
  const paragraphs = [
    { id: 1, number: '§ 1', title: 'Metagaming', order: 0, subParagraphs: [sub(1, 'Wissen von außen ist verboten.')] },
    { id: 2, number: '§ 2', title: 'Fahrzeuge', order: 1, subParagraphs: [sub(2, 'Nicht auf Gehwegen parken.')] },
  ];

  it('finds paragraphs by title or text, ignoring case and accents', () => {
    expect(matchParagraphs(paragraphs, 'gehweg').map((p) => p.id)).toEqual([2]);
    expect(matchParagraphs(paragraphs, 'AUSSEN').map((p) => p.id)).toEqual([]);
    expect(matchParagraphs(paragraphs, 'außen meta').map((p) => p.id)).toEqual([1]);
    expect(matchParagraphs(paragraphs, '  ')).toHaveLength(2);
  });

  it('marks the matching parts', () => {
    expect(highlightParts('Nicht auf Gehwegen', 'gehweg')).toEqual([
      { text: 'Nicht auf ', hit: false },
      { text: 'Gehweg', hit: true },
      { text: 'en', hit: false },
    ]);
  });
});
