// The active vcom account a character switched to (selectVcomAccount): kept in the mock store so
// a reload still shows it, and applied to a scenario's session by its GET /api/vcom/me answer.
// Kept apart from ./admin.ts so the scenarios import only the store, not the vcom world.
import type { VcomSession } from '../../../api/generated/model/vcomSession';
import { collection } from '../../store';

// One row: 0 until the character switches.
const chosen = () =>
  collection<{ id: number; accountId: number }>('vcom.activeAccount', () => [{ id: 1, accountId: 0 }]);

/** Remembers `accountId` as the active account. */
export function chooseAccount(accountId: number): void {
  chosen().update(1, { accountId });
}

/** `session` with the chosen account active, when it is one of its unlocked accounts. */
export function withActive(session: VcomSession): VcomSession {
  const id = chosen().get(1)?.accountId;
  const active = session.accounts.find((a) => a.id === id && !a.locked);
  return active ? { ...session, active, rights: active.rights } : session;
}
