// Loads openapi/portal.yaml with every external $ref bundled into one document,
// the way the generator and the contract tools all see it.
import { bundle, createConfig } from '@redocly/openapi-core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const contractPath = path.join(root, 'openapi/portal.yaml');
export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Bundles the contract at `file` (default: the working copy). */
export async function loadContract(file = contractPath) {
  const config = await createConfig({});
  const { bundle: result, problems } = await bundle({ ref: file, config, dereference: false });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`Contract does not bundle:\n${errors.map((p) => `- ${p.message}`).join('\n')}`);
  }
  return result.parsed;
}

/** Every operation as { path, method, op }. */
export function operations(doc) {
  const out = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method]) out.push({ path: p, method, op: item[method], item });
    }
  }
  return out;
}

/** Follows local $refs (#/...) until a node without one; {} when nothing is there. */
export function followRefs(doc, node) {
  for (let i = 0; node && typeof node.$ref === 'string' && i < 20; i++) {
    node = node.$ref
      .slice(2)
      .split('/')
      .reduce((n, k) => n?.[k], doc);
  }
  return node ?? {};
}

/** The value after `--name` in a command line, or undefined. */
export function argValue(args, name) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}
