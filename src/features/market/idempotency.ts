// One Idempotency-Key per intended payment (a bid of this amount on this lot, a buyout): sent
// again on a retry of the same action, so the server runs it at most once; a new key once
// the action has an answer (success or refusal) or the user changes what they pay.
import { useRef } from 'react';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;

export function useIdempotencyKey() {
  const current = useRef<{ action: string; key: string } | null>(null);
  return {
    /** The key of `action` (the same one until `settle`). */
    keyFor(action: string): string {
      if (current.current?.action !== action) current.current = { action, key: newKey() };
      return current.current.key;
    },
    /** The action got its answer: the next attempt is a new action. */
    settle() {
      current.current = null;
    },
  };
}
