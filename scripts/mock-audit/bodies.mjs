// Request values the audit sends: samples for parameters and bodies (from the contract's examples,
// else by type), and a body that breaks the schema on purpose for the 422 check.
import { followRefs } from '../contract/load.mjs';
import { sampleFromSchema } from '../contract/check.mjs';
import { flatten } from './model.mjs';

/** A value for a parameter: its example, the schema's example, default or first enum value, else by type. */
export function paramSample(doc, param) {
  const schema = followRefs(doc, param.schema);
  const fromExamples = param.examples && Object.values(param.examples)[0];
  const found = [
    param.example,
    fromExamples && followRefs(doc, fromExamples).value,
    schema.example,
    Array.isArray(schema.examples) ? schema.examples[0] : undefined,
    schema.default,
    Array.isArray(schema.enum) ? schema.enum[0] : undefined,
    schema.const,
  ].find((v) => v !== undefined);
  if (found !== undefined) return found;
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
  if (schema.format === 'date') return '2026-11-20';
  if (schema.format === 'date-time') return '2026-11-20T18:00:00Z';
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return true;
  return 'test';
}

/**
 * A query value the contract rejects, for the 422 check: `{ name, value, how }` of the first
 * parameter that has a type or enum to break, or undefined.
 */
export function invalidQuery(doc, params) {
  for (const param of params.filter((p) => p.in === 'query')) {
    const schema = followRefs(doc, param.schema);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (type === 'integer' || type === 'number') return { name: param.name, value: 'abc', how: 'a word for a number' };
    if (Array.isArray(schema.enum)) return { name: param.name, value: 'foo', how: 'a value outside its enum' };
    if (type === 'boolean') return { name: param.name, value: 'vielleicht', how: 'no boolean' };
  }
  return undefined;
}

/** A body that should pass the schema (used where the check is about something else: rights, ids). */
export function validBody(doc, schema) {
  return sampleFromSchema(doc, schema);
}

const typeOf = (s) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/**
 * A body the schema rejects, and how: a required field left out, else a string where a number is
 * required, else an unknown enum value, else an empty required text, else a string instead of the
 * object. `{ body, how }`.
 */
export function invalidBody(doc, schema) {
  const s = flatten(doc, schema);
  const base = validBody(doc, schema);
  const objectLike = (typeOf(s) === 'object' || s.properties) && !s.oneOf && !s.anyOf;
  if (objectLike && base && typeof base === 'object' && !Array.isArray(base)) {
    const required = (s.required ?? []).filter((name) => s.properties?.[name]);
    if (required.length) {
      const { [required[0]]: _gone, ...rest } = base;
      return { body: rest, how: `without required "${required[0]}"` };
    }
    for (const [name, node] of Object.entries(s.properties ?? {})) {
      const p = flatten(doc, node);
      if (typeOf(p) === 'integer' || typeOf(p) === 'number') {
        return { body: { ...base, [name]: 'abc' }, how: `"${name}": "abc" (a number is required)` };
      }
    }
    for (const [name, node] of Object.entries(s.properties ?? {})) {
      const p = flatten(doc, node);
      if (Array.isArray(p.enum) && p.enum.every((v) => typeof v === 'string')) {
        return { body: { ...base, [name]: 'foo' }, how: `"${name}": "foo" (not one of its values)` };
      }
    }
  }
  return { body: 'kaputt', how: 'a string instead of the body object' };
}
