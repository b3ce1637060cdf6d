// Checks before sending: German messages per field, nothing is sent when one fails.
import { dashboardTexts as t } from './texts';

export const POST_MAX = 4000;
export const REPLY_MAX = 1000;
export const TITLE_MAX = 120;

export type Errors = Partial<Record<'title' | 'text', string>>;

export function validateText(text: string, max: number): string | undefined {
  if (text.trim().length === 0) return t.validation.textRequired;
  if (text.length > max) return t.validation.textTooLong(max);
  return undefined;
}

export function validatePost(draft: { title: string; text: string }): Errors {
  const errors: Errors = {};
  const text = validateText(draft.text, POST_MAX);
  if (text) errors.text = text;
  if (draft.title.length > TITLE_MAX) errors.title = t.validation.titleTooLong;
  return errors;
}
