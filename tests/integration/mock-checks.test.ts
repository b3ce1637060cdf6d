// The mock backend refuses like the backend (src/mocks/checks): a body the contract's generated
// validator rejects answers 422 with German messages per field, an id that is no number 404, an
// operation without its ACP or team right 403; a valid, permitted request reaches the mocks.
// Through MSW's node server (createHandlers, as every vitest file has it) and createHandlers itself.
import { getResponse } from 'msw';
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { followRefs, loadContract, operations, root } from '../../scripts/contract/load.mjs';
import { teamRights } from '../../src/api/generated/team-rights';
import { createPollBodyOptionsMin, createPollBodyQuestionMax } from '../../src/api/generated/zod/polls/polls.zod';
import { isIdParam } from '../../src/mocks/checks/operations';
import { loadMockArea, routeOf } from '../../src/mocks/generated';
import { createHandlers } from '../../src/mocks/handlers';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const de = (n: number) => n.toLocaleString('de-DE');

function request(method: string, url: string, body?: unknown): Request {
  return new Request(`http://localhost${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(request(method, url, body));
  const data = (await res.json().catch(() => ({}))) as Json;
  return { status: res.status, type: res.headers.get('content-type') ?? '', data };
}

const poll = { question: 'Soll es ein Stadtfest geben?', options: ['Ja', 'Nein'] };

beforeAll(async () => {
  // The areas these tests call, loaded once up front so the first test does not pay for them.
  await Promise.all(['auth', 'dashboard', 'polls'].map(loadMockArea));
}, 60_000);

describe('422: the body is checked by the generated validator', () => {
  it('an empty post text: 422 Problem with a German message on "text"; nothing is stored', async () => {
    const res = await api('POST', '/api/dashboard/posts', { kind: 'post', text: '' });
    expect(res.status).toBe(422);
    expect(res.type).toContain('application/problem+json');
    expect(res.data).toMatchObject({ type: '/problems/validation', title: 'Eingabe ungültig', status: 422 });
    expect(res.data.errors).toEqual([{ field: 'text', message: 'Bitte ausfüllen.' }]);
    expect((await api('GET', '/api/dashboard/myPosts')).data.items).toEqual([]);
  });

  it('kind "foo" is refused on "kind", naming the allowed kinds', async () => {
    const res = await api('POST', '/api/dashboard/posts', { kind: 'foo', text: 'Hallo' });
    expect(res.status).toBe(422);
    expect(res.data.errors).toEqual([{ field: 'kind', message: expect.stringContaining('post') }]);
  });

  it('each field gets its message at the dotted path the forms use, with the contract limits', async () => {
    setScenario('admin');
    const res = await api('POST', '/api/polls', { question: 'x'.repeat(createPollBodyQuestionMax + 1), options: [''] });
    expect(res.status).toBe(422);
    expect(res.data.errors).toEqual(
      expect.arrayContaining([
        {
          field: 'question',
          message: `Höchstens ${de(createPollBodyQuestionMax)} Zeichen (jetzt ${de(createPollBodyQuestionMax + 1)}).`,
        },
        { field: 'options.0', message: 'Bitte ausfüllen.' },
        { field: 'options', message: `Mindestens ${de(createPollBodyOptionsMin)} Einträge.` },
      ]),
    );
  });

  it('a body that is no JSON: 400', async () => {
    const res = await fetch('http://localhost/api/dashboard/posts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"kind": "post",',
    });
    expect(res.status).toBe(400);
  });

  it('a valid body passes to the mocks: created, and the list shows it', async () => {
    const created = await api('POST', '/api/dashboard/posts', { kind: 'post', text: 'Grillabend am Strand!' });
    expect(created.status).toBe(201);
    expect((await api('GET', '/api/dashboard/myPosts')).data.items.map((p: Json) => p.id)).toEqual([created.data.id]);
  });

  it('the error-422 scenario still answers its own 422 first', async () => {
    setScenario('error-422');
    const res = await api('POST', '/api/dashboard/posts', { kind: 'post', text: 'Gültig' });
    expect(res.status).toBe(422);
    expect(res.data.errors.map((e: Json) => e.field)).toEqual(['kind', 'text']);
  });
});

describe('404: a path id that the contract types as integer', () => {
  // 404, not 422: the contract declares 404 on the item paths (reads included) and 422 only for
  // bodies; "abc" names no entity, as an id that does not exist does not.
  it('"abc", 0 and 1.5 are not found; a real id is', async () => {
    for (const id of ['abc', '0', '1.5', '-3']) {
      const res = await api('GET', `/api/polls/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.data).toMatchObject({ title: 'Nicht gefunden', detail: expect.stringContaining(`„${id}“`) });
    }
    expect((await api('POST', '/api/polls/abc/votes', { optionIds: [1] })).status).toBe(404);
    expect((await api('GET', '/api/polls/1')).status).toBe(200);
  });

  it('the rule "id or …Id is an integer id" holds for every path parameter of the contract', async () => {
    const doc = (await loadContract()) as Json;
    const wrong: string[] = [];
    let ids = 0;
    for (const { path: p, method, op, item } of operations(doc) as Json[]) {
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(
        (x: Json) => followRefs(doc, x) as Json,
      );
      for (const param of params.filter((x) => x.in === 'path')) {
        const schema = followRefs(doc, param.schema ?? {}) as Json;
        const integer = schema.type === 'integer' && !['skip', 'limit'].includes(param.name);
        if (isIdParam(param.name)) ids++;
        if (isIdParam(param.name) !== integer || (integer && schema.minimum !== 1)) {
          wrong.push(`${method} ${p}: ${param.name} (${String(schema.type)})`);
        }
      }
    }
    expect(ids).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  }, 60_000);
});

