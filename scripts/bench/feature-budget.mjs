#!/usr/bin/env node
// npm run bench:features [-- --json] [--check] [--keep]
// What the feature areas add to the production build's initial JS, measured against the same
// app built without them. The areas are the folders with a manifest (src/features/<area>/
// manifest.ts, the list src/app/areas.ts collects): no list of its own here, so a new area
// is measured as soon as it exists. Both builds run from copies of the working tree:
//   with     the app as it is;
//   without  every area folder removed, and every route file that loads an area's code
//            removed too, except the spec's own routes (/ and /dashboard, spec §2), whose
//            feature modules become empty stand-ins (a page that renders nothing, a loader
//            that loads nothing). The menu's area groups are then empty (no manifests).
// Initial JS = index.html's entry chunk and everything it imports statically: what every
// page loads before any route chunk. Also prints what opening `/` loads in addition (the
// dashboard route's own chunks), each area's lazy chunks, and the areas' menu chunk.
// --per-area also builds the app without each area alone and checks each one's own growth.
// --check exits non-zero when a budget of README "Performance budgets" is missed:
//   each area adds at most 350 B gzip to the initial JS (the growth divided by the areas);
//   no lazy chunk of an area over 40 KiB gzip.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const JSON_OUT = args.includes('--json');
const CHECK = args.includes('--check');
// --per-area: one more build per area, without only that area: what each one adds on its own.
const PER_AREA = args.includes('--per-area');
// --keep: leave both builds (their paths are printed) to look into what the growth is.
const KEEP = args.includes('--keep');
/** Initial JS each area may add (gzip bytes), and the largest lazy chunk an area may have. */
const PER_AREA_BUDGET = 350;
const CHUNK_BUDGET = 40 * 1024;
const log = (...m) => !JSON_OUT && console.error(...m);
const root = process.cwd();

/** The spec's own routes (spec §2): they stay, with stand-ins for the area code they load. */
const SPEC_ROUTES = new Set(['src/routes/_app/index.tsx', 'src/routes/_app/dashboard.tsx']);

/** The areas: every src/features/<area> with a manifest.ts (what src/app/areas.ts collects). */
function listAreas(dir) {
  const features = path.join(dir, 'src/features');
  return readdirSync(features).filter((a) => existsSync(path.join(features, a, 'manifest.ts')));
}

/** Route files (src/routes/**) with the area modules they import: `features/<area>/<module>` and the names used. */
function areaRouteFiles(dir, areas) {
  const out = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const file = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const text = readFileSync(path.join(dir, file), 'utf8');
        const uses = [];
        // lazyPage(() => import('../../features/x/y'), 'Name') and lazyLoader(..., 'name')
        for (const m of text.matchAll(/import\(['"][./]*features\/([\w-]+)\/([\w./-]+)['"]\)\s*,\s*['"](\w+)['"]/g))
          uses.push({ area: m[1], module: m[2], names: [m[3]] });
        // const page = () => import('../../features/x/y'); … lazyPage(page, 'Name'), lazyLoader(page, 'name')
        for (const m of text.matchAll(
          /const\s+(\w+)\s*=\s*\(\)\s*=>\s*import\(['"][./]*features\/([\w-]+)\/([\w./-]+)['"]\)/g,
        )) {
          const names = [...text.matchAll(new RegExp(`lazy\\w+\\(\\s*${m[1]}\\s*,\\s*['"](\\w+)['"]`, 'g'))].map(
            (n) => n[1],
          );
          uses.push({ area: m[2], module: m[3], names });
        }
        // import { a, b } from '../../features/x/y'
        for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"][./]*features\/([\w-]+)\/([\w./-]+)['"]/g))
          uses.push({
            area: m[2],
            module: m[3],
            names: m[1]
              .split(',')
              .map((n) =>
                n
                  .replace(/^\s*type\s+/, '')
                  .split(' as ')[0]
                  .trim(),
              )
              .filter(Boolean),
          });
        const mine = uses.filter((u) => areas.includes(u.area));
        if (mine.length > 0) out.push({ file, uses: mine });
      }
    }
  };
  walk('src/routes');
  return out;
}

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

function removeAreas(dir, only) {
  const areas = only ? [only] : listAreas(dir);
  if (areas.length === 0) throw new Error('feature-budget: no src/features/*/manifest.ts found; nothing to measure');
  const routes = areaRouteFiles(dir, areas);
  for (const spec of SPEC_ROUTES)
    if (!existsSync(path.join(dir, spec))) throw new Error(`feature-budget: ${spec} is gone`);
  for (const area of areas) rmSync(path.join(dir, 'src/features', area), { recursive: true });
  for (const { file, uses } of routes) {
    if (!SPEC_ROUTES.has(file)) {
      rmSync(path.join(dir, file));
      continue;
    }
    // A stand-in for each module a spec route loads: every name it uses renders or loads nothing.
    const stubs = new Map();
    for (const u of uses) {
      const rel = `src/features/${u.area}/${u.module}.ts`;
      stubs.set(rel, [...(stubs.get(rel) ?? []), ...u.names]);
    }
    for (const [rel, names] of stubs) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      const body = [...new Set(names)].map((n) => `export function ${n}(): null {\n  return null;\n}\n`).join('');
      writeFileSync(path.join(dir, rel), body);
    }
  }
  return { areas, removedRoutes: routes.filter((r) => !SPEC_ROUTES.has(r.file)).map((r) => r.file) };
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

