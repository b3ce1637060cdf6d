// Administration of a department (team right manageDispatch): its data, its rules (who opens
// and takes calls, unit size, automatic off duty), a new department, deleting one (after
// confirmation; the server refuses while units are on duty or calls open), and the general
// settings of the whole dispatch system.
import { Button, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetVcadDepartmentQueryKey,
  getGetVcadDepartmentQueryOptions,
  getGetVcadDepartmentSettingsQueryKey,
  getGetVcadDepartmentSettingsQueryOptions,
  getGetVcadGeneralSettingsQueryKey,
  getGetVcadGeneralSettingsQueryOptions,
  useAddVcadDepartment,
  useDeleteVcadDepartment,
  useEditVcadDepartment,
  useEditVcadDepartmentSettings,
  useEditVcadGeneralSettings,
} from '../../../api/generated/endpoints/vcad/vcad';
import type { VcadDepartment } from '../../../api/generated/model/vcadDepartment';
import type { VcadDepartmentDetails } from '../../../api/generated/model/vcadDepartmentDetails';
import type { VcadDepartmentInput } from '../../../api/generated/model/vcadDepartmentInput';
import type { VcadDepartmentSettings } from '../../../api/generated/model/vcadDepartmentSettings';
import type { VcadGeneralSettings } from '../../../api/generated/model/vcadGeneralSettings';
import { VcadDepartmentKind } from '../../../api/generated/model/vcadDepartmentKind';
import {
  AddVcadDepartmentBody,
  EditVcadDepartmentBody,
  EditVcadDepartmentSettingsBody,
  EditVcadGeneralSettingsBody,
} from '../../../api/generated/zod/vcad/vcad.zod';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { departmentsOptions } from '../queries';
import { vcadTexts } from '../texts';
import { num, SpecForm, text, type FieldSpec, type Outcome, type SpecValues } from './spec-form';

const t = vcadTexts.admin;
const kinds = Object.values(VcadDepartmentKind).map((k) => [k, t.kinds[k]] as const);

const departmentFields: FieldSpec[] = [
  { name: 'name', label: t.name, required: true },
  { name: 'shortName', label: t.shortName, required: true },
  { name: 'kind', label: t.kind, kind: 'select', options: kinds },
  { name: 'color', label: t.color, required: true },
  { name: 'active', label: t.active, kind: 'check' },
];
const departmentBody = (v: SpecValues): VcadDepartmentInput => ({
  name: text(v.name),
  shortName: text(v.shortName),
  kind: v.kind as VcadDepartmentInput['kind'],
  color: text(v.color),
  active: v.active === true,
});

const settingsFields: FieldSpec[] = [
  { name: 'unitsMayCreateCalls', label: t.unitsMayCreateCalls, kind: 'check' },
  { name: 'selfDispatchWithoutDispatcher', label: t.selfDispatch, kind: 'check' },
  { name: 'requireVehicle', label: t.requireVehicle, kind: 'check' },
  { name: 'panicTone', label: t.panicTone, kind: 'check' },
  { name: 'maxUnitMembers', label: t.maxUnitMembers, kind: 'number', required: true },
  { name: 'autoOffdutyMinutes', label: t.autoOffduty, kind: 'number', required: true },
  { name: 'defaultStatusCode', label: t.defaultStatus, required: true },
];

const generalFields: FieldSpec[] = [
  { name: 'autoCloseCallsAfterMinutes', label: t.autoClose, kind: 'number', required: true },
  { name: 'keepClosedCallsDays', label: t.keepDays, kind: 'number', required: true },
  { name: 'showPostals', label: t.showPostals, kind: 'check' },
  { name: 'alertTones', label: t.alertTones, kind: 'check' },
];

