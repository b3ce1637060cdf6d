// The keys of the values the player sent to the game (the contract has no list of them): kept in
// this browser per account, each with its label and expiry, so the list survives a reload. A key
// whose value answers 404 (expired, deleted elsewhere) is dropped by the list.
import { useCallback } from 'react';
import { defineKey, readStored, writeStored } from '../../../lib/storage';
import { useStored } from '../../../lib/use-stored';

export interface SentValue {
  key: string;
  label: string;
  expiresAt: string;
}

type ByAccount = Record<string, SentValue[]>;

const MAX_PER_ACCOUNT = 50;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 200;

function parse(raw: unknown): ByAccount | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const out: ByAccount = {};
  for (const [account, list] of Object.entries(raw)) {
    if (!Array.isArray(list)) continue;
    out[account] = list
      .filter(
        (e): e is SentValue =>
          typeof e === 'object' && e !== null && isText(e.key) && isText(e.label) && isText(e.expiresAt),
      )
      .map(({ key, label, expiresAt }) => ({ key, label, expiresAt }))
      .slice(0, MAX_PER_ACCOUNT);
  }
  return out;
}

export const sentValuesKey = defineKey<ByAccount>('ownSentValues', {}, parse);

/** The account's sent values, newest first, and the changes of that list. */
export function useSentValues(account: number | undefined) {
  const [all] = useStored(sentValuesKey);
  const id = String(account ?? 0);
  const list = all[id] ?? [];
  // Read afresh at each change: two rows dropping their keys at once must not undo each other.
  const write = useCallback(
    (change: (list: SentValue[]) => SentValue[]) => {
      const now = readStored(sentValuesKey);
      writeStored(sentValuesKey, { ...now, [id]: change(now[id] ?? []).slice(0, MAX_PER_ACCOUNT) });
    },
    [id],
  );
  return {
    list,
    /** Adds or replaces a value (by key), first in the list. */
    put: (value: SentValue) => write((l) => [value, ...l.filter((e) => e.key !== value.key)]),
    drop: (key: string) => write((l) => l.filter((e) => e.key !== key)),
  };
}
