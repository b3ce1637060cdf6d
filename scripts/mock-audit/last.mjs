// The verdicts of the last full mock:audit, kept under node_modules/.cache so contract:coverage
// can show them without running the audit (which takes a minute). Not committed; a fresh clone
// has none until `npm run mock:audit` runs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the last full audit keeps its verdicts (read by contract:coverage). */
export const lastAuditFile = (root) => path.join(root, 'node_modules/.cache/mock-audit/last.json');

/** Keeps `{ at, seeds, operations: { operationId: { stateful, checks } } }`. */
export function saveLastAudit(root, verdicts, seeds) {
  const file = lastAuditFile(root);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), seeds, operations: verdicts }, null, 1));
}

/** The last full audit's verdicts, or undefined when there is none. */
export function readLastAudit(root) {
  try {
    return JSON.parse(readFileSync(lastAuditFile(root), 'utf8'));
  } catch {
    return undefined;
  }
}
