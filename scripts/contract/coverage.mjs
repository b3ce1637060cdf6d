#!/usr/bin/env node
// npm run contract:coverage [-- --json] [-- --list] [-- --fail-untested]
// For every operation: used by the UI (a generated hook imported under src/features or
// src/shell), exercised by a test (tests/ names its hook, mock handler or operationId),
// answered by a scenario override (src/mocks/scenarios, src/mocks/overrides.ts), and stateful:
// by the last full `npm run mock:audit` (every check of the operation passes, a list/detail/write
// check among them), or, before the audit has run, named by a hand-written handler in
// src/mocks/stateful. Totals per tag as a table, or everything as JSON.
// --fail-untested exits 1 when the UI uses an operation that no test exercises.
import path from 'node:path';
import { readLastAudit } from '../mock-audit/last.mjs';
import { argValue, contractPath, loadContract, operations, root as projectRoot } from './load.mjs';
import { filesUsing, generatedNames, indexWords, listSourceFiles } from './usage.mjs';

const only = (dir, re) => listSourceFiles(dir).filter((f) => re.test(f));

/** `audit`: the last mock:audit's verdicts (default: read from `base`; none → the hand-written handlers count). */
export function computeCoverage(doc, base = projectRoot, audit = readLastAudit(base)) {
  const at = (p) => path.join(base, p);
  // An area's not-offered.ts names the operations it leaves out, and the roles page's
  // operation-labels.ts names every right-guarded operation to say in German what a right opens:
  // neither is a use of the operation by a screen.
  const notUi = (f) => f.includes('api/generated') || f.endsWith('not-offered.ts') || f.endsWith('operation-labels.ts');
  const uiFiles = [...listSourceFiles(at('src/features'), notUi), ...listSourceFiles(at('src/shell'), notUi)];
  const ui = indexWords(uiFiles);
  const tests = indexWords(listSourceFiles(at('tests'), (f) => f.includes('fixtures')));
  const scenarios = indexWords([
    ...listSourceFiles(at('src/mocks/scenarios')),
    ...only(at('src/mocks'), /overrides\.ts$/),
  ]);
  const stateful = indexWords(listSourceFiles(at('src/mocks/stateful')));

  const rows = operations(doc).map(({ path: route, method, op }) => {
    const { hooks, mocks } = generatedNames(op.operationId, method);
    const usedBy = filesUsing(ui, hooks, base);
    const testedBy = filesUsing(tests, [...hooks, ...mocks, op.operationId], base);
    const scenarioIn = filesUsing(scenarios, [...mocks, op.operationId], base);
    const statefulIn = filesUsing(stateful, [...mocks, op.operationId], base);
    return {
      operationId: op.operationId,
      tag: op.tags?.[0] ?? '(untagged)',
      method: method.toUpperCase(),
      path: route,
      usedByUi: usedBy.length > 0,
      tested: testedBy.length > 0,
      scenario: scenarioIn.length > 0,
      stateful: audit ? audit.operations?.[op.operationId]?.stateful === true : statefulIn.length > 0,
      statefulHandler: statefulIn.length > 0,
      files: { ui: usedBy, tests: testedBy, scenarios: scenarioIn, stateful: statefulIn },
    };
  });
  const tags = new Map();
  for (const r of rows) {
    const t = tags.get(r.tag) ?? { tag: r.tag, operations: 0, usedByUi: 0, tested: 0, scenario: 0, stateful: 0 };
    t.operations++;
    for (const k of ['usedByUi', 'tested', 'scenario', 'stateful']) if (r[k]) t[k]++;
    tags.set(r.tag, t);
  }
  const perTag = [...tags.values()];
  const total = perTag.reduce(
    (a, t) => ({
      tag: 'total',
      operations: a.operations + t.operations,
      usedByUi: a.usedByUi + t.usedByUi,
      tested: a.tested + t.tested,
      scenario: a.scenario + t.scenario,
      stateful: a.stateful + t.stateful,
    }),
    { tag: 'total', operations: 0, usedByUi: 0, tested: 0, scenario: 0, stateful: 0 },
  );
  const untestedUi = rows.filter((r) => r.usedByUi && !r.tested).map((r) => r.operationId);
  const statefulSource = audit
    ? { from: 'mock:audit', at: audit.at, seeds: audit.seeds }
    : { from: 'src/mocks/stateful' };
  return { perTag, total, untestedUi, operations: rows, statefulSource };
}

function format(cov, list) {
  const pct = (n, d) => (d ? `${String(n).padStart(4)} ${`${Math.round((100 * n) / d)}%`.padStart(4)}` : '   0   -');
  const head = `${'tag'.padEnd(13)} ${'ops'.padStart(4)}  ${'used by UI'.padStart(9)}  ${'tested'.padStart(9)}  ${'scenario'.padStart(9)}  ${'stateful'.padStart(9)}`;
  const line = (t) =>
    `${t.tag.padEnd(13)} ${String(t.operations).padStart(4)}  ${pct(t.usedByUi, t.operations)}  ${pct(t.tested, t.operations)}  ${pct(t.scenario, t.operations)}  ${pct(t.stateful, t.operations)}`;
  const lines = [head, '-'.repeat(head.length), ...cov.perTag.map(line), '-'.repeat(head.length), line(cov.total)];
  if (list) {
    lines.push('', 'operation                            UI  test scen. state');
    const mark = (b) => (b ? ' x ' : ' . ');
    for (const r of cov.operations) {
      lines.push(
        `${r.operationId.padEnd(36)} ${mark(r.usedByUi)} ${mark(r.tested)} ${mark(r.scenario)}  ${mark(r.stateful)}`,
      );
    }
  }
  const source = cov.statefulSource;
  lines.push(
    '',
    source?.from === 'mock:audit'
      ? `stateful: the mock:audit of ${source.at} (seeds ${source.seeds?.join(',')}) passes every list/detail/write check of the operation`
      : 'stateful: named by a hand-written handler in src/mocks/stateful (run `npm run mock:audit` to count what behaves statefully)',
    cov.untestedUi.length
      ? `used by the UI but not tested (${cov.untestedUi.length}): ${cov.untestedUi.join(', ')}`
      : 'every operation the UI uses is exercised by a test',
  );
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const base = path.resolve(argValue(args, '--root') ?? projectRoot);
  const doc = await loadContract(path.resolve(argValue(args, '--contract') ?? contractPath));
  const cov = computeCoverage(doc, base);
  console.log(args.includes('--json') ? JSON.stringify(cov, null, 2) : format(cov, args.includes('--list')));
  process.exit(args.includes('--fail-untested') && cov.untestedUi.length > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
