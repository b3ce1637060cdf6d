// The audit's output: a table area × check (ok/violations per operation and seed), the first
// violations of each check, the summary; JSON for machines; and the last full run's verdicts per
// operation (last.mjs keeps them for contract:coverage).
import { CHECKS } from './results.mjs';

const HEAD = {
  status: 'status',
  schema: 'schema',
  identity: 'identity',
  idEcho: 'id echo',
  paging: 'paging',
  time: 'time',
  refs: 'refs',
  kept: 'kept',
  invalid422: '422',
  query422: 'query 422',
  rights403: '403',
  unknownId404: '404',
  rules: 'rules',
};

/** Totals per check: { check: { ok, bad } }, and the number of violations. */
export function summarize(table) {
  const total = table.total ?? {};
  const bad = Object.values(total).reduce((n, c) => n + c.bad, 0);
  const ok = Object.values(total).reduce((n, c) => n + c.ok, 0);
  return { total, ok, bad };
}

/** The human report. `shown` violations per check. */
export function formatReport(audit, { seeds, area, shown = 3 } = {}) {
  const { results, model } = audit;
  const table = results.table();
  const checks = Object.keys(CHECKS);
  const width = 10;
  const cell = (c) => (c ? `${c.ok}/${c.bad}` : '-').padStart(width);
  const areas = Object.keys(table)
    .filter((a) => a !== 'total')
    .sort();
  const head = `${'area'.padEnd(13)}${checks.map((c) => HEAD[c].padStart(width)).join('')}`;
  const rule = '-'.repeat(head.length);
  const lines = [
    `mock:audit  seeds ${seeds.join(',')}${area ? `  area ${area}` : ''}  now ${audit.now} (MOCK_REFERENCE_DATE ${audit.reference})`,
    '',
    head,
    rule,
    ...areas.map((a) => `${a.padEnd(13)}${checks.map((c) => cell(table[a][c])).join('')}`),
    rule,
    `${'total'.padEnd(13)}${checks.map((c) => cell(table.total?.[c])).join('')}`,
    '',
    'cells: ok/violations, one per operation and seed (rules: per rule and seed); "-": no operation of the area has that check.',
  ];
  for (const check of checks) {
    const found = results.violations.filter((v) => v.check === check);
    if (!found.length) continue;
    lines.push('', `${check} (${CHECKS[check]}): ${found.length} violations`);
    for (const v of found.slice(0, shown)) {
      const detail = v.detail.length > 300 ? `${v.detail.slice(0, 297)}...` : v.detail;
      lines.push(`  ${v.operationId} [seed ${v.seed}] ${detail}`);
    }
    if (found.length > shown) lines.push(`  ... ${found.length - shown} more (--json lists all)`);
  }
  // Writes the seed's world refuses as documented, judged by the area rule that covers them.
  const deferred = new Map();
  for (const d of results.deferred) {
    const key = `${d.check} of ${d.operationId} → rule "${d.rule}"`;
    deferred.set(key, [...(deferred.get(key) ?? []), d.seed]);
  }
  if (deferred.size) {
    lines.push('', "judged by an area rule (the seed's state meets a refusal the contract documents):");
    for (const [key, seedsOf] of deferred) lines.push(`  ${key} [seeds ${seedsOf.join(', ')}]`);
  }
  const resources = [
    ...new Set(
      [...model.refIndex.values()]
        .flat()
        .filter((r) => r.detail.pathParams.length === 1)
        .map((r) => r.detail.operationId),
    ),
  ].sort();
  const globalNames = [
    ...new Set(
      [...model.refIndex.values()]
        .flat()
        .filter((r) => r.global && r.detail.pathParams.length === 1)
        .map((r) => r.detail.lastParam),
    ),
  ].sort();
  lines.push(
    '',
    `time pairs from the contract: ${model.timeRules.pairs.map(([a, b, strict]) => `${a} ${strict ? '<' : '≤'} ${b}`).join(', ')}; ` +
      `not after now: ${model.timeRules.past.length} past-tense fields (createdAt, updatedAt, closedAt, last…At, ...)`,
    `references: <x>Id fields checked against ${resources.length} resources (${resources.join(', ')}); ` +
      `in every area: ${globalNames.join(', ')}; inside their area also <noun>Id and <area><Noun>Id (accounts → accountId, bankAccountId)`,
  );
  const verdicts = Object.values(results.verdicts());
  const audited = model.operations.filter((o) => !area || o.area === area).length;
  const stateful = verdicts.filter((v) => v.stateful).length;
  const { bad, ok } = summarize(table);
  lines.push(
    `stateful (it answers, and every list/detail/write check of it passes under every seed; schema and time not counted): ${stateful} of ${audited} operations`,
    '',
    `total: ${bad} violations, ${ok} ok (operation × seed × check) over ${audited} operations × ${seeds.length} seeds in ${audit.seconds.toFixed(1)} s (loading ${audit.loadSeconds.toFixed(1)} s)`,
  );
  return lines.join('\n');
}

/** Everything as one JSON value. */
export function jsonReport(audit, { seeds, area } = {}) {
  const table = audit.results.table();
  const { bad, ok } = summarize(table);
  return {
    seeds,
    area: area ?? null,
    now: audit.now,
    seconds: Number(audit.seconds.toFixed(1)),
    loadSeconds: Number(audit.loadSeconds.toFixed(1)),
    violationCount: bad,
    okCount: ok,
    table,
    violations: audit.results.violations,
    deferred: audit.results.deferred,
    operations: audit.results.verdicts(),
  };
}
