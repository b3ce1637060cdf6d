// Issue #30, point 7: every hardening check writes one line per thing it tried (an area, a kind,
// a name, whether it held) into test-results/hardening/*.jsonl; `scripts/hardening-report.mjs`
// sums them into the table per area that `npm test` and `npm run test:hardening` print.
// Works in vitest workers and in Playwright's test process alike (plain files, one append each).
//
//   await hardeningCheck('idempotency', 'bank', 'transfer: double click', async () => { ... });
//   recordHardening({ kind: 'payloads', area: 'dashboard', name: '/dashboard', count: 202 });
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { manifestDestinations } from './app-routes';

/** The table's columns: hostile text, a 401 mid-form, never twice, 409/412, offline, forged rights. */
export type HardeningKind = 'payloads' | 'session' | 'idempotency' | 'conflict' | 'offline' | 'rights';

export interface HardeningRecord {
  kind: HardeningKind;
  /** The area key (the contract's tag, the folder under src/features), or `shell`. */
  area: string;
  /** What was tried: a route, a form, an operation with its case. */
  name: string;
  ok: boolean;
  /** How many things this line stands for (payloads rendered on a route); 1 if left out. */
  count?: number;
  error?: string;
}

const DIR = path.resolve(process.env.HARDENING_DIR ?? 'test-results/hardening');
const FILE = path.join(DIR, `${process.pid}.jsonl`);

export function recordHardening(record: Omit<HardeningRecord, 'ok'> & { ok?: boolean }): void {
  mkdirSync(DIR, { recursive: true });
  const line: HardeningRecord = { ok: true, ...record };
  if (line.error) line.error = line.error.slice(0, 400);
  appendFileSync(FILE, `${JSON.stringify(line)}\n`);
}

/**
 * Runs one check and records it as held or failed; a failure is thrown on, so the test fails
 * too. Use one call per form / operation / document, so the table counts what was really tried.
 */
export async function hardeningCheck(
  kind: HardeningKind,
  area: string,
  name: string,
  check: () => unknown,
): Promise<void> {
  try {
    await check();
  } catch (error) {
    recordHardening({ kind, area, name, ok: false, error: String(error) });
    throw error;
  }
  recordHardening({ kind, area, name });
}

let destinations: { area: string; to: string }[] | undefined;

/**
 * The area of a route path, from the areas' manifests (`/acp/server?x=1` → `gameserver`,
 * `/rules/edit` → `serverrules`): the destination with the longest matching path; `shell` for
 * the shell's own pages.
 */
export function areaOfPath(to: string): string {
  destinations ??= manifestDestinations();
  const pathname = to.split(/[?#]/)[0] ?? '/';
  const hit = destinations
    .filter((d) => pathname === d.to || pathname.startsWith(`${d.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return hit?.area ?? 'shell';
}
