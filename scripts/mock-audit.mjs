#!/usr/bin/env node
// npm run mock:audit [-- --seeds 1,2,3] [-- --area bank] [-- --rules] [-- --json] [-- --now reference|<ISO date>]
// Does the mock backend behave like a backend? Asks the mock handlers (the same ones as the app
// and mock:server) every GET operation of the contract under each seed and checks list/detail
// identity, id echo, paging, time order, references and the schema; asks every write operation
// with an invalid body (422), as a player without the ACP right (403) and with an unknown id (404).
// Prints ok/violations per area and check and the first violations; exits 1 on any violation.
// `now` (for "created ≤ now") is the real clock by default: the app compares with the real clock,
// and the stateful handlers stamp changes with it; `--now reference` uses MOCK_REFERENCE_DATE.
// Then every area's domain rules (src/mocks/rules/<area>.ts); `--rules` runs only those.
// A full run (no --area, no --rules) keeps its verdicts for contract:coverage's "stateful" column.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { argValue } from './contract/load.mjs';
import { saveLastAudit } from './mock-audit/last.mjs';
import { formatReport, jsonReport } from './mock-audit/report.mjs';
import { runAudit } from './mock-audit/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `1,2,3` → [1, 2, 3]; throws on anything but positive integers. */
export function parseSeeds(text = '1,2,3') {
  const seeds = text.split(',').map((s) => Number(s.trim()));
  if (!seeds.length || seeds.some((s) => !Number.isInteger(s) || s <= 0)) {
    throw new Error(`--seeds: positive integers separated by commas, not "${text}"`);
  }
  return seeds;
}

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  let seeds;
  try {
    seeds = parseSeeds(argValue(args, '--seeds'));
  } catch (error) {
    console.error(`mock:audit: ${error.message}`);
    process.exit(2);
  }
  const area = argValue(args, '--area');
  const now = argValue(args, '--now');
  const rulesOnly = args.includes('--rules');
  let audit;
  try {
    audit = await runAudit({
      seeds,
      area,
      now,
      rulesOnly,
      onSeed: (seed, seconds) => {
        if (!json) console.error(`seed ${seed}: ${seconds.toFixed(1)} s`);
      },
    });
  } catch (error) {
    console.error(`mock:audit: ${error.stack ?? error}`);
    process.exit(2);
  }
  if (!area && !rulesOnly) saveLastAudit(root, audit.results.verdicts(), seeds);
  const report = jsonReport(audit, { seeds, area });
  const text = json ? JSON.stringify(report, null, 2) : formatReport(audit, { seeds, area });
  // Exit once the text is out: a piped stdout is written asynchronously.
  process.stdout.write(`${text}\n`, () => process.exit(report.violationCount > 0 ? 1 : 0));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
