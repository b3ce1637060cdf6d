// A form checked by a validator generated from the contract (src/api/generated/zod): German
// messages per field, shown once the field was left or the form submitted (a text past its
// limit says so at once, while typing), gone as soon as the field is valid; a server's 422
// lands under the same fields; values optionally live in a draft that never loses input.
import { useCallback, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react';
import { readStored, removeStored, subscribeStored, writeStored, type StoredKey } from '../../lib/storage';
import {
  contractMessages,
  LIVE_KINDS,
  type ContractSchema,
  type FieldMessage,
  type MessagesByField,
} from './contract-messages';
import { valueAt, withValueAt } from './paths';
import { problemFieldErrors } from './server-errors';

export interface ContractFormOptions<V extends object, Body> {
  /** The generated validator of the request body (e.g. AddDashboardReplyBody). */
  schema: ContractSchema<unknown>;
  /** The empty form; with `draft`, the draft's values win. */
  initial: V;
  /** Keeps the values in localStorage as typed (see defineDraft). */
  draft?: StoredKey<V>;
  /** The request body the values stand for (trimmed, empty optional fields left out). */
  toBody: (values: V) => Body;
  /** Rules the contract cannot state (across fields, against the clock): message per path. */
  rules?: (values: V) => Record<string, string | undefined>;
  /** A field's own wording for some kinds of messages (see FieldMessages), fixed or by the values. */
  messages?: MessagesByField | ((values: V) => MessagesByField);
  /**
   * Top-level fields that are secrets (a PIN): with `draft`, they live in memory only and the
   * draft holds their empty value, so a secret never reaches localStorage.
   */
  secrets?: readonly (keyof V & string)[];
}

const noop = () => () => undefined;

/** The fields `names` of `from`. */
function pickFields<V extends object>(from: V, names: readonly (keyof V & string)[]): Partial<V> {
  return Object.fromEntries(names.map((name) => [name, from[name]])) as Partial<V>;
}

/** A value in memory with listeners, for useSyncExternalStore. */
function memoryStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: T) => {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

interface ServerMessage {
  message: string;
  /** The value the server judged: the message holds until the field changes. */
  value: string;
}

export function useContractForm<V extends object, Body>(options: ContractFormOptions<V, Body>) {
  const { schema, initial, draft, toBody, rules, messages, secrets = [] } = options;
  const [local, setLocal] = useState<V>(initial);
  const subscribe = useCallback((listener: () => void) => (draft ? subscribeStored(draft, listener) : noop()), [draft]);
  const stored = useSyncExternalStore(
    subscribe,
    () => (draft ? readStored(draft) : undefined),
    () => draft?.fallback,
  );
  // Secrets beside the draft (see `secrets`): a small store of this form's own, so events read
  // the latest value right after a change.
  const secretKey = secrets.join(',');
  const [secretStore] = useState(() => memoryStore(pickFields(initial, secrets)));
  const secretValues = useSyncExternalStore(secretStore.subscribe, secretStore.get, secretStore.get);
  const withSecrets = (from: V): V => (secretKey ? { ...from, ...secretStore.get() } : from);
  const values = draft && stored !== undefined ? (secretKey ? { ...stored, ...secretValues } : stored) : local;
  /** The values now, also inside an event right after a change. */
  const current = (): V => (draft ? withSecrets(readStored(draft)) : values);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, ServerMessage>>({});

  const update = useCallback(
    (change: (current: V) => V) => {
      if (!draft) return setLocal(change);
      if (!secretKey) return writeStored(draft, change(readStored(draft)));
      const names = secretKey.split(',') as (keyof V & string)[];
      const next = change({ ...readStored(draft), ...secretStore.get() });
      secretStore.set(pickFields(next, names));
      writeStored(draft, { ...next, ...pickFields(draft.fallback, names) });
    },
    [draft, secretKey, secretStore],
  );
  const set = useCallback((path: string, value: unknown) => update((v) => withValueAt(v, path, value)), [update]);
  const touch = useCallback((path: string) => setTouched((t) => (t.has(path) ? t : new Set(t).add(path))), []);

  const own = typeof messages === 'function' ? messages(values) : messages;
  const found: Record<string, FieldMessage> = { ...contractMessages(schema, toBody(values), own) };
  for (const [path, message] of Object.entries(rules?.(values) ?? {})) {
    if (message) found[path] ??= { message, kind: 'other' };
  }
  const isTouched = (path: string) => {
    const parts = path.split('.');
    return parts.some((_, i) => touched.has(parts.slice(0, i + 1).join('.')));
  };

  /** The message shown under the field at `path`, if any. */
  const message = (path: string): string | undefined => {
    const said = server[path];
    if (said && JSON.stringify(valueAt(values, path)) === said.value) return said.message;
    const own = found[path];
    if (!own) return undefined;
    return submitted || isTouched(path) || LIVE_KINDS.has(own.kind) ? own.message : undefined;
  };

  /**
   * Puts the field messages of a 400/422 Problem under their fields. Returns false when none
   * matched a field of this form (the caller then shows the error as a whole).
   */
  const applyServerErrors = (error: unknown): boolean => {
    const now = current();
    const next: Record<string, ServerMessage> = {};
    for (const { path, message: text } of problemFieldErrors(error)) {
      const last = path.split('.').pop() ?? path;
      const target = valueAt(now, path) !== undefined ? path : valueAt(now, last) !== undefined ? last : null;
      if (target !== null) next[target] ??= { message: text, value: JSON.stringify(valueAt(now, target)) };
    }
    setServer(next);
    return Object.keys(next).length > 0;
  };

  /** Submit handler: marks every field as shown, sends the body only when nothing is wrong. */
  const handleSubmit = (send: (body: Body) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    setServer({});
    if (Object.keys(found).length === 0) send(toBody(current()));
  };

  const reset = (next: V = initial) => {
    if (draft) removeStored(draft);
    setLocal(next);
    secretStore.set(pickFields(next, secrets));
    setTouched(new Set());
    setSubmitted(false);
    setServer({});
  };

  /** Props of a text input or textarea bound to the string at `path`. */
  const input = (path: string) => ({
    name: path,
    value: String(valueAt(values, path) ?? ''),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(path, e.target.value),
    onBlur: () => touch(path),
  });

  return {
    values,
    set,
    update,
    touch,
    message,
    input,
    applyServerErrors,
    handleSubmit,
    reset,
    /** True while the values break no rule (shown or not). */
    valid: Object.keys(found).length === 0,
  };
}

export type ContractForm<V extends object, Body> = ReturnType<typeof useContractForm<V, Body>>;
