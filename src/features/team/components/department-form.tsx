// Add a department, or change one (name, short name, head, position, colour): the contract's
// validator checks the body, a 422 lands under its field, a 409 (name taken) above the button,
// what was typed is kept in a draft, and a pending send cannot be sent again.
import { Box, Button, HStack, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useAddTeamDepartment, useEditTeamDepartment } from '../../../api/generated/endpoints/team/team';
import type { Team } from '../../../api/generated/model/team';
import type { TeamDepartment } from '../../../api/generated/model/teamDepartment';
import type { TeamDepartmentRequest } from '../../../api/generated/model/teamDepartmentRequest';
import { AddTeamDepartmentBody } from '../../../api/generated/zod/team/team.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { membersChanged } from '../queries';
import { teamTexts } from '../texts';

const t = teamTexts.departments;

type Values = { name: string; shortName: string; headName: string; order: string; color: string };

const toBody = (v: Values): TeamDepartmentRequest => {
  const order = v.order.trim() === '' ? Number.NaN : Number(v.order);
  return {
    name: v.name.trim(),
    shortName: v.shortName.trim(),
    order: Number.isFinite(order) ? order : (undefined as unknown as number),
    ...(v.headName.trim() ? { headName: v.headName.trim() } : {}),
    ...(v.color.trim() ? { color: v.color.trim().toLowerCase() } : {}),
  };
};

const valuesOf = (d?: TeamDepartment, next = 0): Values => ({
  name: d?.name ?? '',
  shortName: d?.shortName ?? '',
  headName: d?.head?.name ?? '',
  order: String(d?.order ?? next),
  color: d?.color ?? '',
});

export function DepartmentForm({ team, department }: { team: Team; department?: TeamDepartment }) {
  const client = useQueryClient();
  const initial = valuesOf(department, team.departmentCount);
  const draft = useMemo(
    () => defineDraft(`draft.team.department.${team.id}.${department?.id ?? 'new'}`, initial),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the department; its values are only the empty form
    [team.id, department?.id],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema: AddTeamDepartmentBody, initial, draft, toBody });
  const handlers = {
    onError: (error: unknown) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    onSettled: () => membersChanged(client, team.id),
  };
  const add = useAddTeamDepartment({
    mutation: {
      ...handlers,
      onSuccess: (created) => {
        form.reset(valuesOf(undefined, team.departmentCount + 1));
        notifier.create({ title: t.created(created.name), type: 'success' });
      },
    },
  });
  const edit = useEditTeamDepartment({
    mutation: {
      ...handlers,
      onSuccess: (changed) => {
        form.reset(valuesOf(changed));
        notifier.create({ title: teamTexts.saved, type: 'success' });
      },
    },
  });
  const pending = add.isPending || edit.isPending;
  const submit = form.handleSubmit((data) => {
    if (pending) return;
    setFailure(null);
    if (department) edit.mutate({ teamId: team.id, departmentId: department.id, data });
    else add.mutate({ teamId: team.id, data });
  });
  return (
    <FormStack onSubmit={submit}>
      <HStack gap="3" align="start" wrap="wrap">
        <FormField label={t.name} message={form.message('name')} w={{ base: 'full', sm: '16rem' }}>
          <Input size="sm" {...form.input('name')} />
        </FormField>
        <FormField label={t.shortName} message={form.message('shortName')} w={{ base: 'full', sm: '8rem' }}>
          <Input size="sm" {...form.input('shortName')} />
        </FormField>
        <FormField label={t.order} message={form.message('order')} w={{ base: 'full', sm: '10rem' }}>
          <Input size="sm" inputMode="numeric" {...form.input('order')} />
        </FormField>
      </HStack>
      <HStack gap="3" align="start" wrap="wrap">
        <FormField label={t.headName} message={form.message('headName')} w={{ base: 'full', sm: '18rem' }}>
          <Input size="sm" {...form.input('headName')} />
        </FormField>
        <FormField label={t.color} message={form.message('color')} w={{ base: 'full', sm: '8rem' }}>
          <Input size="sm" type="color" p="1" {...form.input('color')} value={form.values.color || '#1d4ed8'} />
        </FormField>
      </HStack>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <Box>
        <Button type="submit" size="sm" colorPalette="brand" loading={pending}>
          {department ? t.save : t.create}
        </Button>
      </Box>
    </FormStack>
  );
}
