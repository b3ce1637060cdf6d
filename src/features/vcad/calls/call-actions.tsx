// What can be done with a call, by whom (contract): dispatchers assign any unit; without a
// dispatcher on duty a unit takes the call itself; dispatchers and the unit itself take a unit
// off; dispatchers and assigned units change the priority and add notes; dispatchers,
// supervisors and the leading unit close; dispatchers and supervisors reopen. The team right
// (useCan with the team accounts) comes first; the server answers 403 all the same.
import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useAssignVcadCallUnit,
  useOpenVcadCall,
  useUnassignVcadCallUnit,
  useUpdateVcadCall,
} from '../../../api/generated/endpoints/vcad/vcad';
import type { VcadCall } from '../../../api/generated/model/vcadCall';
import { VcadCallPriority } from '../../../api/generated/model/vcadCallPriority';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeError } from '../../../lib/describe-error';
import { unitMaySelfDispatch, type BoardContext } from '../board/board-view';
import { applyCall, refreshBoard } from '../board/live-board';
import { callChanged, sessionOptions } from '../queries';
import { useTeamScope } from '../rights';
import { vcadTexts } from '../texts';
import { CloseCallForm } from './close-call-form';
import { NoteForm } from './note-form';

const t = vcadTexts.call;

export function CallActions({ call, context }: { call: VcadCall; context?: BoardContext }) {
  const client = useQueryClient();
  const session = useQuery(sessionOptions()).data;
  const scope = useTeamScope();
  const can = useCan();
  const [pick, setPick] = useState('');
  const [reopening, setReopening] = useState(false);
  const departmentId = call.department.id;
  const dispatching = session?.dispatchingDepartmentIds.includes(departmentId) ?? false;
  const supervisor =
    session?.memberships.some((m) => m.departmentId === departmentId && m.role === 'supervisor') ?? false;
  const ownUnit = context?.ownUnit ?? session?.currentUnit;
  const mine = call.units.find((a) => a.unit.id === ownUnit?.id);
  const open = call.state !== 'closed';
  const selfDispatch = context ? unitMaySelfDispatch(context) : false;

  const changed = {
    onSuccess: (next: VcadCall) => applyCall(client, departmentId, next),
    onError: (error: unknown) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () =>
      Promise.all([
        callChanged(client, call.id),
        refreshBoard(client, departmentId),
        client.invalidateQueries({ queryKey: sessionOptions().queryKey }),
      ]),
  };
  const assign = useAssignVcadCallUnit({
    mutation: { ...changed, onSuccess: (next) => (changed.onSuccess(next), setPick('')) },
  });
  const unassign = useUnassignVcadCallUnit({ mutation: changed });
  const update = useUpdateVcadCall({ mutation: changed });
  const reopen = useOpenVcadCall({
    mutation: { ...changed, onSuccess: (next) => (changed.onSuccess(next), setReopening(false)) },
  });

  const free =
    open && dispatching && context
      ? context.board.units.filter((u) => u.state === 'available' && !u.currentCallId)
      : [];
  const mayAssign = open && can('assignVcadCallUnit', scope);
  const maySelf = mayAssign && selfDispatch && !!ownUnit && !ownUnit.currentCallId && !mine;
  const mayUnassign = open && can('unassignVcadCallUnit', scope);
  const mayWork = open && (dispatching || !!mine);
  const mayClose = open && can('closeVcadCall', scope) && (dispatching || supervisor || mine?.primary === true);
  const mayReopen = !open && can('openVcadCall', scope) && (dispatching || supervisor);

  return (
    <Stack gap="3">
      <Stack as="section" aria-labelledby="vcad-call-units" gap="1">
        <Text as="h3" id="vcad-call-units" fontWeight="semibold">
          {t.assigned}
        </Text>
        {call.units.length ? (
          <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
            {call.units.map((a) => (
              <HStack as="li" key={a.unit.id} gap="2">
                <strong>{a.unit.callsign}</strong>
                <span>{vcadTexts.unitState[a.unit.state]}</span>
                {a.primary ? (
                  <Text as="span" color="fg.muted">
                    ({t.primary})
                  </Text>
                ) : null}
                {mayUnassign && (dispatching || a.unit.id === ownUnit?.id) ? (
                  <Button
                    size="2xs"
                    variant="outline"
                    loading={unassign.isPending && unassign.variables.unitId === a.unit.id}
                    onClick={() => unassign.mutate({ id: call.id, unitId: a.unit.id })}
                  >
                    {t.unassign(a.unit.callsign)}
                  </Button>
                ) : null}
              </HStack>
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {vcadTexts.calls.noUnits}
          </Text>
        )}
        {mayAssign && dispatching && context ? (
          <HStack
            as="form"
            gap="2"
            align="end"
            onSubmit={(e) => {
              e.preventDefault();
              if (pick && !assign.isPending) assign.mutate({ id: call.id, data: { unitId: Number(pick) } });
            }}
          >
            <NativeSelect.Root size="sm" maxW="16rem">
              <NativeSelect.Field aria-label={t.assignUnit} value={pick} onChange={(e) => setPick(e.target.value)}>
                <option value="">{free.length ? t.assign : t.noFreeUnit}</option>
                {free.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.callsign} ({u.unitTypeName})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button type="submit" size="sm" disabled={!pick} loading={assign.isPending}>
              {t.assignSubmit}
            </Button>
          </HStack>
        ) : null}
        {maySelf && ownUnit ? (
          <Button
            size="sm"
            alignSelf="start"
            colorPalette="brand"
            loading={assign.isPending}
            onClick={() =>
              assign.mutate({ id: call.id, data: { unitId: ownUnit.id, primary: call.units.length === 0 } })
            }
          >
            {t.assignSelf}
          </Button>
        ) : null}
      </Stack>
      {mayWork && can('updateVcadCall', scope) ? (
        <NativeSelect.Root size="sm" maxW="16rem" disabled={update.isPending}>
          <NativeSelect.Field
            aria-label={t.priority}
            value={call.priority}
            onChange={(e) => update.mutate({ id: call.id, data: { priority: e.target.value as VcadCall['priority'] } })}
          >
            {Object.values(VcadCallPriority).map((p) => (
              <option key={p} value={p}>
                {t.priority}: {vcadTexts.priority[p]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
      {mayWork && can('addVcadCallNote', scope) ? <NoteForm callId={call.id} /> : null}
      {mayClose ? <CloseCallForm call={call} /> : null}
      {mayReopen ? (
        <>
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => setReopening(true)}>
            {t.reopen}
          </Button>
          <ConfirmDialog
            open={reopening}
            title={t.reopenConfirm}
            confirmLabel={t.reopen}
            cancelLabel={vcadTexts.create.cancel}
            busy={reopen.isPending}
            reason={{ label: t.reopenReason, required: true }}
            draftName={`draft.vcad.call.${call.id}.reopen`}
            onConfirm={(reason) => reopen.mutateAsync({ id: call.id, data: { reason: reason ?? '' } })}
            onClose={() => setReopening(false)}
          />
        </>
      ) : null}
    </Stack>
  );
}