describe('403: the rights of the scenario decide', () => {
  it('the player may not create a poll (polls.manage), the admin may', async () => {
    const refused = await api('POST', '/api/polls', poll);
    expect(refused.status).toBe(403);
    expect(refused.type).toContain('application/problem+json');
    expect(refused.data).toMatchObject({
      title: 'Keine Berechtigung',
      detail: expect.stringContaining('polls.manage'),
    });
    expect((await api('GET', '/api/polls?limit=100')).data.items.map((p: Json) => p.question)).not.toContain(
      poll.question,
    );
    // Rights before the body, as the backend: a player learns nothing about the rules.
    expect((await api('POST', '/api/polls', {})).status).toBe(403);
    // Reading stays open to him.
    expect((await api('GET', '/api/polls')).status).toBe(200);

    setScenario('admin');
    expect((await api('POST', '/api/polls', poll)).status).toBe(201);
  });

  it('createHandlers(seed, scenario) sets the identity: player 403, admin 201', async () => {
    const player = await getResponse(createHandlers(42, 'player'), request('POST', '/api/polls', poll));
    expect(player?.status).toBe(403);
    const admin = await getResponse(createHandlers(42, 'admin'), request('POST', '/api/polls', poll));
    expect(admin?.status).toBe(201);
    expect(((await admin?.json()) as Json).question).toBe(poll.question);
  });

  it('team guards follow the vcom session: an operation of a team he has no account in answers 403', async () => {
    await Promise.all([loadMockArea('vcom'), loadMockArea('vcad')]);
    const session = routeOf('getVcomSession');
    const accounts = ((await api('GET', (session?.path ?? '').replace(/^\*/, ''))).data.accounts ?? []) as Json[];
    type Guard = { teams: readonly string[]; right?: string };
    const holds = (guard: Guard) =>
      accounts.some(
        (a) =>
          a.locked !== true &&
          guard.teams.includes(a.team) &&
          (guard.right === undefined || (a.rights as string[] | undefined)?.includes(guard.right)),
      );
    const urlOf = (operationId: string) => {
      const route = routeOf(operationId);
      return route && { method: route.method.toUpperCase(), url: route.path.replace(/^\*/, '').replace(/:\w+/g, '1') };
    };
    const guarded = Object.entries(teamRights as Record<string, Guard>);
    const refused = guarded.find(([, guard]) => !holds(guard));
    expect(refused, 'an operation the session does not allow').toBeDefined();
    const call = urlOf(refused?.[0] ?? '');
    const res = await api(call?.method ?? 'GET', call?.url ?? '', call?.method === 'GET' ? undefined : {});
    expect(res.status).toBe(403);
    expect(res.data.detail).toMatch(/^Dafür brauchst du ein nicht gesperrtes Konto bei /);
    const allowed = guarded.find(([id, guard]) => holds(guard) && routeOf(id)?.method === 'get');
    if (allowed) {
      const ok = urlOf(allowed[0]);
      expect((await api('GET', ok?.url ?? '')).status).not.toBe(403);
    }
    // The admin scenario gets everything, team rights included.
    setScenario('admin');
    const again = await api(call?.method ?? 'GET', call?.url ?? '', call?.method === 'GET' ? undefined : {});
    expect(again.status).not.toBe(403);
  });
});

describe('a contract change changes the mock without code', () => {
  it('a lower question limit, regenerated, makes the mock refuse what it took before', async () => {
    const doc = (await loadContract()) as { components: { schemas: Json } };
    const limit = doc.components.schemas.PollCreate.properties.question.maxLength as number;
    expect(limit).toBe(createPollBodyQuestionMax);
    const changed = limit - 50;
    const out = path.join(root, '.cache', `mock-checks-${process.pid}`);
    try {
      // orval as in `npm run generate` (the project's zod settings), on a copy with the new limit.
      mkdirSync(out, { recursive: true });
      writeFileSync(
        path.join(out, 'orval.config.ts'),
        [
          `import { defineConfig } from 'orval';`,
          `import { zodValidators } from '../../orval.config';`,
          `import { loadContract } from '../../scripts/contract/load.mjs';`,
          `export default defineConfig(async () => {`,
          `  const doc = await loadContract();`,
          `  doc.components.schemas.PollCreate.properties.question.maxLength = ${changed};`,
          `  return { v: { input: { target: doc, filters: { tags: ['polls'] } }, output: zodValidators('${out}/zod') } };`,
          `});`,
        ].join('\n'),
      );
      await promisify(execFile)(
        path.join(root, 'node_modules/.bin/orval'),
        ['--config', path.join(out, 'orval.config.ts')],
        {
          cwd: root,
        },
      );
      // The mock modules, unchanged, now load the regenerated validators with the polls area.
      vi.resetModules();
      vi.doMock(
        '../../src/api/generated/zod/polls/polls.zod',
        () => import(/* @vite-ignore */ path.join(out, 'zod/polls/polls.zod.ts')),
      );
      const fresh = await import('../../src/mocks/handlers');
      const handlers = fresh.createHandlers(42, 'admin');
      const create = (length: number) =>
        getResponse(handlers, request('POST', '/api/polls', { ...poll, question: 'x'.repeat(length) }));
      const refused = await create(changed + 1);
      expect(refused?.status).toBe(422);
      expect(((await refused?.json()) as Json).errors).toEqual([
        { field: 'question', message: `Höchstens ${de(changed)} Zeichen (jetzt ${de(changed + 1)}).` },
      ]);
      expect((await create(changed))?.status).toBe(201);
    } finally {
      vi.doUnmock('../../src/api/generated/zod/polls/polls.zod');
      rmSync(out, { recursive: true, force: true });
    }
  }, 90_000);
});
