// Drafts of forms in localStorage (lib/storage). A draft is checked for its shape only (the
// same fields with the same kinds of values as the empty form), never for length or any other
// contract rule: a draft over a limit is what the user typed, and the form says what is wrong.
// (Checking lengths here once threw a whole post away at the 121st title character.)
import { useMemo } from 'react';
import { defineKey, type StoredKey } from '../../lib/storage';

export type DraftValue = string | number | boolean | string[];
export type DraftValues = Record<string, DraftValue>;

const sameKind = (value: unknown, like: DraftValue) =>
  Array.isArray(like)
    ? Array.isArray(value) && value.every((x) => typeof x === 'string')
    : typeof value === typeof like;

/**
 * Parses a stored draft against the shape of `empty`: a field of the wrong kind (or missing)
 * takes the empty form's value, every other field is kept exactly as stored.
 */
export function draftShape<V extends DraftValues>(empty: V): (raw: unknown) => V | undefined {
  return (raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
    const stored = raw as Record<string, unknown>;
    const out: Record<string, DraftValue> = {};
    for (const [name, like] of Object.entries(empty)) {
      const value = stored[name];
      out[name] = sameKind(value, like)
        ? Array.isArray(value)
          ? [...(value as string[])]
          : (value as DraftValue)
        : like;
    }
    return out as V;
  };
}

/** A storage key for the draft of a form whose empty values are `empty`. */
export function defineDraft<V extends DraftValues>(name: string, empty: V): StoredKey<V> {
  return defineKey<V>(name, empty, draftShape(empty));
}

/** FNV-1a of a text, in base 36: a short, stable part of a key name. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The draft of a form that starts from the server's values (an account's name, a lot's price):
 * one key per `name` (with the entity's id in it) and per those values, so a key never has two
 * defaults, a reload or a 401 finds what was typed, and a change saved elsewhere starts the form
 * from the new values.
 */
export function useServerDraft<V extends DraftValues>(name: string, initial: V): StoredKey<V> {
  const values = JSON.stringify(initial);
  // `initial` is fully described by `values`.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => defineDraft(`${name}.${shortHash(values)}`, initial), [name, values]);
}
