// The radio's codes (team right manageDispatch): add a ten-code or status code, change its
// meaning or label in place, delete one after confirmation (a status code units show is kept).
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useAddVcadStatusCode,
  useAddVcadTenCode,
  useDeleteVcadStatusCode,
  useDeleteVcadTenCode,
  useEditVcadStatusCode,
  useEditVcadTenCode,
} from '../../../api/generated/endpoints/vcad/vcad';
import type { VcadTenCodeCategory } from '../../../api/generated/model/vcadTenCodeCategory';
import type { VcadUnitState } from '../../../api/generated/model/vcadUnitState';
import {
  AddVcadStatusCodeBody,
  AddVcadTenCodeBody,
  EditVcadStatusCodeBody,
  EditVcadTenCodeBody,
} from '../../../api/generated/zod/vcad/vcad.zod';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeError } from '../../../lib/describe-error';
import { statusCodesOptions, tenCodesOptions } from '../queries';
import { vcadTexts } from '../texts';
import { num, SpecForm, text, type Outcome } from './spec-form';

const t = vcadTexts.admin;
const categories = Object.entries(vcadTexts.tenCategory) as Array<[VcadTenCodeCategory, string]>;
const states = Object.entries(vcadTexts.unitState) as Array<[VcadUnitState, string]>;

