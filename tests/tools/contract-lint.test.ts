// contract:lint fires the project's rules on a planted fault and stays quiet on a clean contract.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureContract, plantFault, runScript } from './helpers/run-script';

const LINT = 'scripts/contract/lint.mjs';

describe('npm run contract:lint', () => {
  it('passes a contract that follows the conventions', async () => {
    const { code, stdout } = await runScript(LINT, [fixtureContract]);
    expect(stdout).toContain('contract lint: no problems');
    expect(code).toBe(0);
  });

  it('reports a wrong tag and a state-changing GET, and exits 1', async () => {
    const dir = plantFault((yaml) =>
      yaml
        .replace('operationId: getPoll\n', 'operationId: deletePollNow\n')
        .replace(
          'summary: Polls, newest first\n      tags: [polls]',
          'summary: Polls, newest first\n      tags: [dashboard]',
        ),
    );
    const { code, stdout } = await runScript(LINT, [path.join(dir, 'openapi/portal.yaml')]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/tag-is-area .*area "polls" \(has \["dashboard"\]\)/);
    expect(stdout).toMatch(/portal\/no-state-changing-get .*"deletePollNow" must read/);
    expect(stdout).toContain('contract lint: 2 errors');
  });

  it('reports an admin operation without x-required-right as JSON with --json', async () => {
    const dir = plantFault((yaml) => yaml.replaceAll('/api/polls/{pollId}:', '/api/polls/admin/{pollId}:'));
    const { code, stdout } = await runScript(LINT, [path.join(dir, 'openapi/portal.yaml'), '--json']);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as { totals: { errors: number }; problems: Array<{ ruleId: string }> };
    expect(report.problems.map((p) => p.ruleId)).toContain('portal/admin-right');
    expect(report.totals.errors).toBeGreaterThan(0);
  });

  it('reports a write operation without a guard (write-guard)', async () => {
    const dir = plantFault((yaml) => yaml.replace('      x-public: true\n', ''));
    const { code, stdout } = await runScript(LINT, [path.join(dir, 'openapi/portal.yaml')]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/write-guard .*"addPoll" declares no guard/);
  });

  it('reports two guards on one operation and a malformed team right (write-guard)', async () => {
    const dir = plantFault((yaml) =>
      yaml.replace('      x-public: true\n', '      x-public: true\n      x-team-right: { right: arrest }\n'),
    );
    const { code, stdout } = await runScript(LINT, [path.join(dir, 'openapi/portal.yaml')]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/write-guard .*several guards \(x-team-right, x-public\)/);
    expect(stdout).toMatch(/portal\/write-guard .*x-team-right must be/);
  });

  it('reports an x-required-right outside the AcpRight enum (guard-values)', async () => {
    const dir = plantFault((yaml) =>
      yaml.replace('x-required-right: polls.manage', 'x-required-right: polls.manageAll'),
    );
    const { code, stdout } = await runScript(LINT, [path.join(dir, 'openapi/portal.yaml')]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/guard-values .*"polls.manageAll" is not a member of the AcpRight enum/);
  });

  it('reports a team right when the contract has no TeamRight enum (guard-values)', async () => {
    const dir = plantFault((yaml) =>
      yaml.replace('      x-public: true\n', '      x-team-right: { teams: [police], right: arrest }\n'),
    );
    const { code, stdout } = await runScript(LINT, [path.join(dir, 'openapi/portal.yaml')]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/guard-values .*"arrest" needs the enumerated schema TeamRight/);
  });

  // Each rule of issue 14 fails on a planted violation.
  const lintFault = async (edit: (yaml: string) => string) => {
    const dir = plantFault(edit);
    return runScript(LINT, [path.join(dir, 'openapi/portal.yaml')]);
  };

  it('reports a money input that accepts a negative value (money-input)', async () => {
    const { code, stdout } = await lintFault((yaml) =>
      yaml.replace(
        '        closesAt: { type: string, format: date-time }\n    Post:',
        '        closesAt: { type: string, format: date-time }\n        fee: { type: integer, minimum: -5, maximum: 100 }\n    Post:',
      ),
    );
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/money-input .*"fee" of "addPoll" accepts a negative value/);
  });

  it('reports an input without limits (input-limits)', async () => {
    const { code, stdout } = await lintFault((yaml) =>
      yaml.replace(
        'question: { type: string, maxLength: 200 }\n        options:',
        'question: { type: string }\n        options:',
      ),
    );
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/input-limits .*"question" of "addPoll": a string needs maxLength/);
  });

  it('reports a status string without an enum and a plate without a pattern (strings-have-shape)', async () => {
    const { code, stdout } = await lintFault((yaml) =>
      yaml.replace(
        "status: { $ref: '#/components/schemas/PollStatus' }",
        'status: { type: string, maxLength: 20 }\n        plate: { type: string, format: plate }',
      ),
    );
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/strings-have-shape .*"status" names a state or kind/);
    expect(stdout).toMatch(/portal\/strings-have-shape .*A "plate" value needs a pattern/);
  });

  it('reports a path parameter without a description (path-param-description)', async () => {
    const { code, stdout } = await lintFault((yaml) => yaml.replace('      description: Numeric id of a poll.\n', ''));
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/path-param-description .*"pollId" needs a description/);
  });

  it('reports query parameters without a 400/422 answer (validation-errors)', async () => {
    const { code, stdout } = await lintFault((yaml) =>
      yaml.replace(
        "              schema: { $ref: '#/components/schemas/PollPage' }\n        '400': { $ref: '#/components/responses/BadRequest' }\n",
        "              schema: { $ref: '#/components/schemas/PollPage' }\n",
      ),
    );
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/validation-errors .*"listPolls" validates input/);
  });

  it('reports a money-moving operation without Idempotency-Key (idempotency-key)', async () => {
    const { code, stdout } = await lintFault((yaml) => yaml.replace('operationId: addPoll', 'operationId: payPollFee'));
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/idempotency-key .*"payPollFee" moves money or goods/);
  });

  it('reports a body whose kind decides fields without oneOf (kind-union)', async () => {
    const { code, stdout } = await lintFault((yaml) =>
      yaml.replace(
        '      required: [question, options]\n      properties:\n',
        '      required: [question, options]\n      properties:\n        kind: { type: string, enum: [single, multiple] }\n',
      ),
    );
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/kind-union .*The body of "addPoll" has a kind and optional fields/);
  });

  it('reports {userId} outside auth and butlerv (user-id-meaning)', async () => {
    const { code, stdout } = await lintFault((yaml) =>
      yaml
        .replace('/api/polls/{pollId}:', '/api/polls/{userId}:')
        .replace('      name: pollId\n', '      name: userId\n'),
    );
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/user-id-meaning .*\{userId\} means a community account/);
  });

  it('reports an upload without types, size limit and 413/415 (uploads)', async () => {
    const { code, stdout } = await lintFault((yaml) =>
      yaml.replace(
        '        closesAt: { type: string, format: date-time }\n    Post:',
        '        closesAt: { type: string, format: date-time }\n        image: { type: string, format: binary }\n    Post:',
      ),
    );
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /portal\/uploads .*"image" of "addPoll" must be multipart\/form-data, name the allowed types/,
    );
  });

  it('reports an edit of a versioned document without If-Match/412 (optimistic-concurrency)', async () => {
    const { code, stdout } = await lintFault((yaml) =>
      yaml
        .replace(
          '        votes: { type: integer, minimum: 0 }\n',
          '        votes: { type: integer, minimum: 0 }\n        version: { type: integer, minimum: 1 }\n',
        )
        .replace(
          '    delete:\n      operationId: deletePoll',
          [
            '    patch:',
            '      operationId: editPoll',
            '      summary: Change a poll',
            '      tags: [polls]',
            '      x-required-right: polls.manage',
            '      requestBody:',
            '        required: true',
            '        content:',
            "          application/json:\n            schema: { $ref: '#/components/schemas/PollCreate' }",
            '      responses:',
            "        '200':",
            '          description: The changed poll.',
            '          content:',
            "            application/json:\n              schema: { $ref: '#/components/schemas/Poll' }",
            "        '422': { $ref: '#/components/responses/UnprocessableEntity' }",
            '    delete:',
            '      operationId: deletePoll',
          ].join('\n'),
        ),
    );
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/optimistic-concurrency .*"editPoll" edits a versioned document/);
  });

  it('reports a query filter on a status without an enum (path-param-description)', async () => {
    const { code, stdout } = await lintFault((yaml) =>
      yaml.replace(
        "          required: false\n          schema: { $ref: '#/components/schemas/PollStatus' }",
        '          required: false\n          schema: { type: string, maxLength: 10 }',
      ),
    );
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/path-param-description .*Query parameter "status" names a state or kind/);
  });

  it('reports an enum copied between schemas (shared-enums)', async () => {
    const { code, stdout } = await lintFault((yaml) =>
      yaml
        .replace(
          '        votes: { type: integer, minimum: 0 }\n',
          '        votes: { type: integer, minimum: 0 }\n        mood: { type: string, enum: [happy, sad] }\n',
        )
        .replace(
          '        text: { type: string, maxLength: 4000 }\n',
          '        text: { type: string, maxLength: 4000 }\n        mood: { type: string, enum: [happy, sad] }\n',
        ),
    );
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/shared-enums .*\["happy","sad"\] of "mood" is copied/);
  });

  it('reports an operation without a default answer (default-errors)', async () => {
    const { code, stdout } = await lintFault((yaml) =>
      yaml.replace(
        "        '404': { $ref: '#/components/responses/NotFound' }\n        default: { $ref: '#/components/responses/UnexpectedError' }\n    delete:",
        "        '404': { $ref: '#/components/responses/NotFound' }\n    delete:",
      ),
    );
    expect(code).toBe(1);
    expect(stdout).toMatch(/portal\/default-errors .*"getPoll" needs a default answer/);
  });
});
