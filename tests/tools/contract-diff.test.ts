// contract:diff: breaking changes apart from safe ones, hooks and users of each, exit codes.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../scripts/contract/diff.mjs';
import { loadContract } from '../../scripts/contract/load.mjs';
import { fixtureContract, plantFault, runScript } from './helpers/run-script';

const DIFF = 'scripts/contract/diff.mjs';
type Change = {
  operationId: string;
  changes: Array<{ breaking: boolean; message: string }>;
  hooks?: string[];
  usedIn?: string[];
};

async function diff(edit: (yaml: string) => string): Promise<Change[]> {
  const dir = plantFault(edit);
  return diffContracts(await loadContract(fixtureContract), await loadContract(path.join(dir, 'openapi/portal.yaml')));
}
const messages = (changes: Change[], breaking: boolean) =>
  changes.flatMap((c) => c.changes.filter((x) => x.breaking === breaking).map((x) => `${c.operationId}: ${x.message}`));

describe('contract diff', () => {
  it('finds a removed response field, a new required request field and a narrowed enum', async () => {
    const changes = await diff((y) =>
      y
        .replace('        votes: { type: integer, minimum: 0 }\n', '')
        .replace('required: [question, options]', 'required: [question, options, category]')
        .replace(
          '        closesAt: { type: string, format: date-time }\n    Post:',
          '        closesAt: { type: string, format: date-time }\n        category: { type: string }\n    Post:',
        )
        .replace('enum: [open, closed]', 'enum: [open]'),
    );
    const breaking = messages(changes, true);
    expect(breaking).toContain('getPoll: response 200 $: field removed: votes');
    expect(breaking).toContain('listPolls: response 200 $.items[]: field removed: votes');
    expect(breaking).toContain('addPoll: request body $: new required field: category');
    expect(breaking).toContain('listPolls: parameter query status: enum narrowed: no longer accepts "closed"');
  });

  it('finds renamed and removed operations, changed methods and narrowed types', async () => {
    const changes = await diff((y) =>
      y
        .replace('operationId: deletePoll', 'operationId: removePoll')
        .replace('    post:\n      operationId: addPoll', '    put:\n      operationId: addPoll')
        .replace('text: { type: string, maxLength: 4000 }', 'text: { type: string, maxLength: 500 }')
        .replace(/ {2}\/api\/dashboard\/posts:[\s\S]*?(?=components:)/, ''),
    );
    const breaking = messages(changes, true);
    expect(breaking).toContain('deletePoll: operation renamed: deletePoll -> removePoll (hooks change name)');
    expect(breaking).toContain('addPoll: method changed: POST -> PUT');
    expect(breaking).toContain('listDashboardPosts: path removed: /api/dashboard/posts');
  });

  it('counts additions as safe', async () => {
    const changes = await diff((y) =>
      y.replace(
        'text: { type: string, maxLength: 4000 }',
        'text: { type: string, maxLength: 4000 }\n        likes: { type: integer }',
      ),
    );
    expect(messages(changes, true)).toEqual([]);
    expect(messages(changes, false)).toContain('listDashboardPosts: response 200 $.items[]: field added: likes');
  });

  it('compares with a git ref, names hooks and the files using them, and exits 1 on a breaking change', async () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'portal-diff-repo-'));
    cpSync(path.dirname(fixtureContract), path.join(repo, 'openapi'), { recursive: true });
    mkdirSync(path.join(repo, 'src/features/polls'), { recursive: true });
    writeFileSync(
      path.join(repo, 'src/features/polls/poll-page.tsx'),
      "import { useGetPoll } from '../../api/generated/endpoints/polls/polls';\nexport const x = useGetPoll;\n",
    );
    const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { stdio: 'pipe' });
    git('init', '-q');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-q', '-m', 'fixture');

    const same = await runScript(DIFF, ['HEAD', '--repo', repo]);
    expect(same.stdout).toContain('0 breaking');
    expect(same.code).toBe(0);

    const file = path.join(repo, 'openapi/portal.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('        votes: { type: integer, minimum: 0 }\n', ''));
    const broken = await runScript(DIFF, ['HEAD', '--repo', repo]);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('x getPoll  GET /api/polls/{pollId}');
    expect(broken.stdout).toContain('hooks: useGetPoll, getGetPollQueryOptions');
    expect(broken.stdout).toContain('used in: src/features/polls/poll-page.tsx');

    const json = await runScript(DIFF, ['HEAD', '--repo', repo, '--json']);
    const report = JSON.parse(json.stdout) as { summary: { breaking: number }; changes: Change[] };
    expect(report.summary.breaking).toBeGreaterThan(0);
    expect(report.changes.find((c) => c.operationId === 'getPoll')?.usedIn).toEqual([
      'src/features/polls/poll-page.tsx',
    ]);
  });

  it('says so when the ref does not exist', async () => {
    const { code, stderr } = await runScript(DIFF, ['no-such-ref-xyz']);
    expect(code).toBe(2);
    expect(stderr).toContain('Cannot read openapi/ at git ref "no-such-ref-xyz"');
  });
});
