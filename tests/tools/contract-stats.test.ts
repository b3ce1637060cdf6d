// contract:stats -- --quality measures what a screen or a mock can trust (issue 14): the
// project's contract is at every goal, and a planted fault shows up in its figure.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureContract, plantFault, runScript } from './helpers/run-script';

const STATS = 'scripts/contract/stats.mjs';

interface Quality {
  rows: Array<{ key: string; now: number; ok: boolean }>;
  details: Record<string, string[]>;
}
const figure = (q: Quality, key: string) => q.rows.find((r) => r.key === key);

describe('npm run contract:stats -- --quality', () => {
  it('shows every measure of the contract at its goal, and --check exits 0', async () => {
    const { code, stdout } = await runScript(STATS, ['--quality', '--check']);
    expect(stdout).toContain('every measure is at its goal');
    expect(stdout).toMatch(/0 +goal 0 +ok +write operations without a guard/);
    expect(code).toBe(0);
  });

  it('counts a planted unguarded write and a negative money input, and --check exits 1', async () => {
    const dir = plantFault((yaml) =>
      yaml
        .replace('      x-public: true\n', '')
        .replace(
          '        closesAt: { type: string, format: date-time }\n    Post:',
          '        closesAt: { type: string, format: date-time }\n        fee: { type: integer, maximum: 100 }\n    Post:',
        ),
    );
    const args = ['--quality', '--json', '--contract', path.join(dir, 'openapi/portal.yaml')];
    const { stdout } = await runScript(STATS, args);
    const q = JSON.parse(stdout) as Quality;
    expect(figure(q, 'unguardedWrites')).toMatchObject({ now: 1, ok: false });
    expect(q.details.unguardedWrites).toEqual(['addPoll']);
    expect(figure(q, 'negativeMoneyInputs')).toMatchObject({ now: 1, ok: false });
    const check = await runScript(STATS, ['--quality', '--check', '--contract', path.join(dir, 'openapi/portal.yaml')]);
    expect(check.code).toBe(1);
  });

  it('reads the fixture without counting problems it does not have', async () => {
    const { stdout } = await runScript(STATS, ['--quality', '--json', '--contract', fixtureContract]);
    const q = JSON.parse(stdout) as Quality;
    expect(figure(q, 'unguardedWrites')?.now).toBe(0);
    expect(figure(q, 'rightsOutsideEnum')?.now).toBe(0);
    expect(figure(q, 'pathParamsWithoutDescription')?.now).toBe(0);
  });
});
