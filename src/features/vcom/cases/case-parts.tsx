// More parts of an opened case: who works it (lead and members, assigned by staff number and
// taken off again) and its attachments (already uploaded files by their same-origin path);
// writing needs the workCases right and a case that is still being worked.
import { Badge, Box, Button, Heading, HStack, IconButton, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  getListVcomCaseAttachmentsQueryKey,
  getListVcomCaseAttachmentsQueryOptions,
  getListVcomCaseOfficersQueryKey,
  getListVcomCaseOfficersQueryOptions,
  useAddVcomCaseAttachment,
  useAssignVcomCaseOfficer,
  useDeleteVcomCaseAttachment,
  useUnassignVcomCaseOfficer,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomAttachmentKind } from '../../../api/generated/model/vcomAttachmentKind';
import type { VcomCaseOfficerRole } from '../../../api/generated/model/vcomCaseOfficerRole';
import { AddVcomCaseAttachmentBody, AssignVcomCaseOfficerBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { vcomTexts } from '../texts';
import { displayName } from './citizen-picker';
import { caseChanged } from './queries';
import { SelectField } from './select-field';

export const caseOfficersOptions = (id: number) => getListVcomCaseOfficersQueryOptions(id);
export const caseAttachmentsOptions = (id: number) => getListVcomCaseAttachmentsQueryOptions(id);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id={id} mb="2">
        {title}
      </Heading>
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

function Failure({ text }: { text: string | null }) {
  return text ? (
    <Text role="alert" color="fg.error">
      {text}
    </Text>
  ) : null;
}

function useRefresh(caseId: number, key: QueryKey) {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: key }), caseChanged(client, caseId)]);
}

const ROLES: readonly VcomCaseOfficerRole[] = ['member', 'lead'];

