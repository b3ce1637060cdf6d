// Validates values against the contract's schemas with Ajv (JSON Schema 2020-12, as OpenAPI 3.1),
// the standard formats and the project's custom ones (mock-formats.mjs).
// Shared by contract:check and the mock-contract test.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { followRefs } from './load.mjs';
import { MOCK_FORMATS } from './mock-formats.mjs';

/** An Ajv instance that resolves `portal#/components/...` against `doc`. */
export function createAjv(doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  for (const [name, format] of Object.entries(MOCK_FORMATS)) ajv.addFormat(name, format.pattern);
  ajv.addFormat('int64', { type: 'number', validate: (n) => Number.isSafeInteger(n) });
  ajv.addFormat('int32', { type: 'number', validate: (n) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
  ajv.addSchema({ $id: 'portal', components: doc.components ?? {} });
  return ajv;
}

/** Rewrites local refs so they resolve inside the registered 'portal' document. */
export function rebase(schema) {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"portal#/components/'));
}

/** The JSON schema of a response object (or of its first media type), following a response $ref. */
export function responseSchema(doc, response) {
  const res = followRefs(doc, response);
  const content = res?.content;
  if (!content) return undefined;
  const media = content['application/json'] ?? content['application/problem+json'] ?? Object.values(content)[0];
  return media?.schema;
}

/** The first 2xx response's schema of an operation. */
export function successSchema(doc, op) {
  const status = Object.keys(op.responses ?? {}).find((s) => s.startsWith('2'));
  return status ? responseSchema(doc, op.responses[status]) : undefined;
}

/** The declared response for a status: exact, then 4XX-style ranges, then default. */
export function declaredResponse(op, status) {
  const responses = op.responses ?? {};
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

/** '/items/0/votes' -> '$.items[0].votes' */
export function jsonPath(instancePath) {
  if (!instancePath) return '$';
  return `$${instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((s) => (/^\d+$/.test(s) ? `[${s}]` : /^[A-Za-z_$][\w$]*$/.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`))
    .join('')}`;
}

function valueAt(value, instancePath) {
  return instancePath
    .split('/')
    .slice(1)
    .reduce((v, k) => (v == null ? v : v[k.replaceAll('~1', '/').replaceAll('~0', '~')]), value);
}

const show = (v) => {
  const text = JSON.stringify(v);
  return text === undefined ? 'undefined' : text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** Ajv errors as { path, expected, actual } a person can read. */
export function describeErrors(errors, value) {
  return (errors ?? []).map((e) => {
    if (e.keyword === 'required') {
      return {
        path: jsonPath(`${e.instancePath}/${e.params.missingProperty}`),
        expected: 'required field',
        actual: 'missing',
      };
    }
    const expected =
      e.keyword === 'type'
        ? `type ${e.params.type}`
        : e.keyword === 'enum'
          ? `one of ${e.params.allowedValues.map(show).join(', ')}`
          : e.keyword === 'format'
            ? `format ${e.params.format}`
            : e.keyword === 'additionalProperties'
              ? `no property ${show(e.params.additionalProperty)}`
              : (e.message ?? e.keyword).replace(/^must /, '');
    return { path: jsonPath(e.instancePath), expected, actual: show(valueAt(value, e.instancePath)) };
  });
}

/** Compiles schemas once each; validate(schema, value) -> [] when valid, else readable errors. */
export function createValidator(doc) {
  const ajv = createAjv(doc);
  const cache = new Map();
  return (schema, value) => {
    const key = JSON.stringify(schema);
    let fn = cache.get(key);
    if (!fn) {
      fn = ajv.compile(rebase(schema));
      cache.set(key, fn);
    }
    return fn(value) ? [] : describeErrors(fn.errors, value);
  };
}
