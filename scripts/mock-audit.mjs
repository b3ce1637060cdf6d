#!/usr/bin/env node
// npm run mock:audit [-- --seeds 1,2,3] [-- --area bank] [-- --rules] [-- --json] [-- --now reference|<ISO date>]
// Does the mock backend behave like a backend? Asks the mock handlers (the same ones as the app
// and mock:server) every GET operation of the contract under each seed and checks list/detail
// identity, id echo, paging, time order, references and the schema; asks every write operation
// with an invalid body (422), as a player without the ACP right (403) and with an unknown id (404).
// A path value is the first item of the list before it; where the contract documents a refusal of
// the request for that item's state (a write answered 403/409: the owner cannot be fired, the main
// account not closed; a part of an item answered 404: an offline character has no position, an
// owner no rent contract), up to 9 further items of the list are asked, and the checks hold for
// the first one the domain allows (they fail as before when none is). Before, the audit demanded
// that the first item accept what the contract says it refuses. A DELETE is kept when the detail
// then answers 404, or, for a thing the contract keeps on record in an ending state (a withdrawn
// lot: state `cancelled`, which the lot lists and filters show), when its state changed to one.
// Prints ok/violations per area and check and the first violations; exits 1 on any violation.
// `now` (for "created ≤ now") is the real clock by default, read when each answer is checked (not
// once at the start: the worlds of later seeds stamp live things with the clock too, so a fixed
// start time flagged an open call updated a second after it); the app compares with the real
// clock, and the stateful handlers stamp changes with it; `--now reference` uses MOCK_REFERENCE_DATE.
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
