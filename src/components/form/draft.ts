// Drafts of forms in localStorage (lib/storage). A draft is checked for its shape only (the
// same fields with the same kinds of values as the empty form), never for length or any other
// contract rule: a draft over a limit is what the user typed, and the form says what is wrong.
// (Checking lengths here once threw a whole post away at the 121st title character.)
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
