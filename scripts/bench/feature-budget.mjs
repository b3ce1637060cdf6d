#!/usr/bin/env node
// npm run bench:features [-- --json] [--check]
// What the community feature areas (dashboard feed, server rules and legal code,
// polls) add to the production build's initial JS, measured against the same app
// built without them. Both builds run from copies of the working tree:
//   with     the app as it is;
//   without  the areas' routes removed (/rules, /rules/legal, /rules/edit, /polls),
//            their feature folders removed, the dashboard feature reduced to an empty
//            page and loader (/ and /dashboard are shell routes, spec §2), and the
//            menu's Community group empty (src/shell/navigation/community.ts).
// Initial JS = index.html's entry chunk and everything it imports statically: what
// every page loads before any route chunk. Also prints what opening `/` loads in
// addition (the dashboard route's own chunks) and the areas' lazy chunks.
// --check exits non-zero when the growth is over 2 KB (2000 bytes) gzip.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const JSON_OUT = args.includes('--json');
const CHECK = args.includes('--check');
const BUDGET_BYTES = 2000;
const log = (...m) => !JSON_OUT && console.error(...m);
const root = process.cwd();

const AREA_ROUTES = ['polls.tsx', 'rules.index.tsx', 'rules.legal.tsx', 'rules.edit.tsx'].map(
  (f) => `src/routes/_app/${f}`,
);
const AREA_FOLDERS = ['src/features/polls', 'src/features/serverrules'];

/** The working tree's files (tracked and new, not ignored) copied to a fresh directory. */
function copyTree() {
  const dir = mkdtempSync(path.join(tmpdir(), 'feature-budget-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter((f) => f && existsSync(path.join(root, f)));
  for (const f of files) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    cpSync(path.join(root, f), path.join(dir, f));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Fails loudly when the app changed shape, so the script never measures nothing. */
function mustExist(dir, rel) {
  if (!existsSync(path.join(dir, rel)))
    throw new Error(`feature-budget: ${rel} is gone; update scripts/bench/feature-budget.mjs`);
}

function removeAreas(dir) {
  for (const rel of [...AREA_ROUTES, ...AREA_FOLDERS, 'src/features/dashboard', 'src/shell/navigation/community.ts'])
    mustExist(dir, rel);
  for (const rel of [...AREA_ROUTES, ...AREA_FOLDERS, 'src/features/dashboard'])
    rmSync(path.join(dir, rel), { recursive: true });
  mkdirSync(path.join(dir, 'src/features/dashboard'));
  writeFileSync(
    path.join(dir, 'src/features/dashboard/dashboard-page.tsx'),
    'export function DashboardPage() {\n  return null;\n}\n',
  );
  writeFileSync(path.join(dir, 'src/features/dashboard/load.ts'), 'export function loadDashboard(): void {}\n');
  writeFileSync(
    path.join(dir, 'src/shell/navigation/community.ts'),
    "import type { Destination } from './destinations';\n\nexport const communityDestinations: readonly Destination[] = [];\n",
  );
}

function build(dir) {
  // The router plugin writes the route tree of the routes it finds; a stale one must not survive.
  rmSync(path.join(dir, 'src/app/route-tree.gen.ts'), { force: true });
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', 'dist', '--emptyOutDir', '--manifest'],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return path.join(dir, 'dist');
}

const gzipOf = (distDir, file) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;

/** The JS files a manifest entry loads: its own chunk and its static imports, recursively. */
function staticClosure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imp of entry.imports ?? []) staticClosure(manifest, imp, seen);
  return seen;
}

function measure(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const initial = staticClosure(manifest, 'index.html');
  const js = [...initial].filter((f) => f.endsWith('.js'));
  const files = js.map((file) => ({ file, gzip: gzipOf(distDir, file) })).sort((a, b) => b.gzip - a.gzip);
  // Opening `/`: the dashboard route's page and loader chunks with what they import beyond the initial JS.
  const dashboardKeys = Object.keys(manifest).filter((k) =>
    /src\/features\/dashboard\/(dashboard-page\.tsx|load\.ts)$/.test(k),
  );
  const onHome = new Set();
  for (const k of dashboardKeys)
    for (const f of staticClosure(manifest, k)) if (!initial.has(f) && f.endsWith('.js')) onHome.add(f);
  const areaChunks = Object.entries(manifest)
    .filter(([k, e]) => e.isDynamicEntry && /src\/features\//.test(k))
    .map(([k, e]) => ({ source: k, gzip: gzipOf(distDir, e.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    initialGzip: files.reduce((n, f) => n + f.gzip, 0),
    initialFiles: files,
    homeExtraGzip: [...onHome].reduce((n, f) => n + gzipOf(distDir, f), 0),
    areaChunks,
  };
}

const dirs = [];
try {
  log('Building the app with the community areas …');
  const withDir = copyTree();
  dirs.push(withDir);
  const withAreas = measure(build(withDir));
  log('Building the app without them …');
  const withoutDir = copyTree();
  dirs.push(withoutDir);
  removeAreas(withoutDir);
  const withoutAreas = measure(build(withoutDir));

  const growth = withAreas.initialGzip - withoutAreas.initialGzip;
  const result = {
    budgetBytes: BUDGET_BYTES,
    initialGzip: { with: withAreas.initialGzip, without: withoutAreas.initialGzip, growth },
    homeExtraGzip: { with: withAreas.homeExtraGzip, without: withoutAreas.homeExtraGzip },
    areaChunks: withAreas.areaChunks,
    ok: growth <= BUDGET_BYTES,
  };
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/feature-budget.json', JSON.stringify(result, null, 2));
  if (JSON_OUT) console.log(JSON.stringify(result, null, 2));
  else {
    const b = (n) => `${n} B (${(n / 1024).toFixed(2)} KiB)`;
    console.log('\nInitial JS of the production build (entry + static imports, gzip -9):');
    console.log(`  with the community areas     ${b(withAreas.initialGzip)} in ${withAreas.initialFiles.length} files`);
    console.log(
      `  without them                 ${b(withoutAreas.initialGzip)} in ${withoutAreas.initialFiles.length} files`,
    );
    console.log(`  growth                       ${b(growth)}   budget ${BUDGET_BYTES} B`);
    console.log('\nLoaded on top when `/` (the dashboard) opens:');
    console.log(`  with the feed                ${b(withAreas.homeExtraGzip)}`);
    console.log(`  empty dashboard page         ${b(withoutAreas.homeExtraGzip)}`);
    console.log("\nThe areas' lazy chunks (gzip):");
    for (const c of withAreas.areaChunks) console.log(`  ${String(c.gzip).padStart(6)} B  ${c.source}`);
    console.log(
      `\n${result.ok ? 'ok  ' : 'MISS'} initial JS grows by at most ${BUDGET_BYTES} B gzip for the three areas together`,
    );
  }
  if (CHECK && !result.ok) process.exitCode = 1;
} finally {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
