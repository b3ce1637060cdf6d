// `npm run new:area -- <tag>` makes a working area: in a temporary copy of the committed tree
// (git archive HEAD, node_modules linked) it generates one for a contract tag that has no area
// yet, then typechecks its files, lints them, and runs its own test with the registry test.
// Nothing is written to the working tree; the copy is removed afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './helpers/run-script';

interface Run {
  code: number;
  out: string;
}

function run(args: string[], cwd: string): Promise<Run> {
  // A clean environment for the nested runs: no VITEST_* of this run leaks into the child vitest.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, out }));
  });
}

describe('npm run new:area', () => {
  it(
    'creates an area that passes typecheck, lint, its own test and the registry test',
    { timeout: 240_000 },
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'new-area-'));
      try {
        execFileSync('sh', ['-c', `git archive HEAD | tar -x -C "${dir}"`], { cwd: root });
        symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
        const { newArea, contractTags } = (await import(path.join(root, 'scripts/new-area.mjs'))) as {
          newArea: (o: Record<string, string>) => Promise<{ files: string[] }>;
          contractTags: (root: string) => string[];
        };
        // Once every tag of the contract has its area, the copy's contract gets a tag of its own
        // (without operations: the generated page needs none).
        if (contractTags(dir).every((t) => existsSync(path.join(dir, 'src/features', t)))) {
          const contract = path.join(dir, 'openapi/portal.yaml');
          writeFileSync(
            contract,
            readFileSync(contract, 'utf8').replace(
              /^tags:\n/m,
              'tags:\n  - name: scratcharea\n    description: An area made by the new-area test\n',
            ),
          );
        }
        const tag = contractTags(dir).find((t) => !existsSync(path.join(dir, 'src/features', t)));
        expect(tag, 'a contract tag without an area').toBeTruthy();
        if (!tag) return;
        const { files } = await newArea({ tag, root: dir, label: 'Testbereich', group: 'work', icon: 'Landmark' });
        expect(files).toEqual([
          `src/features/${tag}/manifest.ts`,
          `src/features/${tag}/not-offered.ts`,
          `src/features/${tag}/texts.ts`,
          `src/features/${tag}/${tag}-page.tsx`,
          `src/routes/_app/${tag}.tsx`,
          `tests/integration/features-${tag}.test.tsx`,
        ]);

        // Typecheck only what the area brings (tsc follows its imports through the app);
        // errors count only in its own files and the route tree, not in others' work in progress.
        writeFileSync(
          path.join(dir, 'tsconfig.area.json'),
          JSON.stringify({
            extends: './tsconfig.json',
            include: [...files, 'tests/setup', 'src/app/route-tree.gen.ts'],
          }),
        );
        const [tsc, lint, tests] = await Promise.all([
          run(['node_modules/typescript/bin/tsc', '-p', 'tsconfig.area.json', '--noEmit'], dir),
          run(['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', ...files], dir),
          run(['node_modules/vitest/vitest.mjs', 'run', files[4] ?? '', 'tests/unit/areas.test.ts'], dir),
        ]);
        const own = tsc.out
          .split('\n')
          .filter((l) => [...files, 'src/app/route-tree.gen.ts'].some((f) => l.startsWith(f)));
        expect(own, tsc.out).toEqual([]);
        expect(lint.code, lint.out).toBe(0);
        expect(tests.code, tests.out).toBe(0);
        expect(tests.out).toMatch(/Tests\s+\d+ passed/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
