// Who may do what on the board. Team rights (x-team-right) go through the one useCan with the
// character's team accounts as scope; what the contract leaves to the department (dispatching,
// units creating calls, self-dispatch) comes from the vcad session and the board.
import { useQuery } from '@tanstack/react-query';
import type { CanScope, TeamAccount } from '../../api/permissions';
import { teamAccountsOptions } from './queries';

/** The team accounts as useCan's scope; `teams: undefined` (no) until they are known. */
export function useTeamScope(): CanScope {
  const session = useQuery(teamAccountsOptions());
  const teams: readonly TeamAccount[] | undefined = session.data?.accounts ?? (session.isError ? [] : undefined);
  return { teams };
}
