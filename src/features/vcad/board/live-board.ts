// The live board of a department: one react-query query whose first fetch loads the whole
// board and every later fetch (every BOARD_POLL_MS) asks only for what changed since the
// board's `updatedAt` and merges it in. Polling rather than the contract's socket: the board
// operation is made for it (`since`, 304 when nothing changed), it works the same against
// the mock backend, and react-query gives retries, offline pause and focus handling for free.
// Unchanged units and calls keep their object identity (the merge reuses them and the query's
// structural sharing keeps them), so memoised rows do not render again: no blinking, and
// focus and scroll stay where they are.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getGetVcadBoardQueryKey, getVcadBoard } from '../../../api/generated/endpoints/vcad/vcad';
import type { VcadBoard } from '../../../api/generated/model/vcadBoard';
import type { VcadCall } from '../../../api/generated/model/vcadCall';
import type { VcadUnit } from '../../../api/generated/model/vcadUnit';

export const BOARD_POLL_MS = 2000;

/** 304 is "nothing changed" for the board, not an error. */
const acceptNotModified = { validateStatus: (status: number) => (status >= 200 && status < 300) || status === 304 };

type WithId = { id: number };

/** `list` with the changed items replaced or added; items `keep` rejects are dropped. */
export function upsert<T extends WithId>(list: readonly T[], changed: readonly T[], keep: (item: T) => boolean): T[] {
  if (changed.length === 0) return list as T[];
  const byId = new Map(changed.map((item) => [item.id, item]));
  const out: T[] = [];
  for (const item of list) {
    const next = byId.get(item.id) ?? item;
    byId.delete(item.id);
    if (keep(next)) out.push(next);
  }
  for (const item of byId.values()) if (keep(item)) out.push(item);
  return out;
}

const onDuty = (unit: VcadUnit) => unit.state !== 'offduty';
const open = (call: VcadCall) => call.state !== 'closed';

/** The board after a delta answer (`partial`); a whole board replaces it. */
export function mergeBoard(previous: VcadBoard, next: VcadBoard): VcadBoard {
  if (!next.partial) return { ...next, units: next.units.filter(onDuty), openCalls: next.openCalls.filter(open) };
  const closed = new Set(next.closedCallIds ?? []);
  const calls = upsert(previous.openCalls, next.openCalls, (call) => open(call) && !closed.has(call.id));
  return {
    department: next.department,
    dispatchers: next.dispatchers,
    units: upsert(previous.units, next.units, onDuty),
    openCalls: calls,
    updatedAt: next.updatedAt,
    partial: false,
  };
}

export const boardKey = (departmentId: number) => getGetVcadBoardQueryKey(departmentId);

export function boardOptions(client: QueryClient, departmentId: number) {
  const queryKey = boardKey(departmentId);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<VcadBoard> => {
      const previous = client.getQueryData<VcadBoard>(queryKey);
      const since = previous ? { since: previous.updatedAt } : undefined;
      const answer = await getVcadBoard(departmentId, since, acceptNotModified, signal);
      if (!answer || typeof answer !== 'object') return previous ?? Promise.reject(new Error('Empty board'));
      return previous ? mergeBoard(previous, answer) : mergeBoard(answer, { ...answer, partial: false });
    },
    staleTime: BOARD_POLL_MS,
    // A failed poll (after the client's retries) stops the polling: the board says so and
    // offers to try again, rather than asking a failing backend every few seconds.
    refetchInterval: (query) => (query.state.status === 'error' ? false : BOARD_POLL_MS),
  });
}

/** Puts a unit the server just answered into the board at once (the next poll confirms it). */
export function applyUnit(client: QueryClient, departmentId: number, unit: VcadUnit) {
  client.setQueryData<VcadBoard>(boardKey(departmentId), (board) =>
    board ? { ...board, units: upsert(board.units, [unit], onDuty) } : board,
  );
}

/** The same for a call (a closed one leaves the board). */
export function applyCall(client: QueryClient, departmentId: number, call: VcadCall) {
  client.setQueryData<VcadBoard>(boardKey(departmentId), (board) =>
    board ? { ...board, openCalls: upsert(board.openCalls, [call], open) } : board,
  );
}

/** Asks for the changes now (after the user changed something). */
export const refreshBoard = (client: QueryClient, departmentId: number) =>
  client.invalidateQueries({ queryKey: boardKey(departmentId) });
