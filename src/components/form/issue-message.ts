// One German message per zod issue of a generated validator. The common rules (required,
// length, count, range, date) get a sentence of our own with the contract's limit and what
// was typed; anything rarer falls back to zod's German locale.
import { config } from 'zod/mini';
import type { $ZodIssue } from 'zod/v4/core';
import de from 'zod/v4/locales/de.js';
import { formTexts as t } from './texts';

config(de());

export type MessageKind =
  'required' | 'tooShort' | 'tooLong' | 'tooFew' | 'tooMany' | 'tooSmall' | 'tooBig' | 'format' | 'choice';

/** A field's own wording for some kinds: a text, or a function of the limit and the actual size. */
export type FieldMessages = Partial<Record<MessageKind, string | ((limit: number, actual: number) => string)>>;

export interface IssueText {
  kind: MessageKind | 'other';
  message: string;
}

const sizeOf = (input: unknown) =>
  typeof input === 'string' || Array.isArray(input) ? input.length : typeof input === 'number' ? input : 0;

function classify(issue: $ZodIssue): { kind: MessageKind | 'other'; limit: number; message: string } {
  const actual = sizeOf(issue.input);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? { kind: 'required', limit: 0, message: t.required }
        : { kind: 'other', limit: 0, message: issue.message };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1
          ? { kind: 'required', limit: min, message: t.required }
          : { kind: 'tooShort', limit: min, message: t.tooShort(min, actual) };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { kind: 'tooFew', limit: min, message: t.tooFew(min) };
      return { kind: 'tooSmall', limit: min, message: t.tooSmall(min) };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { kind: 'tooLong', limit: max, message: t.tooLong(max, actual) };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { kind: 'tooMany', limit: max, message: t.tooMany(max) };
      return { kind: 'tooBig', limit: max, message: t.tooBig(max) };
    }
    case 'invalid_format':
      return { kind: 'format', limit: 0, message: issue.format === 'datetime' ? t.dateTime : t.format };
    case 'invalid_value':
      return { kind: 'choice', limit: 0, message: t.choice };
    default:
      return { kind: 'other', limit: 0, message: issue.message };
  }
}

/** The German message of `issue`, in the field's own words where `own` has them. */
export function issueText(issue: $ZodIssue, own?: FieldMessages): IssueText {
  const { kind, limit, message } = classify(issue);
  const custom = kind === 'other' ? undefined : own?.[kind];
  if (custom === undefined) return { kind, message };
  return { kind, message: typeof custom === 'string' ? custom : custom(limit, sizeOf(issue.input)) };
}