/**
 * The JS every start loads: the entry (src/boot.ts), the app it imports once the top-bar frame is
 * painted (its one dynamic import: src/main.tsx), and their static imports, recursively.
 */
function startClosure(manifest) {
  const seen = staticClosure(manifest, 'index.html');
  for (const key of manifest['index.html']?.dynamicImports ?? []) staticClosure(manifest, key, seen);
  return seen;
}

/**
 * The start page's module (vite.config.ts `START_PAGE`): the build puts it, with the app modules
 * it imports, into one chunk named `start-page` that index.html preloads (issue #18). That chunk
 * has no module key in the manifest, so it is entered under the page's own name here: the
 * dashboard's code is then measured as the dashboard's, as it was when the page was a chunk alone.
 */
const START_PAGE = /const START_PAGE = '([^']+)'/.exec(readFileSync(path.join(root, 'vite.config.ts'), 'utf8'))?.[1];
if (!START_PAGE) throw new Error('vite.config.ts names no START_PAGE: bench:features cannot find the start page');

function readManifest(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const startPage = Object.entries(manifest).find(([, e]) => e.name === 'start-page' && !e.src);
  if (!startPage || manifest[START_PAGE]) return manifest;
  // Whatever imports the chunk by its old key finds it under the page's.
  const rename = (k) => (k === startPage[0] ? START_PAGE : k);
  return Object.fromEntries(
    Object.entries(manifest).map(([k, e]) => [
      rename(k),
      k === startPage[0]
        ? { ...e, src: START_PAGE, isDynamicEntry: true, imports: e.imports?.map(rename) }
        : { ...e, imports: e.imports?.map(rename) },
    ]),
  );
}

