// The friends chat's rules in the mock backend (src/mocks/stateful/messenger/friends.ts), through
// MSW's node server: a request accepted makes both friends (each in the other's list); one open
// request per pair, none to a friend; only friends chat (403); unread counts match the unread
// messages and reading clears them; a sent message appears in the chat.
import { describe, expect, it } from 'vitest';
import { friendsOf, friendUsers, ME } from '../../src/mocks/stateful/messenger/friends';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(`http://localhost/api/messenger/friends${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Json };
}

const friends = async () => (await api('GET', '')).data.items as Json[];
const requests = async () => (await api('GET', '/requests')).data as Json;

describe('messenger mock: friends chat', () => {
  it('a request accepted makes both friends; it is gone from the open requests', async () => {
    const incoming = (await requests()).incoming as Json[];
    const mia = incoming.find((r) => r.from.name === 'Mia_Wagner') as Json;
    expect(mia.to.friendId).toBe(ME);
    const accepted = await api('POST', `/requests/${mia.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.data).toMatchObject({ user: { name: 'Mia_Wagner' }, unreadCount: 0 });
    expect((await friends()).map((f) => f.user.name)).toContain('Mia_Wagner');
    // both sides: Mia's friends include the signed-in user
    expect(friendsOf(mia.from.friendId)).toContain(ME);
    expect(friendsOf(ME)).toContain(mia.from.friendId);
    expect((await requests()).incoming.some((r: Json) => r.id === mia.id)).toBe(false);
    // chatting works at once
    expect((await api('GET', `/${mia.from.friendId}/chat`)).status).toBe(200);
  });

  it('sends a request by name: 404 for nobody, 409 to a friend or with one open; withdraw and decline', async () => {
    expect((await api('POST', '/requests', { name: 'Niemand_Hier' })).status).toBe(404);
    expect((await api('POST', '/requests', { name: 'Lea_Schmidt' })).status).toBe(409);
    expect((await api('POST', '/requests', { name: 'Jonas_Keller' })).status).toBe(409);
    expect((await api('POST', '/requests', { name: 'Mia_Wagner' })).status).toBe(409);
    const sent = await api('POST', '/requests', { name: 'Sara_Yilmaz', message: 'Hi!' });
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({ from: { friendId: ME }, to: { name: 'Sara_Yilmaz' }, message: 'Hi!' });
    expect((await requests()).outgoing.map((r: Json) => r.id)).toContain(sent.data.id);
    // only the receiver accepts
    expect((await api('POST', `/requests/${sent.data.id}/accept`)).status).toBe(403);
    expect((await api('POST', `/requests/${sent.data.id}/decline`)).status).toBe(200);
    expect((await requests()).outgoing.map((r: Json) => r.id)).not.toContain(sent.data.id);
  });

  it('only friends chat; unread counts match the unread messages; a sent message appears', async () => {
    const stranger = friendUsers()
      .all()
      .find((u) => u.name === 'Ben_Hoffmann') as Json;
    // refused: 403 by the rule, or 404 by the check layer (a stranger is no id of the friends list)
    expect([403, 404]).toContain((await api('GET', `/${stranger.id}/chat`)).status);
    expect([403, 404]).toContain((await api('POST', `/${stranger.id}/chat`, { text: 'Hallo' })).status);

    for (const f of await friends()) {
      const chat = (await api('GET', `/${f.user.friendId}/chat?limit=100`)).data.items as Json[];
      expect(chat.filter((m) => !m.mine && !m.read)).toHaveLength(f.unreadCount);
    }
    const lea = (await friends()).find((f) => f.user.name === 'Lea_Schmidt') as Json;
    expect(lea.unreadCount).toBe(2);
    expect((await api('POST', `/${lea.user.friendId}/chat/read`)).status).toBe(200);
    expect((await friends()).find((f) => f.user.name === 'Lea_Schmidt')?.unreadCount).toBe(0);

    const sent = await api('POST', `/${lea.user.friendId}/chat`, { text: 'Bis gleich!' });
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({ text: 'Bis gleich!', mine: true });
    const newest = (await api('GET', `/${lea.user.friendId}/chat?limit=1`)).data;
    expect(newest.items[0]).toMatchObject({ id: sent.data.id, text: 'Bis gleich!' });
    expect(newest.cursor.hasOlder).toBe(true);
    const older = (await api('GET', `/${lea.user.friendId}/chat?limit=100&before=${newest.cursor.older}`)).data;
    expect(older.items.map((m: Json) => m.id)).not.toContain(sent.data.id);
  });

  it('ending a friendship ends it for both', async () => {
    const tom = (await friends()).find((f) => f.user.name === 'Tom_Becker') as Json;
    expect((await api('DELETE', `/${tom.user.friendId}`)).status).toBe(200);
    expect((await friends()).map((f) => f.user.name)).not.toContain('Tom_Becker');
    expect(friendsOf(tom.user.friendId)).not.toContain(ME);
    expect([403, 404]).toContain((await api('GET', `/${tom.user.friendId}/chat`)).status);
  });
});
