// Catching up after the connection is back (issue #30, point 5): TanStack refetches only the
// stale queries on reconnect, and a screen that lives on updates (a chat, the dispatch board)
// must show what happened meanwhile at once. So every query of the area (under the same
// `/api/<area>/` as the given generated query key) is invalidated when the browser comes back
// online; the active ones refetch, the others on their next use.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useOnline } from './use-online';

/** The `/api/<area>/` part of a generated query key. */
const areaOf = (key: unknown) => /^\/api\/[^/?]+/.exec(String(key))?.[0] ?? String(key);

/** Whether the browser is online; catches the area of `areaKey` up when it comes back. */
export function useCatchUp(areaKey: readonly unknown[]): boolean {
  const prefix = areaOf(areaKey[0]);
  const online = useOnline();
  const client = useQueryClient();
  const was = useRef(online);
  useEffect(() => {
    if (online && !was.current) {
      void client.invalidateQueries({ predicate: (q) => areaOf(q.queryKey[0]) === prefix });
    }
    was.current = online;
  }, [online, client, prefix]);
  return online;
}