function measure(distDir, homeModules) {
  const manifest = readManifest(distDir);
  const initial = startClosure(manifest);
  const js = [...initial].filter((f) => f.endsWith('.js'));
  const files = js.map((file) => ({ file, gzip: gzipOf(distDir, file) })).sort((a, b) => b.gzip - a.gzip);
  // Opening `/`: the chunks of what the index route loads (page, loader) beyond the initial JS.
  const homeKeys = Object.keys(manifest).filter((k) => homeModules.some((m) => k.replace(/\.tsx?$/, '') === m));
  const onHome = new Set();
  for (const k of homeKeys)
    for (const f of staticClosure(manifest, k)) if (!initial.has(f) && f.endsWith('.js')) onHome.add(f);
  const areaChunks = Object.entries(manifest)
    .filter(([k, e]) => e.isDynamicEntry && /src\/features\//.test(k))
    .map(([k, e]) => ({ source: k, area: /src\/features\/([^/]+)/.exec(k)[1], gzip: gzipOf(distDir, e.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const menuEntry = Object.entries(manifest).find(([k]) => k === 'src/app/areas.ts');
  return {
    initialGzip: files.reduce((n, f) => n + f.gzip, 0),
    initialFiles: files,
    homeExtraGzip: [...onHome].reduce((n, f) => n + gzipOf(distDir, f), 0),
    areaChunks,
    // The areas' menu groups and search entries (manifests and icons), loaded after the first paint.
    areasMenuGzip: menuEntry
      ? [...staticClosure(manifest, menuEntry[0])]
          .filter((f) => !initial.has(f))
          .reduce((n, f) => n + gzipOf(distDir, f), 0)
      : 0,
  };
}

const dirs = [];
try {
  log('Building the app with the feature areas …');
  const withDir = copyTree();
  dirs.push(withDir);
  const areas = listAreas(withDir);
  const routeFiles = areaRouteFiles(withDir, areas);
  const home = routeFiles.find((r) => r.file === 'src/routes/_app/index.tsx');
  // Areas some route loads code from; an area whose screens live in another area's page
  // (buildingcell in /building) has only a manifest and a redirect, so nothing of its own to measure.
  const routeAreas = [...new Set(routeFiles.flatMap((r) => r.uses.map((u) => u.area)))].sort();
  const homeModules = (home?.uses ?? []).map((u) => `src/features/${u.area}/${u.module}`);
  const withAreas = measure(build(withDir), homeModules);
  log(`Building the app without them (${areas.join(', ')}) …`);
  const withoutDir = copyTree();
  dirs.push(withoutDir);
  const { removedRoutes } = removeAreas(withoutDir);
  const withoutAreas = measure(build(withoutDir), homeModules);

  const marginal = {};
  if (PER_AREA)
    for (const area of areas) {
      log(`Building the app without ${area} …`);
      const d = copyTree();
      dirs.push(d);
      removeAreas(d, area);
      marginal[area] = withAreas.initialGzip - measure(build(d), homeModules).initialGzip;
      rmSync(d, { recursive: true, force: true });
    }
  const growth = withAreas.initialGzip - withoutAreas.initialGzip;
  const perArea = Math.round(growth / areas.length);
  const byArea = Object.fromEntries(
    areas.map((a) => {
      const chunks = withAreas.areaChunks.filter((c) => c.area === a);
      return [
        a,
        { chunks: chunks.length, totalGzip: chunks.reduce((n, c) => n + c.gzip, 0), largestGzip: chunks[0]?.gzip ?? 0 },
      ];
    }),
  );
  const budgets = [
    {
      name: `each area adds ≤ ${PER_AREA_BUDGET} B gzip to the initial JS (${areas.length} areas: ${perArea} B each)`,
      ok: perArea <= PER_AREA_BUDGET,
    },
    ...Object.entries(marginal).map(([a, bytes]) => ({
      name: `${a} alone adds ${bytes} B gzip to the initial JS (≤ ${PER_AREA_BUDGET} B)`,
      ok: bytes <= PER_AREA_BUDGET,
    })),
    {
      name: `no lazy chunk of an area over ${CHUNK_BUDGET / 1024} KiB gzip`,
      ok: withAreas.areaChunks.every((c) => c.gzip <= CHUNK_BUDGET),
    },
  ];
  const result = {
    areas,
    routeAreas,
    removedRoutes,
    budgetBytesPerArea: PER_AREA_BUDGET,
    chunkBudgetBytes: CHUNK_BUDGET,
    initialGzip: { with: withAreas.initialGzip, without: withoutAreas.initialGzip, growth, perArea },
    marginalGzip: marginal,
    homeExtraGzip: { with: withAreas.homeExtraGzip, without: withoutAreas.homeExtraGzip },
    areasMenuGzip: withAreas.areasMenuGzip,
    areaChunks: withAreas.areaChunks,
    byArea,
    budgets,
    ok: budgets.every((b) => b.ok),
  };
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/feature-budget.json', JSON.stringify(result, null, 2));
  if (JSON_OUT) console.log(JSON.stringify(result, null, 2));
  else {
    const b = (n) => `${n} B (${(n / 1024).toFixed(2)} KiB)`;
    console.log(`\nAreas (src/features/*/manifest.ts): ${areas.join(', ')}`);
    console.log('\nInitial JS of the production build (entry + static imports, gzip -9):');
    console.log(`  with the areas               ${b(withAreas.initialGzip)} in ${withAreas.initialFiles.length} files`);
    console.log(
      `  without them                 ${b(withoutAreas.initialGzip)} in ${withoutAreas.initialFiles.length} files`,
    );
    console.log(`  growth                       ${b(growth)}, ${perArea} B per area (budget ${PER_AREA_BUDGET} B)`);
    // Where the growth sits: the initial files by role (the name before the hash), with and without.
    const role = (f) => path.basename(f).replace(/-[\w-]{8}\.js$/, '');
    const sizes = (m) => Object.fromEntries(m.initialFiles.map((f) => [role(f.file), f.gzip]));
    const [w, wo] = [sizes(withAreas), sizes(withoutAreas)];
    for (const r of [...new Set([...Object.keys(w), ...Object.keys(wo)])])
      console.log(
        `    ${r.padEnd(26)} ${String(w[r] ?? 0).padStart(7)} B  ${String(wo[r] ?? 0).padStart(7)} B  ${(w[r] ?? 0) - (wo[r] ?? 0)} B`,
      );
    console.log(`\nThe areas' menu groups and search entries, after the first paint: ${b(withAreas.areasMenuGzip)}`);
    console.log('\nLoaded on top when `/` (the dashboard) opens:');
    console.log(`  with the feed                ${b(withAreas.homeExtraGzip)}`);
    console.log(`  empty dashboard page         ${b(withoutAreas.homeExtraGzip)}`);
    console.log("\nEach area's lazy chunks (gzip):");
    for (const [a, x] of Object.entries(byArea))
      console.log(`  ${a.padEnd(14)} ${x.chunks} chunks, ${b(x.totalGzip)} in all, largest ${b(x.largestGzip)}`);
    for (const c of withAreas.areaChunks) console.log(`  ${String(c.gzip).padStart(6)} B  ${c.source}`);
    console.log('');
    for (const x of budgets) console.log(`${x.ok ? 'ok  ' : 'MISS'} ${x.name}`);
  }
  if (CHECK && !result.ok) process.exitCode = 1;
} finally {
  if (KEEP) log(`Kept: ${dirs.map((d) => path.join(d, 'dist')).join(', ')}`);
  else for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
