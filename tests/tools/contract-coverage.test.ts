// contract:coverage: per operation, used by the UI, tested, scenario override; totals per tag.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeCoverage } from '../../scripts/contract/coverage.mjs';
import { loadContract } from '../../scripts/contract/load.mjs';
import { fixtureContract, runScript } from './helpers/run-script';

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-coverage-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const files = {
  'src/features/polls/poll-list.tsx':
    "import { useListPolls, useAddPoll } from '../../api/generated/endpoints/polls/polls';\n",
  'tests/integration/polls.test.tsx': 'server.use(getListPollsMockHandler({ items: [], page }));\n',
  'src/mocks/scenarios/definitions.ts': "const x = 'getPoll';\n",
};

describe('contract coverage', () => {
  it('marks what the UI uses, what tests exercise and what scenarios override', async () => {
    const cov = computeCoverage(await loadContract(fixtureContract), project(files));
    const row = (id: string) => cov.operations.find((o: { operationId: string }) => o.operationId === id);
    expect(row('listPolls')).toMatchObject({ usedByUi: true, tested: true, scenario: false });
    expect(row('addPoll')).toMatchObject({ usedByUi: true, tested: false });
    expect(row('getPoll')).toMatchObject({ usedByUi: false, scenario: true });
    expect(cov.perTag.find((t: { tag: string }) => t.tag === 'polls')).toMatchObject({
      operations: 4,
      usedByUi: 2,
      tested: 1,
      scenario: 1,
    });
    expect(cov.untestedUi).toEqual(['addPoll']);
  });

  it('prints a table per tag, JSON on request, and fails an untested UI operation with --fail-untested', async () => {
    const dir = project(files);
    const table = await runScript('scripts/contract/coverage.mjs', ['--root', dir, '--contract', fixtureContract]);
    expect(table.stdout).toMatch(/polls +4 +2 +50% +1 +25% +1 +25%/);
    expect(table.stdout).toContain('used by the UI but not tested (1): addPoll');
    expect(table.code).toBe(0);
    const json = await runScript('scripts/contract/coverage.mjs', [
      '--root',
      dir,
      '--contract',
      fixtureContract,
      '--json',
    ]);
    expect(JSON.parse(json.stdout).total).toMatchObject({ operations: 5, usedByUi: 2 });
    const strict = await runScript('scripts/contract/coverage.mjs', [
      '--root',
      dir,
      '--contract',
      fixtureContract,
      '--fail-untested',
    ]);
    expect(strict.code).toBe(1);
  });
});