export function CodesAdmin() {
  const client = useQueryClient();
  const ten = useQuery(tenCodesOptions()).data?.items ?? [];
  const status = useQuery(statusCodesOptions()).data?.items ?? [];
  const [editing, setEditing] = useState<{ kind: 'ten' | 'status'; code: string } | null>(null);
  const [removing, setRemoving] = useState<{ kind: 'ten' | 'status'; code: string } | null>(null);
  const refetch = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: tenCodesOptions().queryKey }),
      client.invalidateQueries({ queryKey: statusCodesOptions().queryKey }),
    ]);
  const form = (outcome: Outcome) => ({
    onSuccess: () => {
      outcome.ok();
      setEditing(null);
    },
    onError: outcome.fail,
    onSettled: refetch,
  });
  const failed = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });
  const addTen = useAddVcadTenCode();
  const editTen = useEditVcadTenCode();
  const addStatus = useAddVcadStatusCode();
  const editStatus = useEditVcadStatusCode();
  const removeTen = useDeleteVcadTenCode({ mutation: { onError: failed, onSettled: refetch } });
  const removeStatus = useDeleteVcadStatusCode({ mutation: { onError: failed, onSettled: refetch } });
  const tenEdit = editing?.kind === 'ten' ? ten.find((c) => c.code === editing.code) : undefined;
  const statusEdit = editing?.kind === 'status' ? status.find((c) => c.code === editing.code) : undefined;
  const picker = (kind: 'ten' | 'status', codes: ReadonlyArray<{ code: string }>) => (
    <HStack gap="1" wrap="wrap">
      {codes.map((c) => (
        <HStack key={c.code} gap="0">
          <Button size="2xs" variant="ghost" onClick={() => setEditing({ kind, code: c.code })}>
            {c.code}
          </Button>
          <Button
            size="2xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t.delete(c.code)}
            onClick={() => setRemoving({ kind, code: c.code })}
          >
            ×
          </Button>
        </HStack>
      ))}
    </HStack>
  );
  return (
    <Stack gap="3">
      {picker('ten', ten)}
      {tenEdit ? (
        <SpecForm
          key={`ten-${tenEdit.code}`}
          title={`${t.tenCodes}: ${tenEdit.code}`}
          fields={[
            { name: 'meaning', label: vcadTexts.codes.label, required: true },
            { name: 'category', label: vcadTexts.codes.category, kind: 'select', options: categories },
            { name: 'order', label: t.order, kind: 'number', required: true },
          ]}
          initial={{ meaning: tenEdit.meaning, category: tenEdit.category, order: String(tenEdit.order) }}
          schema={EditVcadTenCodeBody}
          toBody={(v) => ({
            meaning: text(v.meaning ?? ''),
            category: v.category as VcadTenCodeCategory,
            order: num(v.order ?? ''),
          })}
          submitLabel={t.save}
          pending={editTen.isPending}
          draft={`draft.vcad.admin.tenCode.${tenEdit.code}`}
          cancelLabel={t.cancel}
          onCancel={() => setEditing(null)}
          onSubmit={(data, outcome) => editTen.mutate({ code: tenEdit.code, data }, form(outcome))}
        />
      ) : null}
      <SpecForm
        title={t.newTenCode}
        fields={[
          { name: 'code', label: vcadTexts.codes.code, required: true },
          { name: 'meaning', label: vcadTexts.codes.label, required: true },
          { name: 'category', label: vcadTexts.codes.category, kind: 'select', options: categories },
          { name: 'order', label: t.order, kind: 'number', required: true },
        ]}
        initial={{ code: '', meaning: '', category: 'info', order: String(ten.length) }}
        schema={AddVcadTenCodeBody}
        toBody={(v) => ({
          code: text(v.code ?? ''),
          meaning: text(v.meaning ?? ''),
          category: v.category as VcadTenCodeCategory,
          order: num(v.order ?? ''),
        })}
        submitLabel={t.add}
        pending={addTen.isPending}
        draft="draft.vcad.admin.newTenCode"
        onSubmit={(data, outcome) => addTen.mutate({ data }, form(outcome))}
      />
      {picker('status', status)}
      {statusEdit ? (
        <SpecForm
          key={`status-${statusEdit.code}`}
          title={`${t.statusCodes}: ${statusEdit.code}`}
          fields={[
            { name: 'label', label: vcadTexts.codes.label, required: true },
            { name: 'state', label: vcadTexts.codes.state, kind: 'select', options: states },
            { name: 'color', label: t.color, required: true },
            { name: 'order', label: t.order, kind: 'number', required: true },
            { name: 'requiresCall', label: t.requiresCall, kind: 'check' },
          ]}
          initial={{
            label: statusEdit.label,
            state: statusEdit.state,
            color: statusEdit.color,
            order: String(statusEdit.order),
            requiresCall: statusEdit.requiresCall,
          }}
          schema={EditVcadStatusCodeBody}
          toBody={(v) => ({
            label: text(v.label ?? ''),
            state: v.state as VcadUnitState,
            color: text(v.color ?? ''),
            order: num(v.order ?? ''),
            requiresCall: v.requiresCall === true,
          })}
          submitLabel={t.save}
          pending={editStatus.isPending}
          draft={`draft.vcad.admin.statusCode.${statusEdit.code}`}
          cancelLabel={t.cancel}
          onCancel={() => setEditing(null)}
          onSubmit={(data, outcome) => editStatus.mutate({ code: statusEdit.code, data }, form(outcome))}
        />
      ) : null}
      <SpecForm
        title={t.newStatusCode}
        fields={[
          { name: 'code', label: vcadTexts.codes.code, required: true },
          { name: 'label', label: vcadTexts.codes.label, required: true },
          { name: 'state', label: vcadTexts.codes.state, kind: 'select', options: states },
          { name: 'color', label: t.color, required: true },
          { name: 'order', label: t.order, kind: 'number', required: true },
          { name: 'requiresCall', label: t.requiresCall, kind: 'check' },
        ]}
        initial={{
          code: '',
          label: '',
          state: 'busy',
          color: '#6b7280',
          order: String(status.length),
          requiresCall: false,
        }}
        schema={AddVcadStatusCodeBody}
        toBody={(v) => ({
          code: text(v.code ?? ''),
          label: text(v.label ?? ''),
          state: v.state as VcadUnitState,
          color: text(v.color ?? ''),
          order: num(v.order ?? ''),
          requiresCall: v.requiresCall === true,
        })}
        submitLabel={t.add}
        pending={addStatus.isPending}
        draft="draft.vcad.admin.newStatusCode"
        onSubmit={(data, outcome) => addStatus.mutate({ data }, form(outcome))}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t.deleteConfirm(removing?.code ?? '')}
        confirmLabel={t.delete(removing?.code ?? '')}
        cancelLabel={t.cancel}
        busy={removeTen.isPending || removeStatus.isPending}
        onConfirm={() => {
          if (removing?.kind === 'ten') removeTen.mutate({ code: removing.code });
          if (removing?.kind === 'status') removeStatus.mutate({ code: removing.code });
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
