// Messages on their way: shown at once (optimistic), kept in localStorage until the server
// has them, so a failed send, a 401 or a reload never loses what was written. A message that
// was still "sending" when the page went away counts as failed after a reload (nobody knows
// whether it arrived; the person decides: send again or discard).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { defineKey, readStored, subscribeStored, writeStored } from '../../lib/storage';

export interface OutboxEntry {
  /** Local id (React key, the row's identity until the server's message replaces it). */
  key: string;
  text: string;
  state: 'sending' | 'failed';
  /** When it was written (ISO). */
  at: string;
  /** Why it failed (German, from the server's answer). */
  error?: string;
}
type Outbox = Record<string, OutboxEntry[]>;

const isEntry = (raw: unknown): raw is OutboxEntry => {
  if (typeof raw !== 'object' || raw === null) return false;
  const e = raw as Record<string, unknown>;
  return (
    typeof e.key === 'string' &&
    typeof e.text === 'string' &&
    (e.state === 'sending' || e.state === 'failed') &&
    typeof e.at === 'string' &&
    (e.error === undefined || typeof e.error === 'string')
  );
};

export function parseOutbox(raw: unknown): Outbox | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const out: Outbox = {};
  for (const [id, list] of Object.entries(raw as Record<string, unknown>)) {
    if (Array.isArray(list)) out[id] = list.filter(isEntry);
  }
  return out;
}

export const OUTBOX_KEY = defineKey<Outbox>('messenger.outbox', {}, parseOutbox);

/** Entries of one conversation; "sending" left over from an earlier page counts as failed. */
const sendingNow = new Set<string>();

export function outboxOf(conversationId: number): OutboxEntry[] {
  return (readStored(OUTBOX_KEY)[String(conversationId)] ?? []).map((e) =>
    e.state === 'sending' && !sendingNow.has(e.key) ? { ...e, state: 'failed' as const } : e,
  );
}

function change(conversationId: number, update: (list: OutboxEntry[]) => OutboxEntry[]) {
  const all = readStored(OUTBOX_KEY);
  const next = update(all[String(conversationId)] ?? []);
  const { [String(conversationId)]: _old, ...rest } = all;
  writeStored(OUTBOX_KEY, next.length > 0 ? { ...rest, [String(conversationId)]: next } : rest);
}

let counter = 0;
export const newKey = () => `o${Date.now().toString(36)}${(counter++).toString(36)}`;

export const outbox = {
  add(conversationId: number, entry: OutboxEntry) {
    sendingNow.add(entry.key);
    change(conversationId, (list) => [...list.filter((e) => e.key !== entry.key), entry]);
  },
  sending(conversationId: number, key: string) {
    sendingNow.add(key);
    change(conversationId, (list) =>
      list.map((e) => (e.key === key ? { ...e, state: 'sending', error: undefined } : e)),
    );
  },
  failed(conversationId: number, key: string, error: string) {
    sendingNow.delete(key);
    change(conversationId, (list) => list.map((e) => (e.key === key ? { ...e, state: 'failed', error } : e)));
  },
  remove(conversationId: number, key: string) {
    sendingNow.delete(key);
    change(conversationId, (list) => list.filter((e) => e.key !== key));
  },
};

/** The outbox of a conversation, updated as it changes (this tab and others). */
export function useOutbox(conversationId: number): OutboxEntry[] {
  const subscribe = useCallback((listener: () => void) => subscribeStored(OUTBOX_KEY, listener), []);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(outboxOf(conversationId)),
    () => '[]',
  );
  return useMemo(() => JSON.parse(snapshot) as OutboxEntry[], [snapshot]);
}
