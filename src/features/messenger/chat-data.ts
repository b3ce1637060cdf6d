// The chat's data as the screen needs it: the windows of the infinite query (each newest
// first, the first window the newest) flattened oldest first, polled messages laid into the
// newest window, and where the "new messages" marker goes. Pure functions (unit-tested).
import type { InfiniteData } from '@tanstack/react-query';
import type { MessengerMessage } from '../../api/generated/model/messengerMessage';
import type { MessengerMessagePage } from '../../api/generated/model/messengerMessagePage';

export type MessageWindows = InfiniteData<MessengerMessagePage, unknown>;

/** Every message once, oldest first. */
export function oldestFirst(data: MessageWindows | undefined): MessengerMessage[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: MessengerMessage[] = [];
  for (const page of data.pages) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out.reverse();
}

/**
 * Lays `items` (newest first, as the contract answers) into the newest window: new ones on
 * top, known ones replaced (a deletion), the poll cursor moved on when `newer` is given.
 */
export function withNewest(
  data: MessageWindows | undefined,
  items: readonly MessengerMessage[],
  newer?: string,
): MessageWindows | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  const byId = new Map(items.map((m) => [m.id, m]));
  const kept = first.items.map((m) => byId.get(m.id) ?? m);
  const known = new Set(data.pages.flatMap((p) => p.items.map((m) => m.id)));
  const fresh = items.filter((m) => !known.has(m.id));
  const merged = [...fresh, ...kept].sort((a, b) => (a.sentAt < b.sentAt ? 1 : a.sentAt > b.sentAt ? -1 : b.id - a.id));
  return {
    ...data,
    pages: [{ ...first, items: merged, cursor: { ...first.cursor, ...(newer ? { newer } : {}) } }, ...rest],
  };
}

/** The poll cursor: the newest window's `newer`. */
export const pollCursor = (data: MessageWindows | undefined) => data?.pages[0]?.cursor.newer;

/**
 * Id of the first unread message (the marker goes above it): the `unread` newest messages of
 * others, oldest of them. None when nothing is unread.
 */
export function firstUnreadId(messages: readonly MessengerMessage[], unread: number): number | undefined {
  if (unread <= 0) return undefined;
  let left = unread;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (!m || m.mine || m.kind === 'system') continue;
    left--;
    if (left === 0) return m.id;
  }
  return messages.find((m) => !m.mine)?.id;
}
