// The stateful mock layer: seeded, unique ids, and flows that keep state
// (create, then the list shows it; delete, then it is gone), reset per test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOf, loadAllMockAreas, routeOf } from '../../src/mocks/generated';
import { statefulHandlersByArea } from '../../src/mocks/stateful';
import { resetMockStore } from '../../src/mocks/store';
import { setScenario } from '../utils/scenario';
import { root } from './helpers/run-script';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown): Promise<{ status: number; data: Json }> {
  const res = await fetch(`http://localhost${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json()) as Json };
}
const ids = (items: Json[]) => items.map((i) => i.id);

describe('stateful mocks', () => {
  it('name only operations of their own area, which the generated handlers know', async () => {
    // An area's stateful handlers are built once that area's mocks have loaded (lazily).
    await loadAllMockAreas();
    const dir = path.join(root, 'src/mocks/stateful');
    const named = Object.keys(statefulHandlersByArea).flatMap((area) =>
      [...readFileSync(path.join(dir, `${area}.ts`), 'utf8').matchAll(/\bon\('(\w+)'/g)].map((m) => ({
        area,
        id: m[1] as string,
      })),
    );
    expect(named.length).toBeGreaterThan(30);
    const wrong = named.filter(({ area, id }) => {
      const route = routeOf(id);
      return route === undefined || areaOf(route.path.replace(/^\*/, '')) !== area;
    });
    expect(wrong).toEqual([]);
  });

  it('serve the same seeded data every time, with unique ids', async () => {
    const first = (await api('GET', '/api/dashboard/posts?limit=100')).data;
    resetMockStore();
    const second = (await api('GET', '/api/dashboard/posts?limit=100')).data;
    expect(second).toEqual(first);
    expect(new Set(ids(first.items)).size).toBe(first.items.length);
    expect(first.items.length).toBeGreaterThan(1);
  });

  it('dashboard: add a post, see it in the feed and in my posts, reply, edit, delete', async () => {
    const created = await api('POST', '/api/dashboard/posts', {
      kind: 'post',
      text: 'Grillabend am Strand, alle willkommen!',
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ text: 'Grillabend am Strand, alle willkommen!', mine: true, replyCount: 0 });
    const id = created.data.id;
    expect(ids((await api('GET', '/api/dashboard/posts')).data.items)[0]).toBe(id);
    expect(ids((await api('GET', '/api/dashboard/myPosts')).data.items)).toEqual([id]);

    const reply = await api('POST', `/api/dashboard/posts/${id}/replies`, { text: 'Bin dabei!' });
    expect(reply.status).toBe(201);
    const data = (await api('GET', `/api/dashboard/posts/${id}`)).data;
    expect(data.post.replyCount).toBe(1);
    expect(data.replies.map((r: Json) => r.text)).toEqual(['Bin dabei!']);

    const edited = await api('PATCH', `/api/dashboard/posts/${id}`, { text: 'Grillabend verschoben.' });
    expect(edited.data.text).toBe('Grillabend verschoben.');
    expect(edited.data.editedAt).toBeDefined();

    expect((await api('DELETE', `/api/dashboard/posts/${id}`)).data.ok).toBe(true);
    expect(ids((await api('GET', '/api/dashboard/posts?limit=100')).data.items)).not.toContain(id);
    expect((await api('GET', `/api/dashboard/posts/${id}`)).status).toBe(404);
  });

  it('starts each test from the seed again', async () => {
    expect((await api('GET', '/api/dashboard/myPosts')).data.items).toEqual([]);
  });

  it('polls: create, vote once (409 on the second vote), results, close, delete', async () => {
    // Creating, closing and deleting polls needs the ACP right polls.manage (the mocks check it).
    setScenario('admin');
    const created = await api('POST', '/api/polls', {
      question: 'Soll es ein Stadtfest geben?',
      options: ['Ja', 'Nein'],
    });
    expect(created.status).toBe(201);
    const poll = created.data;
    expect(poll.options.map((o: Json) => o.text)).toEqual(['Ja', 'Nein']);
    expect(ids((await api('GET', '/api/polls')).data.items)[0]).toBe(poll.id);

    const yes = poll.options[0].id;
    const vote = await api('POST', `/api/polls/${poll.id}/votes`, { optionIds: [yes] });
    expect(vote.status).toBe(200);
    expect(vote.data.options[0]).toMatchObject({ optionId: yes, votes: 1, percent: 100 });
    const again = await api('POST', `/api/polls/${poll.id}/votes`, { optionIds: [yes] });
    expect(again.status).toBe(409);
    expect(again.data.title).toBe('Bereits abgestimmt');

    expect((await api('GET', `/api/polls/${poll.id}/results`)).data.totalVotes).toBe(1);
    expect((await api('POST', `/api/polls/${poll.id}/close`)).data.state).toBe('closed');
    expect((await api('POST', `/api/polls/${poll.id}/close`)).status).toBe(409);
    expect((await api('DELETE', `/api/polls/${poll.id}`)).status).toBe(200);
    expect((await api('GET', `/api/polls/${poll.id}`)).status).toBe(404);
  });

  it('serverrules: ruleset, paragraph and sub-paragraph add/edit/delete, and the batch save', async () => {
    setScenario('admin'); // serverrules.edit
    const ruleset = (await api('POST', '/api/serverrules/rulesets', { title: 'Eventregeln', listed: true })).data;
    expect(ids((await api('GET', '/api/serverrules/rulesets')).data.items)).toContain(ruleset.id);
    const paragraph = (
      await api('POST', `/api/serverrules/rulesets/${ruleset.id}/paragraphs`, { number: '§ 1', title: 'Allgemeines' })
    ).data;
    const sub = (
      await api('POST', `/api/serverrules/paragraphs/${paragraph.id}/subParagraphs`, { text: 'Respekt vor allen.' })
    ).data;
    expect(sub).toMatchObject({ paragraphId: paragraph.id, version: 1 });

    const edited = await api('PATCH', `/api/serverrules/subParagraphs/${sub.id}`, {
      text: 'Respekt vor allen Spielern.',
      version: 1,
    });
    expect(edited.data.version).toBe(2);
    expect((await api('PATCH', `/api/serverrules/subParagraphs/${sub.id}`, { text: 'Alt', version: 1 })).status).toBe(
      409,
    );

    const batch = await api('PUT', `/api/serverrules/rulesets/${ruleset.id}/subParagraphs`, {
      items: [{ id: sub.id, text: 'Neu gefasst.', order: 0, version: 2 }],
    });
    expect(batch.data.items[0]).toMatchObject({ text: 'Neu gefasst.', version: 3 });
    const tree = (await api('GET', `/api/serverrules/rulesets/${ruleset.id}/tree`)).data;
    expect(tree.paragraphs[0].subParagraphs[0].text).toBe('Neu gefasst.');

    expect((await api('DELETE', `/api/serverrules/paragraphs/${paragraph.id}`)).status).toBe(200);
    expect((await api('GET', `/api/serverrules/subParagraphs/${sub.id}`)).status).toBe(404);
    expect((await api('DELETE', `/api/serverrules/rulesets/${ruleset.id}`)).status).toBe(200);
    expect(ids((await api('GET', '/api/serverrules/rulesets')).data.items)).not.toContain(ruleset.id);
  });
});
