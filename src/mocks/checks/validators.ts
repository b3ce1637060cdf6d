// The contract's request-body validators (orval's zod/mini output, src/api/generated/zod/<tag>/,
// the same ones the forms use), loaded per area with its first write, never up front. A body
// that fails gives one German message per field, at the dotted path the forms name fields by.
import type { $ZodErrorMap, $ZodIssue } from 'zod/v4/core';
import { checkTexts as t } from './texts';

type ZodModule = Record<string, unknown>;

/** What the check layer needs of a generated schema. */
interface BodySchema {
  safeParse(
    data: unknown,
    params?: { reportInput?: boolean; error?: $ZodErrorMap },
  ): { success: true } | { success: false; error: { issues: readonly $ZodIssue[] } };
}

export interface FieldError {
  field: string;
  message: string;
}

interface Validators {
  module: ZodModule;
  /** zod's German locale, for the rare issues without a sentence of our own. */
  localeError: $ZodErrorMap;
}

const loaders = import.meta.glob<ZodModule>('../../api/generated/zod/*/*.zod.ts');
const loaderByArea = new Map(Object.entries(loaders).map(([file, load]) => [file.split('/').at(-2) ?? file, load]));
const loading = new Map<string, Promise<Validators | undefined>>();

/** The validators of `area`, loaded once (undefined when the contract has none for it). */
function validatorsOf(area: string): Promise<Validators | undefined> {
  const load = loaderByArea.get(area);
  if (!load) return Promise.resolve(undefined);
  let done = loading.get(area);
  if (!done) {
    done = Promise.all([load(), import('zod/v4/locales/de.js')]).then(([module, de]) => ({
      module,
      localeError: de.default().localeError,
    }));
    // A chunk that did not arrive may be tried again by the next request.
    done.catch(() => loading.delete(area));
    loading.set(area, done);
  }
  return done;
}

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

const sizeOf = (input: unknown) =>
  typeof input === 'string' || Array.isArray(input) ? input.length : typeof input === 'number' ? input : 0;

function messageOf(issue: $ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return t.required;
      if (issue.expected === 'int') return t.integer;
      if (issue.expected === 'number') return t.number;
      return issue.message;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? t.required : t.tooShort(min, sizeOf(issue.input));
      if (issue.origin === 'array' || issue.origin === 'set') return t.tooFew(min);
      return t.tooSmall(min, issue.inclusive !== false);
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return t.tooLong(max, sizeOf(issue.input));
      if (issue.origin === 'array' || issue.origin === 'set') return t.tooMany(max);
      return t.tooBig(max, issue.inclusive !== false);
    }
    case 'invalid_format':
      return issue.format === 'datetime' || issue.format === 'date' ? t.dateTime : t.format;
    case 'invalid_value':
      return t.choice(issue.values);
    case 'invalid_union':
      // A discriminated union without a matching tag (`kind: "foo"`): name the allowed tags.
      return t.choice('options' in issue && Array.isArray(issue.options) ? issue.options : []);
    default:
      return issue.message;
  }
}

/** One message per field path (the first issue of a field wins, as in the forms). */
export function fieldErrors(issues: readonly $ZodIssue[]): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (!byField.has(field)) byField.set(field, messageOf(issue));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/**
 * The field errors of `body` for `operationId` of `area`: undefined when the body is valid or
 * the operation has no body validator (orval names it `<OperationId>Body`).
 */
export async function bodyErrors(area: string, operationId: string, body: unknown): Promise<FieldError[] | undefined> {
  const validators = await validatorsOf(area);
  const schema = validators && schemaOf(validators, operationId);
  if (!validators || !schema) return undefined;
  // The locale per call, not zod's global config: the app's forms set their own.
  const result = schema.safeParse(body, { reportInput: true, error: validators.localeError });
  return result.success ? undefined : fieldErrors(result.error.issues);
}

function schemaOf(validators: Validators, operationId: string): BodySchema | undefined {
  const schema = validators.module[`${pascal(operationId)}Body`] as BodySchema | undefined;
  return typeof schema?.safeParse === 'function' ? schema : undefined;
}

/** Whether `operationId` of `area` has a body validator (loads the area's validators). */
export async function hasBodyValidator(area: string, operationId: string): Promise<boolean> {
  const validators = await validatorsOf(area);
  return validators !== undefined && schemaOf(validators, operationId) !== undefined;
}
