// The form layer (src/components/form): German messages from a generated validator, shown
// after touch or submit (a text past its limit at once), cleared when valid; a 422's field
// errors under the same fields; drafts checked for shape only.
import { act, renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import {
  AddDashboardReplyBody,
  addDashboardReplyBodyTextMax,
} from '../../src/api/generated/zod/dashboard/dashboard.zod';
import { CreatePollBody } from '../../src/api/generated/zod/polls/polls.zod';
import { contractMessages } from '../../src/components/form/contract-messages';
import { defineDraft, draftShape } from '../../src/components/form/draft';
import { normalizeField, valueAt, withValueAt } from '../../src/components/form/paths';
import { problemFieldErrors } from '../../src/components/form/server-errors';
import { useContractForm } from '../../src/components/form/use-contract-form';
import { readStored, writeStored } from '../../src/lib/storage';

const problem = (status: number, errors?: unknown) =>
  new AxiosError('x', String(status), undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { type: '/problems/validation', title: 'Eingabe ungültig', status, errors },
  });

const max = addDashboardReplyBodyTextMax;

describe('contractMessages', () => {
  it('words the contract rules in German with the limit and the typed length', () => {
    expect(contractMessages(AddDashboardReplyBody, { text: '' })).toEqual({
      text: { kind: 'required', message: 'Bitte ausfüllen.' },
    });
    expect(contractMessages(AddDashboardReplyBody, { text: 'x'.repeat(max + 1) }).text?.message).toBe(
      `Höchstens ${max.toLocaleString('de-DE')} Zeichen (jetzt ${(max + 1).toLocaleString('de-DE')}).`,
    );
    expect(contractMessages(AddDashboardReplyBody, { text: 'x'.repeat(max) })).toEqual({});
    const poll = contractMessages(CreatePollBody, { question: 'Ja?', options: ['a', ''], endsAt: 'morgen' });
    expect(poll.question?.message).toBe('Mindestens 5 Zeichen (jetzt 3).');
    expect(poll['options.1']?.message).toBe('Bitte ausfüllen.');
    expect(poll.endsAt?.message).toBe('Bitte ein gültiges Datum mit Uhrzeit angeben.');
  });

  it('takes a field’s own wording, also for every item of a list', () => {
    const own = { 'options.*': { required: 'Antwort fehlt.' }, question: { tooShort: (n: number) => `ab ${n}` } };
    const found = contractMessages(CreatePollBody, { question: 'Ja?', options: ['', 'b'] }, own);
    expect(found['options.0']?.message).toBe('Antwort fehlt.');
    expect(found.question?.message).toBe('ab 5');
  });
});

describe('paths and 422 problems', () => {
  it('reads JSON pointers, dotted and bracket paths alike', () => {
    expect(normalizeField('/options/2')).toBe('options.2');
    expect(normalizeField('items[0].text')).toBe('items.0.text');
    expect(valueAt({ options: ['a', 'b'] }, 'options.1')).toBe('b');
    expect(withValueAt({ options: ['a', 'b'], q: 'x' }, 'options.1', 'c')).toEqual({ options: ['a', 'c'], q: 'x' });
  });

  it('lists the field errors of a Problem and ignores anything else', () => {
    expect(problemFieldErrors(problem(422, [{ field: '/text', message: 'Keine Links.' }, { bad: 1 }]))).toEqual([
      { path: 'text', message: 'Keine Links.' },
    ]);
    expect(problemFieldErrors(problem(500))).toEqual([]);
    expect(problemFieldErrors(new Error('x'))).toEqual([]);
  });
});