export function CaseOfficers({
  caseId,
  canWrite,
  ownStaffId,
}: {
  caseId: number;
  canWrite: boolean;
  /** The account's own staff number: the assign field starts with it (assigning oneself is the usual case). */
  ownStaffId: number | undefined;
}) {
  const t = vcomTexts.caseOfficers;
  const officers = useQuery(caseOfficersOptions(caseId));
  const refresh = useRefresh(caseId, getListVcomCaseOfficersQueryKey(caseId));
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const form = useContractForm({
    schema: AssignVcomCaseOfficerBody,
    initial: { staffId: ownStaffId ? String(ownStaffId) : '', role: 'member' },
    toBody: (v) => ({ staffId: Number(v.staffId), role: v.role as VcomCaseOfficerRole }),
  });
  const assign = useAssignVcomCaseOfficer({
    mutation: {
      onSuccess: () => notifier.create({ title: t.assigned, type: 'success' }),
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: refresh,
    },
  });
  const unassign = useUnassignVcomCaseOfficer({
    mutation: {
      onSuccess: () => {
        setRemoving(null);
        notifier.create({ title: t.removed, type: 'success' });
      },
      onError: (error) => {
        setRemoving(null);
        setFailure(describeError(error));
      },
      onSettled: refresh,
    },
  });
  return (
    <Section id="vcom-case-officers" title={t.heading}>
      <QueryState query={officers} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
        {(data) => (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t.heading}>
            {data.items.map((o) => {
              const name = displayName(o.staff.name);
              return (
                <HStack as="li" key={o.staff.staffId} gap="2" justify="space-between">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{name}</Text>
                    <Badge colorPalette={o.role === 'lead' ? 'blue' : undefined}>{t.roles[o.role]}</Badge>
                    <Text fontSize="sm" color="fg.muted">
                      {o.staff.rank} · {t.staffId} {o.staff.staffId} · {t.since} {formatDateTime(o.assignedAt)}
                    </Text>
                  </HStack>
                  {canWrite ? (
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={t.remove(name)}
                      onClick={() => setRemoving({ id: o.staff.staffId, name })}
                    >
                      <X />
                    </IconButton>
                  ) : null}
                </HStack>
              );
            })}
          </Stack>
        )}
      </QueryState>
      {canWrite ? (
        <FormStack
          onSubmit={form.handleSubmit((data) => {
            setFailure(null);
            assign.mutate({ caseId, data });
          })}
        >
          <HStack gap="3" wrap="wrap" align="start">
            <FormField label={t.staffId} message={form.message('staffId')} helper={t.staffHint} maxW="14rem" required>
              <Input {...form.input('staffId')} inputMode="numeric" />
            </FormField>
            <SelectField
              label={t.role}
              value={form.values.role as VcomCaseOfficerRole}
              options={ROLES}
              labels={t.roles}
              onChange={(v) => form.set('role', v)}
            />
          </HStack>
          <Failure text={failure} />
          <Button type="submit" alignSelf="start" loading={assign.isPending}>
            {t.assign}
          </Button>
        </FormStack>
      ) : (
        <Failure text={failure} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle(removing?.name ?? '')}
        confirmLabel={t.confirmRemove}
        cancelLabel={vcomTexts.caseActions.cancel}
        busy={unassign.isPending}
        onConfirm={() => removing && unassign.mutate({ caseId, staffId: removing.id })}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
}

const KINDS: readonly VcomAttachmentKind[] = ['photo', 'document', 'video', 'audio'];

export function CaseAttachments({ caseId, canWrite }: { caseId: number; canWrite: boolean }) {
  const t = vcomTexts.attachments;
  const attachments = useQuery(caseAttachmentsOptions(caseId));
  const refresh = useRefresh(caseId, getListVcomCaseAttachmentsQueryKey(caseId));
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: number; title: string } | null>(null);
  const form = useContractForm({
    schema: AddVcomCaseAttachmentBody,
    initial: { kind: 'photo', title: '', path: '' },
    toBody: (v) => ({ kind: v.kind as VcomAttachmentKind, title: v.title.trim(), path: v.path.trim() }),
  });
  const add = useAddVcomCaseAttachment({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.added, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: refresh,
    },
  });
  const remove = useDeleteVcomCaseAttachment({
    mutation: {
      onSuccess: () => {
        setRemoving(null);
        notifier.create({ title: t.removed, type: 'success' });
      },
      onError: (error) => {
        setRemoving(null);
        setFailure(describeError(error));
      },
      onSettled: refresh,
    },
  });
  return (
    <Section id="vcom-case-attachments" title={t.heading}>
      <QueryState query={attachments} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
        {(data) => (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t.heading}>
            {data.items.map((a) => (
              <HStack as="li" key={a.id} gap="2" justify="space-between">
                <HStack gap="2" wrap="wrap">
                  <Badge>{t.kinds[a.kind]}</Badge>
                  <Link href={a.path} target="_blank" rel="noreferrer">
                    {a.title}
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(a.uploadedAt)} · {displayName(a.uploadedBy.name)}
                  </Text>
                </HStack>
                {canWrite ? (
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t.remove(a.title)}
                    onClick={() => setRemoving({ id: a.id, title: a.title })}
                  >
                    <X />
                  </IconButton>
                ) : null}
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
      {canWrite ? (
        <FormStack
          onSubmit={form.handleSubmit((data) => {
            setFailure(null);
            add.mutate({ caseId, data });
          })}
        >
          <SelectField
            label={t.kind}
            value={form.values.kind as VcomAttachmentKind}
            options={KINDS}
            labels={t.kinds}
            onChange={(v) => form.set('kind', v)}
          />
          <FormField label={t.title} message={form.message('title')} required>
            <Input {...form.input('title')} />
          </FormField>
          <FormField label={t.path} message={form.message('path')} helper={t.pathHint} required>
            <Input {...form.input('path')} />
          </FormField>
          <Failure text={failure} />
          <Button type="submit" alignSelf="start" loading={add.isPending}>
            {t.add}
          </Button>
        </FormStack>
      ) : (
        <Failure text={failure} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle(removing?.title ?? '')}
        confirmLabel={t.confirmRemove}
        cancelLabel={vcomTexts.caseActions.cancel}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ caseId, id: removing.id })}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
}
