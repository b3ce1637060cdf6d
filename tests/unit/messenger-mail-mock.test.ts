// The messenger's mail rules in the mock backend (src/mocks/stateful/messenger/mail.ts), through
// MSW's node server as the app meets them: threads belong to the player's addresses; unread
// counts match the unread mails; a sent mail appears in the thread (and in the recipient's
// inbox); leaving a thread; the addresses (primary, the last one stays, the maximum, taken).
import { describe, expect, it } from 'vitest';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(`http://localhost/api/messenger/mail${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Json };
}

const addresses = async () => (await api('GET', '/addresses')).data as Json;
const threads = async (address: number, folder = 'inbox') =>
  (await api('GET', `/addresses/${address}/conversations?folder=${folder}&limit=100`)).data.items as Json[];

describe('messenger mock: mail', () => {
  it('threads belong to the own addresses; another address answers 404, a foreign sender 403', async () => {
    const list = await addresses();
    expect(list.items.length).toBeGreaterThanOrEqual(1);
    expect(list.items.filter((a: Json) => a.primary)).toHaveLength(1);
    for (const a of list.items as Json[]) {
      for (const folder of ['inbox', 'sent', 'archive']) {
        for (const t of await threads(a.id, folder)) {
          expect(t.folder).toBe(folder);
          expect(t.participants).not.toContain(a.address);
          expect((await api('GET', `/conversations/${t.id}`)).status).toBe(200);
        }
      }
    }
    // id 3 is someone else's address (lea.schmidt@eyefind.ls): not in the own list, so none
    expect((await api('GET', '/addresses/3/conversations')).status).toBe(404);
    expect((await api('GET', '/addresses/999/conversations')).status).toBe(404);
  });

  it('unread counts match the unread mails: address, thread flag and the mails; reading clears them', async () => {
    const list = await addresses();
    for (const a of list.items as Json[]) {
      let unread = 0;
      for (const folder of ['inbox', 'sent', 'archive']) {
        for (const t of await threads(a.id, folder)) {
          const mails = (await api('GET', `/conversations/${t.id}/messages?limit=100`)).data.items as Json[];
          const count = mails.filter((m) => !m.read).length;
          expect(t.unread).toBe(count > 0);
          unread += count;
        }
      }
      expect(a.unreadCount).toBe(unread);
    }
    const primary = (list.items as Json[]).find((a) => a.primary) as Json;
    expect(primary.unreadCount).toBeGreaterThan(0);
    const first = (await threads(primary.id)).find((t) => t.unread) as Json;
    expect((await api('POST', `/conversations/${first.id}/read`)).status).toBe(200);
    expect((await threads(primary.id)).find((t) => t.id === first.id)?.unread).toBe(false);
    const after = ((await addresses()).items as Json[]).find((a) => a.id === primary.id) as Json;
    expect(after.unreadCount).toBeLessThan(primary.unreadCount);
  });

  it('a sent mail appears in the thread: new mail in "sent", a reply in the thread and the list', async () => {
    const { items } = await addresses();
    const from = (items as Json[])[0] as Json;
    const created = await api('POST', '/conversations', {
      fromAddressId: from.id,
      to: ['lea.schmidt@eyefind.ls'],
      subject: 'Treffen',
      body: 'Morgen um acht?',
    });
    expect(created.status).toBe(201);
    expect(created.data.thread).toMatchObject({ subject: 'Treffen', folder: 'sent', unread: false, messageCount: 1 });
    expect(created.data.messages.at(-1)).toMatchObject({ from: from.address, body: 'Morgen um acht?', read: true });
    expect((await threads(from.id, 'sent')).map((t) => t.id)).toContain(created.data.thread.id);

    const id = created.data.thread.id as number;
    const reply = await api('POST', `/conversations/${id}/reply`, { body: 'Oder lieber um neun.' });
    expect(reply.status).toBe(201);
    const mails = (await api('GET', `/conversations/${id}/messages`)).data.items as Json[];
    expect(mails.map((m) => m.body)).toEqual(['Morgen um acht?', 'Oder lieber um neun.']);
    expect((await threads(from.id, 'sent')).find((t) => t.id === id)).toMatchObject({
      messageCount: 2,
      lastMessagePreview: 'Oder lieber um neun.',
    });
    // the sender's own mails never count as unread
    expect(((await addresses()).items as Json[]).find((a) => a.id === from.id)?.unreadCount).toBe(from.unreadCount);
  });

  it('refuses a foreign sender (403) and an unknown recipient (404)', async () => {
    const body = { to: ['lea.schmidt@eyefind.ls'], subject: 'x', body: 'y' };
    expect((await api('POST', '/conversations', { ...body, fromAddressId: 3 })).status).toBe(403);
    const { items } = await addresses();
    const unknown = await api('POST', '/conversations', {
      ...body,
      fromAddressId: (items as Json[])[0]?.id,
      to: ['niemand@eyefind.ls'],
    });
    expect(unknown.status).toBe(404);
  });

  it('leaving a thread takes it out of the folders; when everyone else left, nobody can be answered', async () => {
    const { items } = await addresses();
    const primary = (items as Json[]).find((a) => a.primary) as Json;
    const inbox = await threads(primary.id);
    const lonely = inbox.find((t) => t.subject === 'Abschiedsfeier') as Json;
    const detail = (await api('GET', `/conversations/${lonely.id}`)).data;
    expect(detail.canReply).toBe(false);
    expect((await api('POST', `/conversations/${lonely.id}/reply`, { body: 'Hallo?' })).status).toBe(409);

    const other = inbox.find((t) => t.id !== lonely.id) as Json;
    expect((await api('POST', `/conversations/${other.id}/quit`)).status).toBe(200);
    expect((await threads(primary.id)).map((t) => t.id)).not.toContain(other.id);
    expect((await api('GET', `/conversations/${other.id}`)).status).toBe(404);
  });

  it("archives a thread and brings it back; a reply returns it to the other side's inbox", async () => {
    const { items } = await addresses();
    const primary = (items as Json[]).find((a) => a.primary) as Json;
    const thread = (await threads(primary.id))[0] as Json;
    expect((await api('PATCH', `/conversations/${thread.id}`, { folder: 'archive' })).data.folder).toBe('archive');
    expect((await threads(primary.id, 'archive')).map((t) => t.id)).toContain(thread.id);
    expect((await api('PATCH', `/conversations/${thread.id}`, { folder: 'inbox' })).data.folder).toBe('inbox');
    expect((await threads(primary.id)).map((t) => t.id)).toContain(thread.id);
  });

  it('addresses: check, add (409 taken or at the maximum), primary, delete (never the last one)', async () => {
    const taken = (await api('GET', '/addressCheck?address=lea.schmidt@eyefind.ls')).data;
    expect(taken).toMatchObject({ available: false });
    expect(taken.suggestion).toMatch(/@eyefind\.ls$/);
    expect((await api('GET', `/addressCheck?address=${encodeURIComponent(taken.suggestion)}`)).data.available).toBe(
      true,
    );
    expect((await api('POST', '/addresses', { localPart: 'lea.schmidt', domain: 'eyefind.ls' })).status).toBe(409);

    const start = await addresses();
    const added = await api('POST', '/addresses', { localPart: 'maxi', domain: 'weazel.ls', primary: true });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({ address: 'maxi@weazel.ls', primary: true, unreadCount: 0 });
    const now = (await addresses()).items as Json[];
    expect(now.filter((a) => a.primary).map((a) => a.id)).toEqual([added.data.id]);
    expect(now).toHaveLength(start.items.length + 1);
    if (now.length >= start.maxAddresses) {
      expect((await api('POST', '/addresses', { localPart: 'noch.eine', domain: 'lsmail.ls' })).status).toBe(409);
    }

    const back = (start.items as Json[])[0] as Json;
    expect((await api('PUT', `/addresses/${back.id}/primary`)).data).toMatchObject({ id: back.id, primary: true });
    for (const a of now.filter((x) => x.id !== back.id)) {
      expect((await api('DELETE', `/addresses/${a.id}`)).status).toBe(200);
    }
    const rest = (await addresses()).items as Json[];
    expect(rest).toHaveLength(1);
    expect(rest[0]).toMatchObject({ id: back.id, primary: true });
    expect((await api('DELETE', `/addresses/${back.id}`)).status).toBe(409);
    expect((await api('DELETE', '/addresses/3')).status).toBe(404);
  });
});
