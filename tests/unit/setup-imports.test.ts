// Every vitest file runs tests/setup/vitest-setup.ts: what it imports statically, every file
// pays for. The generated mocks (about 2.9 MB over all areas) and the generated hooks must
// load per area, on a test's first request of that area (src/mocks/generated.ts), not here.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

/** Relative modules `file` imports at load time (type-only imports and import() excluded). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm)].map(
    (m) => m[1] ?? '',
  );
  return specs.flatMap((spec) => {
    const base = path.resolve(path.dirname(file), spec);
    const hit = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (f) => existsSync(f) && statSync(f).isFile(),
    );
    return hit ? [hit] : [];
  });
}

function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [path.resolve(root, entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

describe('the vitest setup', () => {
  it('loads no generated mocks or hooks up front; areas load on their first request', () => {
    const files = [...closure('tests/setup/vitest-setup.ts')].map((f) => path.relative(root, f));
    expect(files).toContain('src/mocks/node.ts');
    expect(files).toContain('src/mocks/generated.ts');
    expect(files.filter((f) => f.startsWith('src/api/generated/endpoints/'))).toEqual([]);
  });
});
