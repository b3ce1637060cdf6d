#!/usr/bin/env node
// npm run contract:lint [-- --json] [-- path/to/portal.yaml]
// Redocly lint with the project's rules (openapi/redocly.yaml + lint/portal-rules.js).
// Prints one line per problem (file:line:col, rule, message) and a count per rule;
// --json passes Redocly's JSON report through. Exits 1 when there is an error.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { contractPath, root } from './load.mjs';

export function lintContract(file = contractPath) {
  const bin = path.join(root, 'node_modules/.bin/redocly');
  const config = path.join(root, 'openapi/redocly.yaml');
  const run = spawnSync(bin, ['lint', file, '--config', config, '--format', 'json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const start = run.stdout.indexOf('{');
  if (start < 0) throw new Error(`redocly lint printed no report:\n${run.stderr}`);
  return JSON.parse(run.stdout.slice(start));
}

export function formatReport(report) {
  const lines = [];
  const perRule = new Map();
  for (const p of report.problems) {
    const loc = p.location?.[0];
    const where = loc
      ? `${path.relative(process.cwd(), path.resolve(root, loc.source.ref))}:${loc.start?.line ?? '?'}:${loc.start?.col ?? '?'}`
      : '(contract)';
    lines.push(`${p.severity === 'error' ? 'error' : 'warn '}  ${where}  ${p.ruleId}  ${p.message}`);
    perRule.set(p.ruleId, (perRule.get(p.ruleId) ?? 0) + 1);
  }
  if (perRule.size > 0) {
    lines.push('', 'per rule:');
    for (const [rule, n] of [...perRule].sort((a, b) => b[1] - a[1])) lines.push(`  ${String(n).padStart(5)}  ${rule}`);
  }
  const { errors, warnings } = report.totals;
  lines.push(
    '',
    errors + warnings === 0 ? 'contract lint: no problems' : `contract lint: ${errors} errors, ${warnings} warnings`,
  );
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  const report = lintContract(file ? path.resolve(file) : contractPath);
  console.log(args.includes('--json') ? JSON.stringify(report, null, 2) : formatReport(report));
  process.exit(report.totals.errors > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
