// Which generated names an operation gets, and which source files use them.
// Shared by contract:diff (who is hit by a breaking change) and contract:coverage.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const pascal = (id) => id.charAt(0).toUpperCase() + id.slice(1);

/** The exported names orval generates for one operation (react-query hooks, options, fetcher, mocks). */
export function generatedNames(operationId, method) {
  const P = pascal(operationId);
  const hooks =
    method === 'get'
      ? [`use${P}`, `get${P}QueryOptions`, `get${P}QueryKey`, operationId]
      : [`use${P}`, `get${P}MutationOptions`, operationId];
  return { hooks, mocks: [`get${P}MockHandler`, `get${P}ResponseMock`] };
}

export function listSourceFiles(dir, skip = (rel) => rel.includes('api/generated')) {
  if (!existsSync(dir)) return [];
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'node_modules' && !skip(full)) walk(full);
      } else if (/\.(ts|tsx|js|mjs)$/.test(name) && !skip(full)) out.push(full);
    }
  };
  walk(dir);
  return out;
}

/** Identifier-like words of every file, read once: Map(file -> Set(word)). */
export function indexWords(files) {
  const index = new Map();
  for (const file of files) index.set(file, new Set(readFileSync(file, 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []));
  return index;
}

/** Files (relative to base) whose words include any of `names`. */
export function filesUsing(index, names, base) {
  const hits = [];
  for (const [file, words] of index) if (names.some((n) => words.has(n))) hits.push(path.relative(base, file));
  return hits.sort();
}
