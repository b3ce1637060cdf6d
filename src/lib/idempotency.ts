// One Idempotency-Key per intended operation (issue #30, point 3: never twice). The key stays
// the same while the intent does (same body) and no answer came: a double click, a retry after
// a timeout or a network error, and a resend after reconnecting carry the same key, so the
// server books at most once. It is renewed once the server answered (a success, or a refusal
// below 500, which booked nothing) or when the user changes the input.
//
// With `persistAs`, an unanswered key also survives a reload of the tab (sessionStorage): the
// form's draft survives the reload, so the user sends the same input again, and a key that
// lived only in memory would make that a second booking when the lost answer had booked.
// sessionStorage, not localStorage: the key belongs to this tab's attempt, another tab is
// another attempt; an answered attempt removes it.
import { isAxiosError } from 'axios';
import { useRef } from 'react';

interface Attempt {
  intent: string;
  key: string;
}

const PREFIX = 'idempotency.';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // a storage that refuses access: the key lives in memory only
  }
}

function readAttempt(name: string): Attempt | null {
  try {
    const raw: unknown = JSON.parse(session()?.getItem(PREFIX + name) ?? 'null');
    const a = raw as Partial<Attempt> | null;
    return a && typeof a.intent === 'string' && typeof a.key === 'string' ? { intent: a.intent, key: a.key } : null;
  } catch {
    return null;
  }
}

function writeAttempt(name: string, attempt: Attempt | null): void {
  try {
    if (attempt) session()?.setItem(PREFIX + name, JSON.stringify(attempt));
    else session()?.removeItem(PREFIX + name);
  } catch {
    // a full or refusing storage: the key still holds in memory for this page
  }
}

/**
 * Whether a failed send was answered by the server about the operation itself (so it booked
 * nothing and the next send is a new attempt). No answer (timeout, network error, offline) or a
 * 5xx (a gateway or a crash after the booking) keeps the key.
 */
export function wasAnswered(error: unknown): boolean {
  if (!isAxiosError(error)) return true;
  return error.response !== undefined && error.response.status < 500;
}

export interface IdempotencyKey {
  /** The key of this intent (any JSON value: the body, with what else tells attempts apart). */
  keyFor(intent: unknown): string;
  /** Ends the attempt: after a success, or after `error` when the server answered it. */
  settle(error?: unknown): void;
}

export function useIdempotencyKey(persistAs?: string): IdempotencyKey {
  const current = useRef<Attempt | null | undefined>(undefined);
  const load = () => {
    if (current.current === undefined) current.current = persistAs ? readAttempt(persistAs) : null;
    return current.current;
  };
  return {
    keyFor(intent) {
      const text = JSON.stringify(intent) ?? '';
      const known = load();
      if (known?.intent === text) return known.key;
      current.current = { intent: text, key: newKey() };
      if (persistAs) writeAttempt(persistAs, current.current);
      return current.current.key;
    },
    settle(error) {
      if (error !== undefined && !wasAnswered(error)) return;
      current.current = null;
      if (persistAs) writeAttempt(persistAs, null);
    },
  };
}
