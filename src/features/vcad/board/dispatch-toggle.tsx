// Go on or off duty as the department's dispatcher (staff role dispatcher or supervisor and
// the team right "dispatch"). While a dispatcher is on duty, units no longer dispatch
// themselves.
import { Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { useStartVcadDispatch, useStopVcadDispatch } from '../../../api/generated/endpoints/vcad/vcad';
import type { VcadSession } from '../../../api/generated/model/vcadSession';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { describeError } from '../../../lib/describe-error';
import { sessionOptions } from '../queries';
import { vcadTexts as t } from '../texts';
import { useTeamScope } from '../rights';
import { refreshBoard } from './live-board';

interface DispatchToggleProps {
  departmentId: number;
  session: VcadSession;
  dispatching: boolean;
}

/** Memoised: its props do not change with the board's updates, so a poll does not render it. */
export const DispatchToggle = memo(function DispatchToggle({
  departmentId,
  session,
  dispatching,
}: DispatchToggleProps) {
  const scope = useTeamScope();
  const client = useQueryClient();
  const role = session.memberships.find((m) => m.departmentId === departmentId)?.role;
  const may =
    useCan(dispatching ? 'stopVcadDispatch' : 'startVcadDispatch', scope) && role !== undefined && role !== 'field';
  const settle = {
    onError: (error: unknown) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sessionOptions().queryKey }),
        refreshBoard(client, departmentId),
      ]),
  };
  const start = useStartVcadDispatch({ mutation: settle });
  const stop = useStopVcadDispatch({ mutation: settle });
  if (!may) return null;
  const busy = start.isPending || stop.isPending;
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      onClick={() => (dispatching ? stop : start).mutate({ departmentId })}
    >
      {dispatching ? t.stopDispatch : t.startDispatch}
    </Button>
  );
});
