// Create a role, or change the opened one (name, description, colour, priority). Through the
// generated validators; a 422 shows under its field, a failed send keeps what was typed (the
// new role's form as a draft, so a reload keeps it too).
import { Box, Button, Heading, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetAcpRoleQueryKey,
  getListAcpRolesQueryKey,
  useAddAcpRole,
  useEditAcpRole,
} from '../../../api/generated/endpoints/auth/auth';
import type { AcpRoleCreate } from '../../../api/generated/model/acpRoleCreate';
import type { AcpRoleDetail } from '../../../api/generated/model/acpRoleDetail';
import { AddAcpRoleBody, EditAcpRoleBody } from '../../../api/generated/zod/auth/auth.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { authTexts } from '../texts';

const t = authTexts;
type Values = { name: string; description: string; color: string; priority: string };
const EMPTY: Values = { name: '', description: '', color: '#1e88e5', priority: '10' };
const newRoleDraft = defineDraft('acp-role-new', EMPTY);
const toBody = (v: Values): AcpRoleCreate => ({
  name: v.name.trim(),
  ...(v.description.trim() ? { description: v.description.trim() } : {}),
  color: v.color.trim().toLowerCase(),
  priority: v.priority.trim() === '' ? Number.NaN : Number(v.priority),
});

export function RoleForm({ role, onCreated }: { role?: AcpRoleDetail; onCreated?: (id: number) => void }) {
  const client = useQueryClient();
  const form = useContractForm({
    schema: role ? EditAcpRoleBody : AddAcpRoleBody,
    initial: role
      ? { name: role.name, description: role.description ?? '', color: role.color, priority: String(role.priority) }
      : EMPTY,
    ...(role ? {} : { draft: newRoleDraft }),
    toBody,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = (id?: number) => {
    void client.invalidateQueries({ queryKey: getListAcpRolesQueryKey() });
    if (id) void client.invalidateQueries({ queryKey: getGetAcpRoleQueryKey(id) });
  };
  const onError = (error: unknown) => setFailure(form.applyServerErrors(error) ? null : describeError(error));
  const add = useAddAcpRole({
    mutation: {
      onSuccess: (created) => {
        form.reset();
        notifier.create({ title: t.create.created, type: 'success' });
        refresh();
        onCreated?.(created.id);
      },
      onError,
    },
  });
  const edit = useEditAcpRole({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.edit.saved, type: 'success' });
        refresh(role?.id);
      },
      onError,
    },
  });
  const pending = add.isPending || edit.isPending;
  const id = role ? `role-edit-${role.id}` : 'role-new';
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" id={id} mb="3">
        {role ? t.edit.heading : t.create.heading}
      </Heading>
      <FormStack
        onSubmit={form.handleSubmit((data) => {
          if (pending) return;
          setFailure(null);
          if (role) edit.mutate({ roleId: role.id, data });
          else add.mutate({ data });
        })}
      >
        <FormField label={t.fields.name} message={form.message('name')} required>
          <Input {...form.input('name')} autoComplete="off" />
        </FormField>
        <FormField label={t.fields.description} message={form.message('description')}>
          <Textarea {...form.input('description')} rows={2} />
        </FormField>
        <HStack align="start" gap="3">
          <FormField label={t.fields.color} message={form.message('color')} required>
            <HStack>
              <Box aria-hidden w="6" h="6" borderRadius="sm" flexShrink={0} style={{ background: form.values.color }} />
              <Input {...form.input('color')} autoComplete="off" />
            </HStack>
          </FormField>
          <FormField label={t.fields.priority} message={form.message('priority')} required>
            <Input {...form.input('priority')} inputMode="numeric" />
          </FormField>
        </HStack>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={pending}>
            {role ? t.edit.submit : t.create.submit}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
