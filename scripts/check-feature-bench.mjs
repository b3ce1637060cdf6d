#!/usr/bin/env node
// npm test's check of `npm run bench:features` itself (both builds happen and differ where
// they should), not of its budget (that is `bench:features -- --check`, on demand). It ran
// inside vitest before: two production builds there competed with the test workers for the
// two cores, so it is a step of its own now (issue 16, point 10).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const run = spawnSync(process.execPath, ['scripts/bench/feature-budget.mjs', '--json'], {
  encoding: 'utf8',
  env: { ...process.env, NO_COLOR: '1' },
  maxBuffer: 64 * 1024 * 1024,
});
if (run.status !== 0) {
  console.error(run.stderr || run.stdout);
  console.error(`bench:features failed (exit ${run.status}).`);
  process.exit(1);
}
const r = JSON.parse(run.stdout);
const problems = [];
// The menu's Community entries and the area routes are in every start, so "without" is smaller.
if (!(r.initialGzip.without < r.initialGzip.with)) problems.push('initial JS without the areas is not smaller');
if (r.initialGzip.growth !== r.initialGzip.with - r.initialGzip.without) problems.push('growth is not with - without');
// The feed loads with / only; the stand-in dashboard page is tiny.
if (!(r.homeExtraGzip.with > r.homeExtraGzip.without)) problems.push('/ loads no more with the feed than without');
const sources = new Set(r.areaChunks.map((c) => c.source));
for (const source of [
  'src/features/dashboard/dashboard-page.tsx',
  'src/features/serverrules/pages.ts',
  'src/features/serverrules/editor/rules-editor-page.tsx',
  'src/features/polls/polls-page.tsx',
]) {
  if (!sources.has(source)) problems.push(`no area chunk attributed to ${source}`);
}
// Every area a route loads code from has chunks of its own: a new one is measured at once.
// An area with a manifest that no route loads code from (its screens live in another area's
// page) must say where they are, so a forgotten route is not taken for a hosted area.
const areas = readdirSync('src/features').filter((a) => existsSync(`src/features/${a}/manifest.ts`));
for (const area of areas) {
  const own = [...sources].some((s) => s.startsWith(`src/features/${area}/`));
  if (r.routeAreas.includes(area)) {
    if (!own) problems.push(`no chunk of the area ${area}`);
  } else if (!/screensIn:\s*'[\w-]+'/.test(readFileSync(`src/features/${area}/manifest.ts`, 'utf8'))) {
    problems.push(`no route loads code of the area ${area}, and its manifest names no screensIn`);
  }
}
if (problems.length > 0) {
  console.error(`bench:features measures wrongly:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `bench:features measures both builds: initial JS ${r.initialGzip.with} B gzip with the areas, ` +
    `${r.initialGzip.without} B without (growth ${r.initialGzip.growth} B), ${r.areaChunks.length} area chunks.`,
);
