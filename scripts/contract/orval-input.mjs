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

export async function prepareForOrval() {
  const document = await loadContract();
  const formats = Object.fromEntries(Object.entries(MOCK_FORMATS).map(([name, f]) => [name, fakerFn(f.faker)]));
  const schemaMocks = { formats, schemas: collectSchemaMocks(document) };
  stripPatternAnchors(document);
  return { document, schemaMocks };
}
