// Schema names are global once bundled: the same name in two area files would
// be renamed silently by the bundler (Name-2). Fail early with both places.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { root } from './load.mjs';

export async function findSchemaNameClashes(dir = path.join(root, 'openapi/components')) {
  const seen = new Map();
  const clashes = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    if (file === 'parameters.yaml' || file === 'responses.yaml') continue;
    const doc = parse(readFileSync(path.join(dir, file), 'utf8')) ?? {};
    for (const name of Object.keys(doc)) {
      if (seen.has(name)) clashes.push({ name, files: [seen.get(name), file] });
      else seen.set(name, file);
    }
  }
  return clashes;
}

export async function checkSchemaNames() {
  const clashes = await findSchemaNameClashes();
  if (clashes.length > 0) {
    for (const c of clashes) console.error(`Schema name "${c.name}" is defined in both ${c.files.join(' and ')}.`);
    console.error('Schema names must be unique across openapi/components/*.yaml.');
    process.exit(1);
  }
}
