// What the members of a unit do themselves: a note to dispatch, a partner taken in (staff of
// the department not on duty) or let go, the panic button (officer in danger: every unit and
// dispatcher is alerted at once), and the end of the shift (after confirmation).
import { Button, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListVcadStaffQueryOptions,
  useAddVcadUnitMember,
  useEditVcadUnit,
  useRemoveVcadUnitMember,
  useSendVcadUnitPanic,
  useStopVcadUnit,
} from '../../../api/generated/endpoints/vcad/vcad';
import type { VcadUnit } from '../../../api/generated/model/vcadUnit';
import { EditVcadUnitBody } from '../../../api/generated/zod/vcad/vcad.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { applyUnit, refreshBoard } from '../board/live-board';
import { sessionOptions } from '../queries';
import { vcadTexts } from '../texts';

const t = vcadTexts.unit;

export function OwnUnitActions({ unit, departmentId }: { unit: VcadUnit; departmentId: number }) {
  const client = useQueryClient();
  const [partner, setPartner] = useState('');
  const [ending, setEnding] = useState(false);
  const staff = useQuery(getListVcadStaffQueryOptions(departmentId, { onDuty: false, limit: 100 }));
  const failed = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });
  const settled = () =>
    Promise.all([
      refreshBoard(client, departmentId),
      client.invalidateQueries({ queryKey: sessionOptions().queryKey }),
    ]);
  const changed = {
    onSuccess: (next: VcadUnit) => applyUnit(client, departmentId, next),
    onError: failed,
    onSettled: settled,
  };
  // The note starts from the unit's; typing it is kept through a reload (a server draft).
  const initial = { note: unit.note ?? '' };
  const draft = useServerDraft(`draft.vcad.unitNote.${unit.id}`, initial);
  const form = useContractForm({
    schema: EditVcadUnitBody,
    initial,
    draft,
    toBody: (v) => ({ note: v.note.trim() }),
  });
  const edit = useEditVcadUnit({
    mutation: {
      ...changed,
      onSuccess: (next) => {
        // The board gets the saved note first: the form, reset, shows it (the draft is dropped).
        changed.onSuccess(next);
        form.reset();
        notifier.create({ title: t.noteSaved, type: 'success' });
      },
      onError: (error) => (form.applyServerErrors(error) ? undefined : failed(error)),
    },
  });
  const add = useAddVcadUnitMember({
    mutation: { ...changed, onSuccess: (next) => (changed.onSuccess(next), setPartner('')) },
  });
  const remove = useRemoveVcadUnitMember({ mutation: changed });
  const panic = useSendVcadUnitPanic({
    mutation: { onSuccess: () => notifier.create({ title: t.panicSent, type: 'warning' }), onError: failed },
  });
  const stop = useStopVcadUnit({
    mutation: {
      onSuccess: () => {
        setEnding(false);
        notifier.create({ title: t.offDutyDone, type: 'success' });
      },
      onError: failed,
      onSettled: settled,
    },
  });
  const free = staff.data?.items ?? [];
  return (
    <Stack gap="3" borderTopWidth="1px" pt="3">
      <FormStack
        gap="2"
        aria-label={t.noteSave}
        onSubmit={form.handleSubmit((data) => !edit.isPending && edit.mutate({ id: unit.id, data }))}
      >
        <FormField label={t.note} message={form.message('note')}>
          <Input size="sm" {...form.input('note')} />
        </FormField>
        <Button type="submit" size="sm" variant="outline" alignSelf="start" loading={edit.isPending}>
          {t.noteSave}
        </Button>
      </FormStack>
      {unit.members.length > 1 ? (
        <HStack gap="2" wrap="wrap">
          {unit.members.map((m) => (
            <Button
              key={m.id}
              size="xs"
              variant="outline"
              loading={remove.isPending && remove.variables.playerId === m.id}
              onClick={() => remove.mutate({ id: unit.id, playerId: m.id })}
            >
              {t.removeMember(m.name)}
            </Button>
          ))}
        </HStack>
      ) : null}
      <HStack
        as="form"
        gap="2"
        align="end"
        onSubmit={(e) => {
          e.preventDefault();
          if (partner && !add.isPending) add.mutate({ id: unit.id, data: { playerId: Number(partner) } });
        }}
      >
        <NativeSelect.Root size="sm" maxW="16rem">
          <NativeSelect.Field aria-label={t.addPartner} value={partner} onChange={(e) => setPartner(e.target.value)}>
            <option value="">{t.addPartnerNone}</option>
            {free.map((m) => (
              <option key={m.player.id} value={m.player.id}>
                {m.player.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" size="sm" variant="outline" disabled={!partner} loading={add.isPending}>
          {t.addPartnerSubmit}
        </Button>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          colorPalette="red"
          loading={panic.isPending}
          onClick={() =>
            !panic.isPending && panic.mutate({ id: unit.id, data: unit.location ? { location: unit.location } : {} })
          }
        >
          {t.panic}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setEnding(true)}>
          {vcadTexts.myUnit.offDuty}
        </Button>
      </HStack>
      <ConfirmDialog
        open={ending}
        title={vcadTexts.myUnit.offDuty}
        body={t.offDutyConfirm(unit.callsign)}
        confirmLabel={vcadTexts.myUnit.offDuty}
        cancelLabel={vcadTexts.create.cancel}
        busy={stop.isPending}
        onConfirm={() => stop.mutate({ id: unit.id })}
        onClose={() => setEnding(false)}
      />
    </Stack>
  );
}
