// Query parameters checked against the contract (query-rules.gen.ts, generated from it by
// scripts/mock-audit/query-rules.mjs): a value the contract does not allow (`limit=0`,
// `state=foo`, `skip=abc`, a missing required one) answers 422 with a German message per
// parameter, as a body does. Parameters the contract does not name are left alone.
import type { FieldError } from './validators';
import { checkTexts as t } from './texts';

export interface QueryRule {
  type?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  format?: 'date' | 'date-time';
  items?: QueryRule;
  required?: boolean;
}

export type QueryRules = Record<string, Record<string, QueryRule>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The message for one value, or undefined when the rule allows it. */
function messageOf(rule: QueryRule, value: string): string | undefined {
  if (rule.type === 'integer' || rule.type === 'number') {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n)) return rule.type === 'integer' ? t.integer : t.number;
    if (rule.type === 'integer' && !Number.isInteger(n)) return t.integer;
    if (rule.minimum !== undefined && n < rule.minimum) return t.tooSmall(rule.minimum, true);
    if (rule.exclusiveMinimum !== undefined && n <= rule.exclusiveMinimum)
      return t.tooSmall(rule.exclusiveMinimum, false);
    if (rule.maximum !== undefined && n > rule.maximum) return t.tooBig(rule.maximum, true);
    if (rule.exclusiveMaximum !== undefined && n >= rule.exclusiveMaximum)
      return t.tooBig(rule.exclusiveMaximum, false);
    return undefined;
  }
  if (rule.type === 'boolean') return value === 'true' || value === 'false' ? undefined : t.boolean;
  if (rule.enum && !rule.enum.map(String).includes(value)) return t.choice(rule.enum);
  if (rule.minLength !== undefined && value.length < rule.minLength) {
    return rule.minLength <= 1 ? t.required : t.tooShort(rule.minLength, value.length);
  }
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return t.tooLong(rule.maxLength, value.length);
  if (rule.format === 'date' && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) return t.date;
  if (rule.format === 'date-time' && (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))) return t.dateTime;
  if (rule.pattern && !new RegExp(rule.pattern, 'u').test(value)) return t.format;
  return undefined;
}

/** The errors of a request's query for `operationId` (undefined: it passes or has no rules). */
export function queryErrors(rules: QueryRules, operationId: string, query: URLSearchParams): FieldError[] | undefined {
  const own = rules[operationId];
  if (!own) return undefined;
  const errors: FieldError[] = [];
  for (const [name, rule] of Object.entries(own)) {
    const values = query.getAll(name);
    if (values.length === 0) {
      if (rule.required) errors.push({ field: name, message: t.required });
      continue;
    }
    // An array goes as repeated parameters or comma-separated; anything else is one value.
    const each = rule.type === 'array' ? values.flatMap((v) => v.split(',')) : values.slice(-1);
    const itemRule = rule.type === 'array' ? (rule.items ?? {}) : rule;
    const message = each.map((v) => messageOf(itemRule, v)).find((m) => m !== undefined);
    if (message) errors.push({ field: name, message });
  }
  return errors.length ? errors : undefined;
}
