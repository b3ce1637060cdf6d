// The messenger's plain helpers: URL state, safe text (links, never HTML), the chat's windows
// (flatten, merge polled messages, the unread marker) and the outbox that never loses a message.
import { beforeEach, describe, expect, it } from 'vitest';
import type { MessengerMessage } from '../../src/api/generated/model/messengerMessage';
import { firstUnreadId, oldestFirst, withNewest, type MessageWindows } from '../../src/features/messenger/chat-data';
import { newKey, outbox, outboxOf, OUTBOX_KEY, parseOutbox } from '../../src/features/messenger/outbox';
import { textParts } from '../../src/features/messenger/safe-text';
import { validateMessengerSearch } from '../../src/features/messenger/search-params';
import { removeStored, writeStored } from '../../src/lib/storage';

const msg = (id: number, minute: number, mine = false): MessengerMessage => ({
  id,
  conversationId: 1,
  kind: 'text',
  sender: { telnumberId: mine ? 1 : 3, number: mine ? '5551234' : '5550101' },
  text: `#${id}`,
  sentAt: new Date(Date.UTC(2026, 10, 20, 18, minute)).toISOString(),
  mine,
  deleted: false,
});

const windows = (...pages: MessengerMessage[][]): MessageWindows => ({
  pages: pages.map((items) => ({
    items,
    cursor: { hasOlder: true, newer: `m_${String(items[0]?.id).padStart(8, '0')}` },
  })),
  pageParams: pages.map(() => undefined),
});

describe('messenger URL state', () => {
  it('keeps what it knows and drops the rest', () => {
    expect(validateMessengerSearch({ sim: '2', tab: 'contacts', chat: 4, info: '1', q: 'grill' })).toEqual({
      sim: 2,
      tab: 'contacts',
      chat: 4,
      info: 1,
      q: 'grill',
    });
    expect(validateMessengerSearch({ sim: 'x', tab: 'bogus', chat: -1, info: 2, q: ' ' })).toEqual({
      sim: undefined,
      tab: undefined,
      chat: undefined,
      info: undefined,
      q: undefined,
    });
  });
});

describe('safe text', () => {
  it('is text, with http(s) links only', () => {
    expect(textParts('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
    expect(textParts('Schau: https://a.example/x?y=1. Danke')).toEqual([
      { kind: 'text', text: 'Schau: ' },
      { kind: 'link', text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' },
      { kind: 'text', text: '. Danke' },
    ]);
    expect(textParts('javascript:alert(1) data:text/html,<b>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,<b>' },
    ]);
  });
});

describe('chat windows', () => {
  it('flattens oldest first, each message once', () => {
    const data = windows([msg(4, 4), msg(3, 3)], [msg(3, 3), msg(2, 2), msg(1, 1)]);
    expect(oldestFirst(data).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('lays polled messages into the newest window and moves the cursor', () => {
    const data = windows([msg(2, 2), msg(1, 1)]);
    const next = withNewest(data, [msg(3, 3), { ...msg(2, 2), deleted: true }], 'm_00000003');
    expect(next?.pages[0]?.items.map((m) => m.id)).toEqual([3, 2, 1]);
    expect(next?.pages[0]?.items[1]?.deleted).toBe(true);
    expect(next?.pages[0]?.cursor.newer).toBe('m_00000003');
    expect(withNewest(next, [msg(3, 3)])?.pages[0]?.items).toHaveLength(3);
  });

  it('puts the unread marker above the oldest unread message of others', () => {
    const list = [msg(1, 1), msg(2, 2), msg(3, 3, true), msg(4, 4)];
    expect(firstUnreadId(list, 2)).toBe(2);
    expect(firstUnreadId(list, 1)).toBe(4);
    expect(firstUnreadId(list, 0)).toBeUndefined();
  });
});

describe('outbox', () => {
  beforeEach(() => removeStored(OUTBOX_KEY));

  it('keeps a message until it is sent; a send cut off by a reload counts as failed', () => {
    const key = newKey();
    outbox.add(7, { key, text: 'Hallo', state: 'sending', at: '2026-11-20T18:00:00Z' });
    expect(outboxOf(7)).toMatchObject([{ key, state: 'sending' }]);
    outbox.failed(7, key, 'Serverfehler');
    expect(outboxOf(7)).toMatchObject([{ key, state: 'failed', error: 'Serverfehler' }]);
    outbox.remove(7, key);
    expect(outboxOf(7)).toEqual([]);
    // written by an earlier page, still "sending": nobody knows whether it arrived
    writeStored(OUTBOX_KEY, { '8': [{ key: 'old', text: 'x', state: 'sending', at: '2026-11-20T18:00:00Z' }] });
    expect(outboxOf(8)).toMatchObject([{ key: 'old', state: 'failed' }]);
  });

  it('drops entries of the wrong shape', () => {
    expect(
      parseOutbox({
        '1': [
          { key: 'a', text: 'x', state: 'sent', at: '' },
          { key: 'b', text: 'y', state: 'failed', at: '' },
        ],
      }),
    ).toEqual({
      '1': [{ key: 'b', text: 'y', state: 'failed', at: '' }],
    });
    expect(parseOutbox([])).toBeUndefined();
  });
});