describe('drafts', () => {
  const empty = { title: '', text: '', tags: [] as string[], listed: true };

  it('keep a draft over every limit exactly as typed (shape only, never length)', () => {
    const parse = draftShape(empty);
    const long = { title: 'T'.repeat(5000), text: 'x'.repeat(50_000), tags: ['a'], listed: false };
    expect(parse(long)).toEqual(long);
  });

  it('fall back field by field when the shape is wrong, and drop unknown fields', () => {
    const parse = draftShape(empty);
    expect(parse({ title: 7, text: 'bleibt', tags: [1], extra: 'x' })).toEqual({ ...empty, text: 'bleibt' });
    expect(parse('kaputt')).toBeUndefined();
    expect(parse(null)).toBeUndefined();
    expect(parse([])).toBeUndefined();
  });

  it('keep rows of a table form, each in the shape of the empty row', () => {
    const row = { id: 0, itemName: '', price: 0, available: true };
    const parse = draftShape({ entries: [] as (typeof row)[] }, { entries: row });
    expect(
      parse({
        entries: [
          { id: 3, itemName: 'Motorwäsche', price: 150, available: false },
          { itemName: 'Öl', price: 'x' },
        ],
      }),
    ).toEqual({
      entries: [
        { id: 3, itemName: 'Motorwäsche', price: 150, available: false },
        { id: 0, itemName: 'Öl', price: 0, available: true },
      ],
    });
    expect(parse({ entries: ['kein Eintrag'] })).toEqual({ entries: [] });
    expect(parse({ entries: 'kaputt' })).toEqual({ entries: [] });
  });

  it('read what was stored, whatever its length', () => {
    const key = defineDraft('draft.test.form-layer', { text: '' });
    writeStored(key, { text: 'y'.repeat(max + 500) });
    expect(readStored(key).text).toHaveLength(max + 500);
  });
});

describe('useContractForm', () => {
  const setup = (draft?: ReturnType<typeof defineDraft<{ text: string }>>) =>
    renderHook(() =>
      useContractForm({
        schema: AddDashboardReplyBody,
        initial: { text: '' },
        draft,
        toBody: ({ text }) => ({ text: text.trim() }),
        messages: { text: { required: 'Bitte schreib etwas.' } },
      }),
    );

  it('shows a required message only after the field was left or the form submitted', () => {
    const { result } = setup();
    expect(result.current.message('text')).toBeUndefined();
    act(() => result.current.touch('text'));
    expect(result.current.message('text')).toBe('Bitte schreib etwas.');
  });

  it('shows a text past the limit at once, keeps every character, and clears when valid', () => {
    const { result } = setup();
    act(() => result.current.set('text', 'x'.repeat(max + 1)));
    expect(result.current.values.text).toHaveLength(max + 1);
    expect(result.current.message('text')).toMatch(/^Höchstens/);
    act(() => result.current.set('text', 'x'.repeat(max)));
    expect(result.current.message('text')).toBeUndefined();
  });

  it('sends nothing while a rule is broken, then the body', () => {
    const { result } = setup();
    const sent: unknown[] = [];
    act(() => result.current.handleSubmit((body) => sent.push(body))());
    expect(sent).toEqual([]);
    expect(result.current.message('text')).toBe('Bitte schreib etwas.');
    act(() => result.current.set('text', '  Hallo  '));
    expect(result.current.message('text')).toBeUndefined();
    act(() => result.current.handleSubmit((body) => sent.push(body))());
    expect(sent).toEqual([{ text: 'Hallo' }]);
  });

  it('puts a 422 under its field until the field changes; other errors are not placed', () => {
    const { result } = setup();
    act(() => result.current.set('text', 'www.example.org'));
    let placed = false;
    act(
      () =>
        void (placed = result.current.applyServerErrors(problem(422, [{ field: '/text', message: 'Keine Links.' }]))),
    );
    expect(placed).toBe(true);
    expect(result.current.message('text')).toBe('Keine Links.');
    expect(result.current.values.text).toBe('www.example.org');
    act(() => result.current.set('text', 'example'));
    expect(result.current.message('text')).toBeUndefined();
    act(() => void (placed = result.current.applyServerErrors(problem(422, [{ field: 'unknown', message: 'x' }]))));
    expect(placed).toBe(false);
    act(() => void (placed = result.current.applyServerErrors(problem(500))));
    expect(placed).toBe(false);
  });

  it('keeps its values in the draft, past the limit too, until reset', () => {
    const key = defineDraft('draft.test.use-contract-form', { text: '' });
    const first = setup(key);
    act(() => first.result.current.set('text', 'z'.repeat(max + 3)));
    first.unmount();
    const again = setup(key);
    expect(again.result.current.values.text).toHaveLength(max + 3);
    act(() => again.result.current.reset());
    expect(again.result.current.values.text).toBe('');
    expect(localStorage.getItem('draft.test.use-contract-form')).toBeNull();
  });
});
