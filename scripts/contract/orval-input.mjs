// Prepares the bundled contract for orval: the document itself, plus the mock
// overrides that come from the contract (x-faker on properties) and from the
// custom formats of mock-formats.mjs.
import { loadContract } from './load.mjs';
import { MOCK_FORMATS } from './mock-formats.mjs';

/** A function whose source orval inlines into the generated mock: `(function anonymous() { return EXPR })()`. */
const fakerFn = (expression) => new Function(`return ${expression};`);

/**
 * Per-schema property overrides from x-faker on object properties. (orval applies them by
 * schema and property name; an x-faker on a referenced schema would be ignored, so shared
 * string types use a custom `format` instead.)
 */
export function collectSchemaMocks(doc) {
  const schemas = {};
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    for (const [prop, raw] of Object.entries(schema.properties ?? {})) {
      const expr = raw['x-faker'];
      if (typeof expr !== 'string') continue;
      schemas[name] ??= { properties: {} };
      schemas[name].properties[prop] = fakerFn(expr);
    }
  }
  return schemas;
}

/** fromRegExp() keeps ^ and $ literally: the generator's copy drops the anchors (types do not depend on them). */
function stripPatternAnchors(node) {
  if (Array.isArray(node)) node.forEach(stripPatternAnchors);
  else if (node && typeof node === 'object') {
    if (typeof node.pattern === 'string') node.pattern = node.pattern.replace(/^\^/, '').replace(/\$$/, '');
    Object.values(node).forEach(stripPatternAnchors);
  }
}

/**
 * orval ignores an x-faker beside a $ref, so the generator's copy inlines the referenced
 * schema there (the type is the same: the referenced schemas are aliases of primitives).
 */
function inlineRefsWithFaker(doc) {
  for (const schema of Object.values(doc.components?.schemas ?? {})) {
    for (const [prop, raw] of Object.entries(schema.properties ?? {})) {
      if (typeof raw.$ref !== 'string' || typeof raw['x-faker'] !== 'string') continue;
      const target = doc.components.schemas[raw.$ref.replace('#/components/schemas/', '')];
      if (!target || target.type === 'object') continue;
      const { $ref: _ref, ...siblings } = raw;
      schema.properties[prop] = { ...target, ...siblings };
    }
  }
}

/** `x-mock-range: [min, max]` narrows a number schema's mock values to plausible ones (e.g. Money). */
function applyMockRanges(node) {
  if (Array.isArray(node)) node.forEach(applyMockRanges);
  else if (node && typeof node === 'object') {
    const range = node['x-mock-range'];
    if (Array.isArray(range) && range.length === 2) [node.minimum, node.maximum] = range;
    Object.values(node).forEach(applyMockRanges);
  }
}

export async function prepareForOrval() {
  const document = await loadContract();
  // The validators need the contract as written: the mock ranges below narrow limits and
  // the anchors of a pattern are part of its meaning for a validator.
  const contract = structuredClone(document);
  inlineRefsWithFaker(document);
  applyMockRanges(document);
  const formats = Object.fromEntries(Object.entries(MOCK_FORMATS).map(([name, f]) => [name, fakerFn(f.faker)]));
  const schemaMocks = { formats, schemas: collectSchemaMocks(document) };
  stripPatternAnchors(document);
  return { document, schemaMocks, contract };
}

/**
 * The document cut down to the given operations and the components they reach (transitively
 * through $ref), for an output that must hold only those operations.
 */
export function onlyOperations(doc, ids) {
  const wanted = new Set(ids);
  const paths = {};
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(([, op]) => op && typeof op === 'object' && wanted.delete(op.operationId)),
    );
    if (Object.keys(kept).length > 0)
      paths[route] = { ...kept, ...(item.parameters ? { parameters: item.parameters } : {}) };
  }
  if (wanted.size > 0) throw new Error(`onlyOperations: not in the contract: ${[...wanted].join(', ')}`);
  // Security schemes are named, not referenced: they come along whole.
  const components = doc.components?.securitySchemes ? { securitySchemes: doc.components.securitySchemes } : {};
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const ref = typeof node.$ref === 'string' ? /^#\/components\/(\w+)\/(.+)$/.exec(node.$ref) : null;
    if (ref && !components[ref[1]]?.[ref[2]]) {
      const target = doc.components?.[ref[1]]?.[ref[2]];
      if (!target) throw new Error(`onlyOperations: ${node.$ref} does not resolve`);
      (components[ref[1]] ??= {})[ref[2]] = target;
      visit(target);
    }
    Object.values(node).forEach(visit);
  };
  visit(paths);
  const { webhooks: _webhooks, ...rest } = doc;
  return { ...rest, paths, components };
}
