// Checks of a new poll before sending, with German messages per field.
import { pollsTexts } from './texts';

const t = pollsTexts.create;

export interface PollDraft {
  question: string;
  description: string;
  options: string[];
  resultsBeforeClose: boolean;
}

export type PollErrors = Partial<Record<'question' | 'options', string>>;

export function validatePoll(draft: PollDraft): PollErrors {
  const errors: PollErrors = {};
  const q = draft.question.trim();
  if (q.length < 5 || q.length > 200) errors.question = t.questionLength;
  const filled = draft.options.filter((o) => o.trim());
  if (filled.length < 2) errors.options = t.optionsMin;
  else if (filled.length !== draft.options.length) errors.options = t.optionEmpty;
  return errors;
}
