#!/usr/bin/env node
// npm run generate          regenerate src/api/generated from openapi/portal.yaml
// npm run generate:check    fail when the committed output differs from a fresh generation
// node scripts/contract/generate.mjs --tables-only   rewrite only the guard tables and operation-ids.ts
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkSchemaNames } from './schema-names.mjs';
import { loadContract, operations, root } from './load.mjs';

const HEADER = (what) =>
  `/**\n * Generated from ${what} in openapi/portal.yaml. Do not edit: run \`npm run generate\`.\n */\n`;
const sortedEntries = (pairs) => pairs.sort(([a], [b]) => a.localeCompare(b));
/** A value as TypeScript source, in the project's style ({ teams: ['police'], right: 'arrest' }). */
const literal = (value) =>
  Array.isArray(value)
    ? `[${value.map(literal).join(', ')}]`
    : value && typeof value === 'object'
      ? `{ ${Object.entries(value)
          .map(([k, v]) => `${k}: ${literal(v)}`)
          .join(', ')} }`
      : typeof value === 'string'
        ? `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
        : String(value);

/**
 * One table per kind of guard (what the client's permission helper reads), the union of every
 * operationId, and the ACP rights with their German labels (the rights matrix screen).
 */
async function writeGuardTables(dir) {
  const doc = await loadContract();
  const ops = operations(doc);
  const table = (key, map = (v) => v) =>
    sortedEntries(ops.filter(({ op }) => op[key] !== undefined).map(({ op }) => [op.operationId, map(op[key])]))
      .map(([id, value]) => `  ${id}: ${literal(value)},`)
      .join('\n');
  const write = (file, text) => writeFileSync(path.join(dir, file), text);

  write(
    'required-rights.ts',
    `${HEADER('x-required-right (ACP rights of admins)')}export const requiredRights = {\n${table('x-required-right')}\n} as const;\n\n` +
      `export type OperationWithRight = keyof typeof requiredRights;\n` +
      `export type AcpRightName = (typeof requiredRights)[OperationWithRight];\n`,
  );
  write(
    'team-rights.ts',
    `${HEADER('x-team-right (rights inside a state organisation; checked by the server)')}` +
      `export const teamRights = {\n${table('x-team-right', (v) => ({ teams: v.teams, ...(v.right ? { right: v.right } : {}) }))}\n} as const;\n\n` +
      `export type OperationWithTeamRight = keyof typeof teamRights;\n`,
  );
  write(
    'member-rights.ts',
    `${HEADER('x-member-right (rights inside an organisation or property; checked by the server)')}` +
      `export const memberRights = {\n${table('x-member-right')}\n} as const;\n\n` +
      `export type OperationWithMemberRight = keyof typeof memberRights;\n`,
  );
  write(
    'owner-operations.ts',
    `${HEADER("x-owner (operations on the caller's own resource; the value names the resource)")}` +
      `export const ownerOperations = {\n${table('x-owner')}\n} as const;\n\n` +
      `export type OwnerOperation = keyof typeof ownerOperations;\n`,
  );
  write(
    'public-operations.ts',
    `${HEADER('x-public (writes any signed-in user may call)')}` +
      `export const publicOperations = {\n${table('x-public')}\n} as const;\n\n` +
      `export type PublicOperation = keyof typeof publicOperations;\n`,
  );
  write(
    'faction-operations.ts',
    `${HEADER('x-faction (reads for members of a kind of faction, or holders of an ACP right; checked by the server)')}` +
      `export const factionOperations = {\n${table('x-faction', (v) => ({ kind: v.kind, ...(v.acpRight ? { acpRight: v.acpRight } : {}), ...(v.ifItemOf ? { ifItemOf: v.ifItemOf } : {}) }))}\n} as const;\n\n` +
      `export type FactionOperation = keyof typeof factionOperations;\n`,
  );
  const ids = ops.map(({ op }) => op.operationId).sort((a, b) => a.localeCompare(b));
  write(
    'operation-ids.ts',
    `${HEADER('the operationIds')}/** Every operationId of the contract (${ids.length}): a mistyped id is a compile error. */\n` +
      `export type OperationId =\n${ids.map((id) => `  | '${id}'`).join('\n')};\n`,
  );
  const acp = doc.components?.schemas?.AcpRight ?? {};
  const labels = acp['x-enum-labels'] ?? {};
  const categories = acp['x-categories'] ?? {};
  const rights = (acp.enum ?? []).map(
    (r) => `  '${r}': { category: '${r.split('.')[0]}', label: ${literal(labels[r] ?? r)} },`,
  );
  write(
    'acp-rights.ts',
    `${HEADER('the AcpRight schema (enum, x-enum-labels, x-categories)')}` +
      `/** German name of each category of ACP rights (the part of a right before the dot). */\n` +
      `export const acpRightCategories = {\n${Object.entries(categories)
        .map(([k, v]) => `  ${k}: ${literal(v)},`)
        .join('\n')}\n} as const;\n\n` +
      `/** Every ACP right with its category and German label, for the rights matrix screen. */\n` +
      `export const acpRights = {\n${rights.join('\n')}\n} as const;\n\n` +
      `export type AcpRightKey = keyof typeof acpRights;\n` +
      `export type AcpRightCategoryKey = keyof typeof acpRightCategories;\n`,
  );
}

/**
 * The validators import zod through one generated module that turns zod's JIT off first. zod
 * probes `new Function` when it builds its first object schema; the app's CSP forbids eval, and
 * Chromium reports even that caught probe as a securitypolicyviolation. The import order of a
 * feature cannot guarantee a config call comes first; importing zod through this module can.
 */
function writeZodEntry(dir) {
  writeFileSync(
    path.join(dir, 'zod-mini.ts'),
    `/**\n * zod as the validators in this folder import it. Written by \`npm run generate\`: do not edit.\n */\n` +
      `import { config } from 'zod/mini';\n\n` +
      `// No eval-based fast path: the CSP allows no eval (script-src 'self').\n` +
      `config({ jitless: true });\n\n` +
      `export * from 'zod/mini';\n`,
  );
  for (const file of listFiles(dir).filter((f) => f.endsWith('.zod.ts'))) {
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    const entry = `${path.relative(path.dirname(full), path.join(dir, 'zod-mini')).replaceAll(path.sep, '/')}`;
    writeFileSync(full, text.replace(`from 'zod/mini';`, `from '${entry.startsWith('.') ? entry : `./${entry}`}';`));
  }
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
if (process.argv.includes('--tables-only')) {
  // Quick path while editing guards: only the tables beside the orval output.
  await writeGuardTables(path.join(root, target));
  process.exit(0);
}
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
await writeGuardTables(path.join(root, outDir));
writeZodEntry(path.join(root, outDir, 'zod'));
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (!check) {
  // The mock check layer's query rules come from the same contract (orval generates no query
  // validators); written here so a contract change cannot leave them behind.
  execFileSync(process.execPath, [path.join(root, 'scripts/mock-audit/query-rules.mjs')], { stdio: 'inherit' });
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
