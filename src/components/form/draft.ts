// Drafts of forms in localStorage (lib/storage). A draft is checked for its shape only (the
// same fields with the same kinds of values as the empty form), never for length or any other
// contract rule: a draft over a limit is what the user typed, and the form says what is wrong.
// (Checking lengths here once threw a whole post away at the 121st title character.)
import { useMemo } from 'react';
import { defineKey, type StoredKey } from '../../lib/storage';

/** One row of a table form (a price list's entry): flat fields only. */
export type DraftRow = Record<string, string | number | boolean>;
export type DraftValue = string | number | boolean | string[] | DraftRow[];
export type DraftValues = Record<string, DraftValue>;
/** For each field that holds rows, what an empty row looks like (its fields and their kinds). */
export type DraftRows = Record<string, DraftRow>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored row in the shape of `like`: a field of the wrong kind (or missing) takes the empty row's value. */
function rowShape(value: Record<string, unknown>, like: DraftRow): DraftRow {
  const out: DraftRow = {};
  for (const [name, kind] of Object.entries(like)) {
    const field = value[name];
    out[name] = typeof field === typeof kind ? (field as string | number | boolean) : kind;
  }
  return out;
}

function fieldShape(value: unknown, like: DraftValue, row: DraftRow | undefined): DraftValue {
  if (row) return Array.isArray(value) && value.every(isRecord) ? value.map((r) => rowShape(r, row)) : like;
  if (Array.isArray(like)) {
    return Array.isArray(value) && value.every((x) => typeof x === 'string') ? [...(value as string[])] : like;
  }
  return typeof value === typeof like ? (value as DraftValue) : like;
}

/**
 * Parses a stored draft against the shape of `empty`: a field of the wrong kind (or missing)
 * takes the empty form's value, every other field is kept exactly as stored. A field named in
 * `rows` holds rows, each parsed against its empty row.
 */
export function draftShape<V extends DraftValues>(empty: V, rows: DraftRows = {}): (raw: unknown) => V | undefined {
  return (raw) => {
    if (!isRecord(raw)) return undefined;
    const out: Record<string, DraftValue> = {};
    for (const [name, like] of Object.entries(empty)) out[name] = fieldShape(raw[name], like, rows[name]);
    return out as V;
  };
}

/** A storage key for the draft of a form whose empty values are `empty` (fields of rows: see draftShape). */
export function defineDraft<V extends DraftValues>(name: string, empty: V, rows?: DraftRows): StoredKey<V> {
  return defineKey<V>(name, empty, draftShape(empty, rows));
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
export function useServerDraft<V extends DraftValues>(name: string, initial: V, rows?: DraftRows): StoredKey<V> {
  const values = JSON.stringify(initial);
  const rowShapes = JSON.stringify(rows ?? {});
  // `initial` and `rows` are fully described by `values` and `rowShapes`.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => defineDraft(`${name}.${shortHash(values)}`, initial, rows), [name, values, rowShapes]);
}
