#!/usr/bin/env node
// npm run generate          regenerate src/api/generated from openapi/portal.yaml
// npm run generate:check    fail when the committed output differs from a fresh generation
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkSchemaNames } from './schema-names.mjs';
import { loadContract, operations, root } from './load.mjs';

/** operationId → ACP right, from x-required-right: what the client's permission helper reads. */
async function writeRequiredRights(dir) {
  const doc = await loadContract();
  const rights = Object.fromEntries(
    operations(doc)
      .filter(({ op }) => typeof op['x-required-right'] === 'string')
      .map(({ op }) => [op.operationId, op['x-required-right']])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const body = Object.entries(rights)
    .map(([id, right]) => `  ${id}: '${right}',`)
    .join('\n');
  writeFileSync(
    path.join(dir, 'required-rights.ts'),
    `/**\n * Generated from x-required-right in openapi/portal.yaml. Do not edit: run \`npm run generate\`.\n */\n` +
      `export const requiredRights = {\n${body}\n} as const;\n\n` +
      `export type OperationWithRight = keyof typeof requiredRights;\n` +
      `export type AcpRightName = (typeof requiredRights)[OperationWithRight];\n`,
  );
}

const check = process.argv.includes('--check');
const target = 'src/api/generated';
const outDir = check ? 'src/api/.generated-check' : target;

function listFiles(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

const started = performance.now();
await checkSchemaNames();
const orval = path.join(root, 'node_modules/.bin/orval');
try {
  execFileSync(orval, ['--config', 'orval.config.ts'], {
    cwd: root,
    stdio: check ? 'pipe' : 'inherit',
    env: { ...process.env, ORVAL_OUT_DIR: outDir },
  });
} catch (error) {
  console.error(String(error.stdout ?? ''), String(error.stderr ?? ''));
  console.error('Generation failed: see the output above.');
  process.exit(1);
}
await writeRequiredRights(path.join(root, outDir));
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (!check) {
  console.log(`Generated ${listFiles(path.join(root, target)).length} files in ${target} in ${seconds} s.`);
  process.exit(0);
}

const fresh = path.join(root, outDir);
const committed = path.join(root, target);
const a = new Set(listFiles(fresh));
const b = new Set(listFiles(committed));
const differ = [...new Set([...a, ...b])].filter(
  (f) =>
    !a.has(f) ||
    !b.has(f) ||
    readFileSync(path.join(fresh, f), 'utf8') !== readFileSync(path.join(committed, f), 'utf8'),
);
rmSync(fresh, { recursive: true, force: true });
if (differ.length > 0) {
  console.error(
    `Generated code is out of date with openapi/portal.yaml (${differ.length} files differ, e.g. ${differ.slice(0, 5).join(', ')}).`,
  );
  console.error('Run `npm run generate` and commit the result together with the contract change.');
  process.exit(1);
}
console.log(`Generated code matches the contract (${a.size} files, ${seconds} s).`);
