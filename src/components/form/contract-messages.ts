// Runs a generated validator over a request body and gives one German message per field path.
import type { $ZodIssue } from 'zod/v4/core';
import { issueText, type FieldMessages, type MessageKind } from './issue-message';
import { pathOf } from './paths';

/** What the form layer needs of a generated zod schema (zod/mini and classic both fit). */
export interface ContractSchema<Body> {
  safeParse(
    data: unknown,
    params?: { reportInput?: boolean },
  ): { success: true; data: Body } | { success: false; error: { issues: readonly $ZodIssue[] } };
}

export interface FieldMessage {
  message: string;
  kind: MessageKind | 'other';
}

/** Kinds that show while typing: the user should know at once that a text is too long. */
export const LIVE_KINDS: ReadonlySet<FieldMessage['kind']> = new Set(['tooLong', 'tooMany', 'tooBig']);

/** Own wording per field path; "options.*" applies to every item of options. */
export type MessagesByField = Record<string, FieldMessages>;

function ownMessages(path: string, own: MessagesByField | undefined): FieldMessages | undefined {
  if (!own) return undefined;
  return own[path] ?? own[path.replace(/\.\d+(?=\.|$)/g, '.*')];
}

export function contractMessages<Body>(
  schema: ContractSchema<Body>,
  body: unknown,
  own?: MessagesByField,
): Record<string, FieldMessage> {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return {};
  const out: Record<string, FieldMessage> = {};
  for (const issue of result.error.issues) {
    const path = pathOf(issue.path);
    out[path] ??= issueText(issue, ownMessages(path, own));
  }
  return out;
}