export function DepartmentAdmin({ departmentId }: { departmentId: number }) {
  const client = useQueryClient();
  const details = useQuery(getGetVcadDepartmentQueryOptions(departmentId));
  const settings = useQuery(getGetVcadDepartmentSettingsQueryOptions(departmentId));
  const general = useQuery(getGetVcadGeneralSettingsQueryOptions());
  const [deleting, setDeleting] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: departmentsOptions().queryKey });
  // The edit forms start from these queries' values: the answer goes in first, so a form reset
  // after the save (dropping its draft) shows what was saved.
  const saved = <T,>(outcome: Outcome, keep?: (answer: T) => void) => ({
    onSuccess: (answer: T) => {
      keep?.(answer);
      outcome.ok();
      notifier.create({ title: t.saved, type: 'success' });
    },
    onError: outcome.fail,
    onSettled: refresh,
  });
  const edit = useEditVcadDepartment();
  const add = useAddVcadDepartment();
  // The board reads the same settings (who may open and take calls): fetched anew after a change.
  const editSettings = useEditVcadDepartmentSettings({
    mutation: {
      onSettled: () => client.invalidateQueries({ queryKey: getGetVcadDepartmentSettingsQueryKey(departmentId) }),
    },
  });
  const editGeneral = useEditVcadGeneralSettings();
  const remove = useDeleteVcadDepartment({
    mutation: {
      onSuccess: () => setDeleting(false),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: refresh,
    },
  });
  return (
    <Stack gap="4">
      <QueryState query={details}>
        {({ department: d }) => (
          <>
            <SpecForm
              key={`dept-${d.id}`}
              title={t.department}
              fields={departmentFields}
              initial={{ name: d.name, shortName: d.shortName, kind: d.kind, color: d.color, active: d.active }}
              schema={EditVcadDepartmentBody}
              toBody={departmentBody}
              submitLabel={t.save}
              pending={edit.isPending}
              draft={`draft.vcad.admin.department.${d.id}`}
              cancelLabel={t.discard}
              onSubmit={(data, outcome) =>
                edit.mutate(
                  { departmentId, data },
                  saved(outcome, (department: VcadDepartment) =>
                    client.setQueryData<VcadDepartmentDetails>(getGetVcadDepartmentQueryKey(departmentId), (old) =>
                      old ? { ...old, department } : old,
                    ),
                  ),
                )
              }
            />
            <Button size="sm" variant="outline" colorPalette="red" alignSelf="start" onClick={() => setDeleting(true)}>
              {t.deleteDepartment}
            </Button>
            <ConfirmDialog
              open={deleting}
              title={t.deleteDepartmentConfirm(d.name)}
              confirmLabel={t.deleteDepartment}
              cancelLabel={t.cancel}
              busy={remove.isPending}
              onConfirm={() => remove.mutate({ departmentId })}
              onClose={() => setDeleting(false)}
            />
          </>
        )}
      </QueryState>
      <QueryState query={settings}>
        {(s) => (
          <SpecForm
            key={`settings-${departmentId}`}
            title={t.settings}
            fields={settingsFields}
            initial={{
              ...s,
              panicTone: s.panicTone === true,
              maxUnitMembers: String(s.maxUnitMembers),
              autoOffdutyMinutes: String(s.autoOffdutyMinutes),
            }}
            schema={EditVcadDepartmentSettingsBody}
            toBody={(v): VcadDepartmentSettings => ({
              unitsMayCreateCalls: v.unitsMayCreateCalls === true,
              selfDispatchWithoutDispatcher: v.selfDispatchWithoutDispatcher === true,
              requireVehicle: v.requireVehicle === true,
              panicTone: v.panicTone === true,
              maxUnitMembers: num(v.maxUnitMembers ?? ''),
              autoOffdutyMinutes: num(v.autoOffdutyMinutes ?? ''),
              defaultStatusCode: text(v.defaultStatusCode ?? ''),
            })}
            submitLabel={t.save}
            pending={editSettings.isPending}
            draft={`draft.vcad.admin.settings.${departmentId}`}
            cancelLabel={t.discard}
            onSubmit={(data, outcome) =>
              editSettings.mutate(
                { departmentId, data },
                saved(outcome, (answer: VcadDepartmentSettings) =>
                  client.setQueryData(getGetVcadDepartmentSettingsQueryKey(departmentId), answer),
                ),
              )
            }
          />
        )}
      </QueryState>
      <SpecForm
        title={t.newDepartment}
        fields={departmentFields}
        initial={{ name: '', shortName: '', kind: 'police', color: '#1d4ed8', active: true }}
        schema={AddVcadDepartmentBody}
        toBody={departmentBody}
        submitLabel={t.add}
        pending={add.isPending}
        draft="draft.vcad.admin.newDepartment"
        onSubmit={(data, outcome) => add.mutate({ data }, saved(outcome))}
      />
      <QueryState query={general}>
        {(g) => (
          <SpecForm
            title={t.general}
            fields={generalFields}
            initial={{
              autoCloseCallsAfterMinutes: String(g.autoCloseCallsAfterMinutes),
              keepClosedCallsDays: String(g.keepClosedCallsDays),
              showPostals: g.showPostals,
              alertTones: g.alertTones,
            }}
            schema={EditVcadGeneralSettingsBody}
            toBody={(v): VcadGeneralSettings => ({
              callTypes: g.callTypes,
              autoCloseCallsAfterMinutes: num(v.autoCloseCallsAfterMinutes ?? ''),
              keepClosedCallsDays: num(v.keepClosedCallsDays ?? ''),
              showPostals: v.showPostals === true,
              alertTones: v.alertTones === true,
            })}
            submitLabel={t.save}
            pending={editGeneral.isPending}
            draft="draft.vcad.admin.general"
            cancelLabel={t.discard}
            onSubmit={(data, outcome) =>
              editGeneral.mutate(
                { data },
                saved(outcome, (answer: VcadGeneralSettings) =>
                  client.setQueryData(getGetVcadGeneralSettingsQueryKey(), answer),
                ),
              )
            }
          />
        )}
      </QueryState>
    </Stack>
  );
}
