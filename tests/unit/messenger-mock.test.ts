// The messenger's domain rules in the mock backend (src/mocks/stateful/messenger.ts), through
// MSW's node server as the app meets them: the character has 1–2 SIM cards; messages belong to a
// conversation of the chosen SIM; unread counts match the unread messages (list, SIM badge,
// messages); a sent message appears in the recipient's conversation; members and rights stay
// consistent (a group keeps an admin, rights are enforced); cursor paging upward and polling.
import { describe, expect, it } from 'vitest';
import { rules as messengerRules } from '../../src/mocks/rules/messenger';
import { runRule } from '../../src/mocks/rules/kit';
import { ruleAsk } from '../utils/rule-ask';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(`http://localhost/api/messenger${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Json };
}

const sims = async () => (await api('GET', '/sims')).data.items as Json[];
const conversations = async (sim: number) =>
  (await api('GET', `/sims/${sim}/conversations/0/100`)).data.items as Json[];
const messages = async (id: number, query = '') => (await api('GET', `/conversations/${id}/messages${query}`)).data;
const select = (sim: number) => api('POST', `/sims/${sim}/select`);

describe('messenger mock: SIM cards and conversations', () => {
  it('the character has 1–2 SIM cards, the active one first; select makes another active', async () => {
    const list = await sims();
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(list.length).toBeLessThanOrEqual(2);
    expect(list[0]?.active).toBe(true);
    expect(list.filter((s) => s.active)).toHaveLength(1);
    await select(2);
    expect((await sims())[0]).toMatchObject({ id: 2, active: true });
    expect((await api('GET', '/sims/3')).status).toBe(403);
    expect((await api('GET', '/sims/999')).status).toBe(404);
  });

  it('unread counts match the unread messages, in the list and on the SIM', async () => {
    for (const sim of await sims()) {
      const list = await conversations(sim.id);
      let total = 0;
      for (const c of list) {
        await select(sim.id);
        const detail = (await api('GET', `/conversations/${c.id}`)).data;
        expect(detail.members.some((m: Json) => m.participant.telnumberId === sim.id)).toBe(true);
        total += c.unreadCount;
      }
      expect((await sims()).find((s) => s.id === sim.id)?.unreadCount).toBe(total);
    }
    await select(1);
    const lea = (await conversations(1)).find((c) => c.id === 1) as Json;
    expect(lea.unreadCount).toBe(2);
    expect((await api('POST', '/conversations/1/read')).status).toBe(200);
    expect((await conversations(1)).find((c) => c.id === 1)?.unreadCount).toBe(0);
  });

  it('messages belong to a conversation of the chosen SIM; others answer 403', async () => {
    await select(1);
    const page = await messages(1);
    expect(page.items.every((m: Json) => m.conversationId === 1)).toBe(true);
    expect((await api('GET', '/conversations/999/messages')).status).toBe(404);
  });

  it('a sent message appears in the recipient conversation, as unread for the other SIM', async () => {
    await select(1);
    const before = (await conversations(2)).find((c) => c.id === 3)?.unreadCount as number;
    const sent = await api('POST', '/conversations/3/messages', { kind: 'text', text: 'Hallo Arbeit', telnumberId: 1 });
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({ text: 'Hallo Arbeit', mine: true, conversationId: 3 });
    const other = (await conversations(2)).find((c) => c.id === 3) as Json;
    expect(other.unreadCount).toBe(before + 1);
    expect(other.lastMessagePreview).toBe('Hallo Arbeit');
    expect((await conversations(1)).find((c) => c.id === 3)?.unreadCount).toBe(0);
  });

  it('a number that blocked the sender refuses the message (409)', async () => {
    await select(1);
    const answer = await api('POST', '/conversations/5/messages', { kind: 'text', text: 'Hallo?' });
    expect(answer.status).toBe(409);
  });

  it('pages upward by cursor and polls with after', async () => {
    await select(1);
    const first = await messages(4, '?limit=100');
    expect(first.items).toHaveLength(100);
    expect(first.cursor.hasOlder).toBe(true);
    const older = await messages(4, `?limit=100&before=${first.cursor.older}`);
    expect(older.items).toHaveLength(100);
    expect(older.items[0].sentAt < first.items.at(-1).sentAt).toBe(true);
    const none = await messages(4, `?after=${first.cursor.newer}`);
    expect(none.items).toHaveLength(0);
    await api('POST', '/conversations/4/messages', { kind: 'text', text: 'Neu im Stadtfunk' });
    const polled = await messages(4, `?after=${first.cursor.newer}`);
    expect(polled.items.map((m: Json) => m.text)).toEqual(['Neu im Stadtfunk']);
  });
});

describe('messenger mock: members and rights', () => {
  it('a group keeps an admin, and member rights are enforced', async () => {
    await select(1);
    const members = (await api('GET', '/conversations/2/members')).data.items as Json[];
    expect(members.filter((m) => m.rights.admin)).toHaveLength(1);
    const me = members.find((m) => m.participant.telnumberId === 1) as Json;
    const demote = await api('PUT', '/conversations/2/members/1/rights', { rights: { ...me.rights, admin: false } });
    expect(demote.status).toBe(409);
    expect((await api('POST', '/conversations/2/leave')).status).toBe(409);
    const added = await api('POST', '/conversations/2/members', { number: '5550107' });
    expect(added.status).toBe(201);
    expect((await api('POST', '/conversations/2/members', { number: '5550107' })).status).toBe(409);
    expect((await api('POST', '/conversations/2/members', { number: '5550999' })).status).toBe(404);
    const after = (await api('GET', '/conversations/2')).data;
    expect(after.members).toHaveLength(members.length + 1);
    expect(after.conversation.memberCount).toBe(members.length + 1);
    // the second SIM only reads in its workshop group
    await select(2);
    expect((await api('PUT', '/conversations/6/title', { title: 'Meins' })).status).toBe(403);
    expect((await api('POST', '/conversations/6/messages', { kind: 'text', text: 'Hi' })).status).toBe(403);
    expect((await api('DELETE', '/conversations/6/members/8')).status).toBe(403);
  });

  it('contacts and blocks are kept per SIM', async () => {
    const added = await api('POST', '/sims/2/contacts', { name: 'Neu Kontakt', number: '5550444' });
    expect(added.status).toBe(201);
    const list = (await api('GET', '/sims/2/contacts?q=neu')).data.items as Json[];
    expect(list.map((c) => c.name)).toEqual(['Neu Kontakt']);
    expect((await api('GET', '/sims/1/contacts?q=neu')).data.items).toHaveLength(0);
    expect((await api('POST', '/sims/2/blocked', { number: '5550444' })).status).toBe(201);
    expect((await api('POST', '/sims/2/blocked', { number: '5550444' })).status).toBe(409);
  });
});

// The rules mock:audit checks (src/mocks/rules/messenger.ts), stated once for both.
describe('messenger rules', () => {
  it.each(messengerRules.map((r) => [r.name, r] as const))('%s', async (_, rule) => {
    expect(await runRule(rule, ruleAsk())).toEqual([]);
  });
});
