// Rank and salary of one employee (who may manage employees): the contract's validator
// (UpdateBuildingEmployeeBody), a 422 under its field, the values in a draft per employee, no
// second send; the owner's entry has no such form (the server answers 409).
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetBuildingEmployeesQueryKey,
  useUpdateBuildingEmployee,
} from '../../../api/generated/endpoints/building/building';
import type { OrgEmployee } from '../../../api/generated/model/orgEmployee';
import type { OrgEmployeeUpdateRequest } from '../../../api/generated/model/orgEmployeeUpdateRequest';
import { UpdateBuildingEmployeeBody } from '../../../api/generated/zod/building/building.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { buildingTexts } from '../texts';

const t = buildingTexts.employee;
type Values = { rank: string; salary: string };

const toBody = (v: Values) => {
  const salary = v.salary.trim() === '' ? undefined : /^\d+$/.test(v.salary.trim()) ? Number(v.salary.trim()) : NaN;
  return { rank: v.rank.trim(), ...(salary === undefined ? {} : { salary }) } as OrgEmployeeUpdateRequest;
};

export function EmployeeForm({ buildingId, employee }: { buildingId: number; employee: OrgEmployee }) {
  const client = useQueryClient();
  const initial: Values = { rank: employee.rank, salary: String(employee.salary ?? '') };
  // The draft starts from the employee as listed (made once per mounted form; the list keys it
  // by employee); what was typed survives a failed send.
  const [draft] = useState(() => defineDraft(`draft.building.employee.${buildingId}.${employee.id}`, initial));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema: UpdateBuildingEmployeeBody, initial, draft, toBody });
  const save = useUpdateBuildingEmployee({
    mutation: {
      onSuccess: (changed) => {
        form.reset();
        notifier.create({ title: t.saved(changed.player.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => client.invalidateQueries({ queryKey: [getGetBuildingEmployeesQueryKey(buildingId)[0]] }),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate({ buildingId, employeeId: employee.id, data });
  });
  return (
    <FormStack onSubmit={submit} mt="2" aria-label={t.formFor(employee.player.name)}>
      <HStack align="end" gap="2" wrap="wrap">
        <FormField label={t.rank} message={form.message('rank')} maxW="14rem">
          <Input size="sm" {...form.input('rank')} />
        </FormField>
        <FormField label={t.salary} message={form.message('salary')} maxW="10rem">
          <Input size="sm" {...form.input('salary')} inputMode="numeric" />
        </FormField>
        <Button type="submit" size="xs" variant="outline" loading={save.isPending}>
          {t.submit}
        </Button>
      </HStack>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
    </FormStack>
  );
}
